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

  it('tells a link a newer one replaced from a wrong one', () => {
    const message =
      'This link no longer works: a newer link was sent on 1 December 2026. Please open the link from that e-mail.';
    const error = new CombinedGraphQLErrors({
      errors: [{ message, extensions: { code: 'NOT_FOUND', replacedAt: '2026-12-01T08:00:00.000Z' } }],
    });
    expect(describeRegistrationFailure(error)).toEqual({ kind: 'replaced', message });
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
