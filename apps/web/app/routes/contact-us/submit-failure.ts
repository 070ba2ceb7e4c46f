import { ServerError } from '@apollo/client/errors';
import { ENQUIRY_FIELDS, type EnquiryErrors, type EnquiryField } from '@academy/validation';
import { fieldErrorsOf, readGraphqlFailure } from '../../components/form/graphql-failure';

export const SEND_FAILED_MESSAGE = 'Failed to send message. Please try again.';

/** What the form shows after a failed send: the red banner's text and messages under fields. */
export interface SubmitFailure {
  message: string;
  fieldErrors: EnquiryErrors;
}

const FIELDS: ReadonlySet<string> = new Set(ENQUIRY_FIELDS);

function isField(field: string): field is EnquiryField {
  return FIELDS.has(field);
}

/** Turns whatever the mutation threw into the messages of SPEC.md section 8. */
export function describeSubmitFailure(error: unknown): SubmitFailure {
  if (ServerError.is(error)) {
    return { message: `HTTP error! status: ${error.statusCode}`, fieldErrors: {} };
  }
  const failure = readGraphqlFailure(error);
  if (failure?.code === 'BAD_USER_INPUT') {
    return {
      message: failure.message || SEND_FAILED_MESSAGE,
      fieldErrors: fieldErrorsOf(failure.fieldErrors, isField),
    };
  }
  const message = error instanceof Error ? error.message : undefined;
  return { message: message || SEND_FAILED_MESSAGE, fieldErrors: {} };
}
