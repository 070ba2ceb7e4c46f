import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import {
  CONTACT_ENQUIRY_FIELDS,
  type ContactEnquiryErrors,
  type ContactEnquiryField,
} from '@academy/validation';

export const SEND_FAILED_MESSAGE = 'Failed to send message. Please try again.';

/** What the form shows after a failed send: the red banner's text and messages under fields. */
export interface SubmitFailure {
  message: string;
  fieldErrors: ContactEnquiryErrors;
}

const FIELDS: ReadonlySet<string> = new Set(CONTACT_ENQUIRY_FIELDS);

function isField(field: unknown): field is ContactEnquiryField {
  return typeof field === 'string' && FIELDS.has(field);
}

/** Reads the server's extensions.fieldErrors ([{ field, message }]), ignoring anything malformed. */
function readFieldErrors(fieldErrors: unknown): ContactEnquiryErrors {
  const errors: ContactEnquiryErrors = {};
  if (!Array.isArray(fieldErrors)) return errors;
  for (const entry of fieldErrors as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { field, message } = entry as { field?: unknown; message?: unknown };
    if (isField(field) && typeof message === 'string' && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** Turns whatever the mutation threw into the messages of SPEC.md section 8. */
export function describeSubmitFailure(error: unknown): SubmitFailure {
  if (ServerError.is(error)) {
    return { message: `HTTP error! status: ${error.statusCode}`, fieldErrors: {} };
  }
  if (CombinedGraphQLErrors.is(error)) {
    const badInput = error.errors.find((graphqlError) => graphqlError.extensions?.code === 'BAD_USER_INPUT');
    if (badInput) {
      return {
        message: badInput.message || SEND_FAILED_MESSAGE,
        fieldErrors: readFieldErrors(badInput.extensions?.fieldErrors),
      };
    }
  }
  const message = error instanceof Error ? error.message : undefined;
  return { message: message || SEND_FAILED_MESSAGE, fieldErrors: {} };
}
