import { graphql } from '@academy/graphql-client';
import type { Enquiry, EnquiryErrors } from '@academy/validation';
import { describeFormFailure } from '../../components/form/form-failure';
import type { SendOutcome } from '../../components/form/use-form-submit';
import { getApolloClient } from '../../graphql/apollo-client';
import { ENQUIRY_FAILURE } from './submit-failure';

const SubmitEnquiryDocument = graphql(`
  mutation SubmitEnquiry($input: EnquiryInput!) {
    submitEnquiry(input: $input) {
      id
      receivedAt
    }
  }
`);

/**
 * Sends an enquiry and turns any failure into the banner text and field messages of SPEC.md 8. This
 * module brings Apollo with it, so the contact page loads it only once the visitor turns to the form.
 */
export async function sendEnquiry(input: Enquiry): Promise<SendOutcome<true, EnquiryErrors>> {
  try {
    await getApolloClient().mutate({ mutation: SubmitEnquiryDocument, variables: { input } });
    return { ok: true, result: true };
  } catch (error) {
    return { ok: false, failure: describeFormFailure(error, ENQUIRY_FAILURE) };
  }
}
