import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { Enquiry } from '@academy/validation';
import { type SubmitFailure, describeSubmitFailure } from './submit-failure';

const SubmitEnquiryDocument = graphql(`
  mutation SubmitEnquiry($input: EnquiryInput!) {
    submitEnquiry(input: $input) {
      id
      receivedAt
    }
  }
`);

export type SubmitOutcome = { ok: true } | { ok: false; failure: SubmitFailure };

/** Sends an enquiry and turns any failure into the banner text and field messages of SPEC.md 8. */
export function useSubmitEnquiry() {
  const [mutate] = useMutation(SubmitEnquiryDocument);
  const submit = async (input: Enquiry): Promise<SubmitOutcome> => {
    try {
      await mutate({ variables: { input } });
      return { ok: true };
    } catch (error) {
      return { ok: false, failure: describeSubmitFailure(error) };
    }
  };
  return { submit };
}
