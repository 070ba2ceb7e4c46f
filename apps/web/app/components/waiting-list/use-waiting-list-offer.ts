import { useQuery } from '@apollo/client/react';
import { type WaitingListOfferQuery, graphql } from '@academy/graphql-client';

const WaitingListOfferDocument = graphql(`
  query WaitingListOffer($token: String!) {
    waitingListOffer(token: $token) {
      kind
      id
      firstName
      lastName
      email
      mobileNo
      offerExpiresAt
      event {
        id
        name
        programme
        level
        date
        time
        location
      }
      familySession {
        ...FamilySessionFields
      }
    }
  }
`);

/** The seat a claim link holds, with who it is held for and the event's or session's details. */
export type WaitingListOfferView = WaitingListOfferQuery['waitingListOffer'];

/** The seat a claim link holds: loading, the offer, or gone (used, lapsed or unknown). */
export function useWaitingListOffer(token: string) {
  const { data, error, loading } = useQuery(WaitingListOfferDocument, {
    variables: { token },
    fetchPolicy: 'network-only',
  });
  return { offer: data?.waitingListOffer, gone: !loading && (Boolean(error) || !data?.waitingListOffer) };
}
