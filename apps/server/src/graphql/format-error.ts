import { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLFormattedError } from 'graphql';
import { AppError } from '../common/app-error';
import { databaseUnavailable, isDatabaseUnavailable } from '../database/unavailable';

/**
 * An AppError becomes its table's GraphQL code with its extensions (a form shows each field error
 * under its field). An unexpected error is logged and masked: its message could leak internals.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  const original = isDatabaseUnavailable(unwrapped) ? databaseUnavailable() : unwrapped;
  if (original instanceof AppError) {
    // `http` has done its work by now (Apollo set the status from it); it is not for the client.
    const { http: _http, ...extensions } = original.extensions;
    return { message: original.message, path: formatted.path, extensions };
  }
  if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
    console.error(original);
    return {
      message: 'Internal server error',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  return formatted;
}

/**
 * A database out of reach answers 503 with Retry-After, as the REST paths do, so that a client (and a
 * load balancer) can tell it from a refusal; formatGraphqlError gives the error its words.
 */
export function databaseUnavailablePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ errors, response }) {
          if (!errors?.some((error) => isDatabaseUnavailable(error.originalError))) return;
          const { status, details } = databaseUnavailable();
          console.error(`Database unavailable: ${errors[0].message}`);
          response.http.status = status;
          response.http.headers.set('retry-after', String(details.retryAfterSeconds));
        },
      };
    },
  };
}
