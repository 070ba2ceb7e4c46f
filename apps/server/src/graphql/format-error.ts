import { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLFormattedError } from 'graphql';
import { AppError } from '../common/app-error';
import type { Logger } from '../common/logger';
import { databaseUnavailable, isDatabaseUnavailable } from '../database/unavailable';
import type { GraphqlContext } from './context';
import { requestOf } from './error-requests';

/**
 * An AppError becomes its table's GraphQL code with its extensions (a form shows each field error
 * under its field). An unexpected error is logged and masked: its message could leak internals. Every
 * error carries the request's id (`extensions.requestId`), which finds its lines in the log: the request
 * is looked up by the error (error-requests.ts); the few errors Apollo raises before the operation
 * starts get the id in requestIdInErrorReplies instead.
 */
export function graphqlErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const req = requestOf(error);
    const requestId = req?.id === undefined ? {} : { requestId: String(req.id) };
    const unwrapped = unwrapResolverError(error);
    const original = isDatabaseUnavailable(unwrapped) ? databaseUnavailable() : unwrapped;
    if (original instanceof AppError) {
      // `http` has done its work by now (Apollo set the status from it); it is not for the client.
      const { http: _http, ...extensions } = original.extensions;
      return { message: original.message, path: formatted.path, extensions: { ...extensions, ...requestId } };
    }
    if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
      (req?.log ?? logger).error({ err: original }, 'GraphQL request failed');
      return {
        message: 'Internal server error',
        path: formatted.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR', ...requestId },
      };
    }
    return { ...formatted, extensions: { ...formatted.extensions, ...requestId } };
  };
}

/**
 * A database out of reach answers 503 with Retry-After, as the REST paths do, so that a client (and a
 * load balancer) can tell it from a refusal; graphqlErrorFormatter gives the error its words.
 */
export function databaseUnavailablePlugin(): ApolloServerPlugin<GraphqlContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ errors, response, contextValue }) {
          if (!errors?.some((error) => isDatabaseUnavailable(error.originalError))) return;
          const { status, details } = databaseUnavailable();
          contextValue.req.log.error({ err: errors[0].originalError }, 'Database unavailable');
          response.http.status = status;
          response.http.headers.set('retry-after', String(details.retryAfterSeconds));
        },
      };
    },
  };
}
