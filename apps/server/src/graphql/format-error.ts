import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLFormattedError } from 'graphql';
import { InputValidationError } from '../common/input-validation';

/**
 * Input errors become BAD_USER_INPUT with every field's message, so a form can show each under its
 * field. An unexpected error is logged and masked: its message could leak internals.
 */
export function formatGraphqlError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof InputValidationError) {
    return {
      message: original.message,
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: original.fieldErrors },
    };
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
