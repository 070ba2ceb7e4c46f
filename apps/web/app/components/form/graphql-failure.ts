import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** One field's problem as the server reports it in extensions.fieldErrors. */
export interface ServerFieldError {
  field: string;
  message: string;
}

/** The first error of a GraphQL reply, with its code and its field errors. */
export interface GraphqlFailure {
  /** extensions.code: BAD_USER_INPUT, CONFLICT … */
  code?: string;
  message: string;
  fieldErrors: ServerFieldError[];
}

/** Reads extensions.fieldErrors ([{ field, message }]), ignoring anything malformed. */
function readFieldErrors(fieldErrors: unknown): ServerFieldError[] {
  if (!Array.isArray(fieldErrors)) return [];
  return (fieldErrors as unknown[]).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, message } = entry as { field?: unknown; message?: unknown };
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

/**
 * What a mutation's GraphQL errors say, the server's coded error first (BAD_USER_INPUT, CONFLICT);
 * undefined when the failure was not a GraphQL reply (network, HTTP status).
 */
export function readGraphqlFailure(error: unknown): GraphqlFailure | undefined {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) return undefined;
  const coded = error.errors.find((graphqlError) => typeof graphqlError.extensions?.code === 'string');
  const first = coded ?? error.errors[0];
  const code = first.extensions?.code;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: first.message,
    fieldErrors: readFieldErrors(first.extensions?.fieldErrors),
  };
}

/** Each field's first message, for the fields a form has. */
export function fieldErrorsOf<Field extends string>(
  fieldErrors: readonly ServerFieldError[],
  isField: (field: string) => field is Field,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const { field, message } of fieldErrors) {
    if (isField(field) && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}
