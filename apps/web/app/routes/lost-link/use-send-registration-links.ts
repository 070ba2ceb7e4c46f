import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import { type LostLinkFailure, describeLostLinkFailure } from './lost-link-failure';

const SendMyRegistrationLinksDocument = graphql(`
  mutation SendMyRegistrationLinks($email: String!) {
    sendMyRegistrationLinks(email: $email) {
      message
    }
  }
`);

export type LostLinkOutcome = { ok: true; message: string } | { ok: false; failure: LostLinkFailure };

/** Asks the server to mail the address the links of its registrations. */
export function useSendRegistrationLinks() {
  const [mutate] = useMutation(SendMyRegistrationLinksDocument);
  const send = async (email: string): Promise<LostLinkOutcome> => {
    try {
      const { data } = await mutate({ variables: { email } });
      const message = data?.sendMyRegistrationLinks.message;
      return message ? { ok: true, message } : { ok: false, failure: describeLostLinkFailure(undefined) };
    } catch (error) {
      return { ok: false, failure: describeLostLinkFailure(error) };
    }
  };
  return { send };
}
