import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { captureLog } from '../testing/log-capture';
import { rememberingContextFailures } from './error-requests';
import { graphqlErrorFormatter } from './format-error';

/**
 * A context function that fails unexpectedly: Apollo wraps its error (the originalError) in a new
 * GraphQLError and formats that with no context. The formatter still finds the request by the cause.
 */
describe('graphqlErrorFormatter, on a failed context function', () => {
  it('logs the failure once with the request logger and answers the masked error with the request id', async () => {
    const log = captureLog();
    const req = { id: 'req-7', log: log.logger.child({ requestId: 'req-7' }) } as unknown as Request;
    const cause = new Error('config went missing');
    const context = rememberingContextFailures(async () => {
      throw cause;
    });
    await expect(context({ req, res: {} as Response })).rejects.toBe(cause);

    const wrapped = new GraphQLError(`Context creation failed: ${cause.message}`, { originalError: cause });
    const formatted = graphqlErrorFormatter(log.logger)(
      { message: wrapped.message, extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      wrapped,
    );

    expect(formatted).toEqual({
      message: 'Internal server error',
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: 'req-7' },
    });
    expect(log.lines()).toEqual([
      expect.objectContaining({
        level: 'error',
        requestId: 'req-7',
        msg: 'GraphQL request failed',
        err: expect.objectContaining({ message: 'Context creation failed: config went missing' }),
      }),
    ]);
  });
});
