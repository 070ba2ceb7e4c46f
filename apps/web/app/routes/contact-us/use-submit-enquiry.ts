import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { Enquiry, EnquiryErrors } from '@academy/validation';
import { describeFormFailure } from '../../components/form/form-failure';
import type { SendOutcome } from '../../components/form/use-form-submit';
import { ENQUIRY_FAILURE } from './submit-failure';

const SubmitEnquiryDocument = graphql(`
  mutation SubmitEnquiry($input: EnquiryInput!) {
    submitEnquiry(input: $input) {
      id
      receivedAt
    }
  }
`);

/** Sends an enquiry and turns any failure into the banner text and field messages of SPEC.md 8. */
export function useSubmitEnquiry() {
  const [mutate] = useMutation(SubmitEnquiryDocument);
  const submit = async (input: Enquiry): Promise<SendOutcome<true, EnquiryErrors>> => {
    try {
      await mutate({ variables: { input } });
      return { ok: true, result: true };
    } catch (error) {
      return { ok: false, failure: describeFormFailure(error, ENQUIRY_FAILURE) };
    }
  };
  return { submit };
}
