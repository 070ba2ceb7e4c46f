import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SEND_FAILED_MESSAGE, describeSubmitFailure } from './submit-failure';

const serverError = (status: number) =>
  new ServerError('Response not successful', {
    response: new Response('oops', { status }),
    bodyText: 'oops',
  });

describe('describeSubmitFailure', () => {
  it('reports a non-2xx reply by its status', () => {
    expect(describeSubmitFailure(serverError(503))).toEqual({
      message: 'HTTP error! status: 503',
      fieldErrors: {},
    });
  });

  it('puts BAD_USER_INPUT field errors under their fields and the message in the banner', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'Invalid contact enquiry',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: [
              { field: 'email', message: 'Please enter a valid email address' },
              { field: 'zipCode', message: 'ZipCode must be at least 3 characters' },
              { field: 'notAField', message: 'ignored' },
              'malformed',
            ],
          },
        },
      ],
    });
    expect(describeSubmitFailure(error)).toEqual({
      message: 'Invalid contact enquiry',
      fieldErrors: {
        email: 'Please enter a valid email address',
        zipCode: 'ZipCode must be at least 3 characters',
      },
    });
  });

  it('shows the message of any other GraphQL error', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Database unavailable' }] });
    expect(describeSubmitFailure(error)).toEqual({ message: 'Database unavailable', fieldErrors: {} });
  });

  it('shows a network failure’s message', () => {
    expect(describeSubmitFailure(new TypeError('Failed to fetch')).message).toBe('Failed to fetch');
  });

  it.each([undefined, 'boom', new Error('')])('falls back to the generic message for %p', (error) => {
    expect(describeSubmitFailure(error)).toEqual({ message: SEND_FAILED_MESSAGE, fieldErrors: {} });
  });
});
