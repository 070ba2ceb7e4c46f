import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLFormattedError } from 'graphql';
import { AppError } from '../common/app-error';

/**
 * An AppError becomes its table's GraphQL code with its extensions (a form shows each field error
 * under its field). An unexpected error is logged and masked: its message could leak internals.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
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
