import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describeRegistrationFailure } from './registration-failure';

describe('describeRegistrationFailure', () => {
  it("passes on the server's not-found message", () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Registration not found', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(describeRegistrationFailure(error)).toEqual({
      kind: 'not-found',
      message: 'Registration not found',
    });
  });

  it('keeps a refusal the registrant can act on', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'Too many attempts. Try again in a minute.', extensions: { code: 'RATE_LIMITED' } },
      ],
    });
    expect(describeRegistrationFailure(error)).toEqual({
      kind: 'failed',
      message: 'Too many attempts. Try again in a minute.',
    });
  });

  it("leaves out the server's masked faults, an HTTP failure and a lost connection", () => {
    const masked = new CombinedGraphQLErrors({
      errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    const http = new ServerError('Response not successful', {
      response: new Response('', { status: 502 }),
      bodyText: '',
    });
    for (const error of [masked, http, new TypeError('Failed to fetch')]) {
      expect(describeRegistrationFailure(error)).toEqual({ kind: 'failed', message: undefined });
    }
  });
});
