import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import { WAITING_LIST } from '@academy/content';
import { readGraphqlFailure } from '../form/graphql-failure';
import { REQUEST_FAILED_MESSAGE } from '../form/form-messages';

const ConfirmWaitingListDocument = graphql(`
  mutation ConfirmWaitingList($token: String!) {
    confirmWaitingList(token: $token) {
      kind
      id
      place
      message
    }
  }
`);

/** What opening a confirmation link came to: the words to show, and whether the place is held. */
export type ConfirmOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Confirms a place on a waiting list with the token of the mailed link. */
export function useConfirmWaitingList() {
  const [mutate] = useMutation(ConfirmWaitingListDocument);
  return async (token: string): Promise<ConfirmOutcome> => {
    try {
      const { data } = await mutate({ variables: { token } });
      if (data?.confirmWaitingList.message) return { ok: true, message: data.confirmWaitingList.message };
      return { ok: false, message: REQUEST_FAILED_MESSAGE };
    } catch (error) {
      const failure = readGraphqlFailure(error);
      // A link that is unknown, expired or used up says so; anything else (the network) may be retried.
      if (failure?.code === 'NOT_FOUND') return { ok: false, message: WAITING_LIST.confirmGone };
      return { ok: false, message: failure?.message || REQUEST_FAILED_MESSAGE };
    }
  };
}
