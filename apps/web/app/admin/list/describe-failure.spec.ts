import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describeActionFailure, describeListFailure } from './describe-failure';

const graphqlError = (message: string, extensions: Record<string, unknown> = {}) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('describeListFailure', () => {
  it('says the server cannot be reached when fetch itself fails', () => {
    expect(describeListFailure(new TypeError('Failed to fetch'))).toBe(
      'Network error. Please check if the server is running.',
    );
  });

  it("prefixes the server's message with 'Error: '", () => {
    expect(describeListFailure(graphqlError('Limit must be 1 to 100'))).toBe('Error: Limit must be 1 to 100');
  });

  it('names the status of a non-OK reply', () => {
    const response = new Response('oops', { status: 502, statusText: 'Bad Gateway' });
    expect(describeListFailure(new ServerError('x', { response, bodyText: 'oops' }))).toBe(
      'Server Error: 502 - Bad Gateway',
    );
  });

  it('says a request timed out when it was aborted', () => {
    const abort = new Error('aborted');
    abort.name = 'AbortError';
    expect(describeListFailure(abort)).toMatch(/^Request timeout/);
  });
});

describe('describeActionFailure', () => {
  it('keeps the message and each field error', () => {
    const error = graphqlError('Invalid input', {
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'seats', message: 'Seats cannot be fewer than the 2 already taken' },
        { field: 'seats', message: 'second' },
        { nonsense: true },
      ],
    });
    expect(describeActionFailure(error)).toEqual({
      message: 'Invalid input',
      fieldErrors: { seats: 'Seats cannot be fewer than the 2 already taken' },
    });
  });

  it('falls back to the generic text', () => {
    expect(describeActionFailure(new Error('boom'))).toEqual({
      message: 'Request failed. Please try again.',
      fieldErrors: {},
    });
  });
});
