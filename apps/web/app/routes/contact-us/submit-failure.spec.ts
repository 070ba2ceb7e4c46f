import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describeFormFailure } from '../../components/form/form-failure';
import { ENQUIRY_FAILURE, SEND_FAILED_MESSAGE } from './submit-failure';

const describeSubmitFailure = (error: unknown) => describeFormFailure(error, ENQUIRY_FAILURE);

const serverError = (status: number) =>
  new ServerError('Response not successful', {
    response: new Response('oops', { status }),
    bodyText: 'oops',
  });

describe('describeFormFailure with the contact form’s reading', () => {
  it('reports a non-2xx reply by its status', () => {
    expect(describeSubmitFailure(serverError(503))).toEqual({
      kind: 'failed',
      message: 'HTTP error! status: 503',
      fieldErrors: {},
    });
  });

  it('puts BAD_USER_INPUT field errors under their fields and asks in the banner to fix them', () => {
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
      kind: 'invalid',
      message: 'Please fix the errors below before submitting',
      fieldErrors: {
        email: 'Please enter a valid email address',
        zipCode: 'ZipCode must be at least 3 characters',
      },
    });
  });

  it('shows the message of any other GraphQL error', () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Database unavailable' }] });
    expect(describeSubmitFailure(error)).toEqual({
      kind: 'failed',
      message: 'Database unavailable',
      fieldErrors: {},
    });
  });

  it('shows a network failure’s message', () => {
    expect(describeSubmitFailure(new TypeError('Failed to fetch')).message).toBe('Failed to fetch');
  });

  it.each([undefined, 'boom', new Error('')])('falls back to the generic message for %p', (error) => {
    expect(describeSubmitFailure(error)).toEqual({
      kind: 'failed',
      message: SEND_FAILED_MESSAGE,
      fieldErrors: {},
    });
  });
});
