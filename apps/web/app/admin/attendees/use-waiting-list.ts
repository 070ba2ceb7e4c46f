import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const EventWaitingListDocument = graphql(`
  query EventWaitingList($id: ID!) {
    waitingList(kind: EVENT, id: $id) {
      id
      position
      status
      firstName
      lastName
      email
      mobileNo
      offerExpiresAt
    }
  }
`);

const EventLeftWaitingListDocument = graphql(`
  query EventLeftWaitingList($id: ID!) {
    leftWaitingList(kind: EVENT, id: $id) {
      id
      status
      firstName
      lastName
      email
      updatedAt
    }
  }
`);

const SetWaitingListOrderDocument = graphql(`
  mutation SetWaitingListOrder($id: ID!, $entryIds: [ID!]!) {
    setWaitingListOrder(kind: EVENT, id: $id, entryIds: $entryIds) {
      id
    }
  }
`);

const RemoveWaitingListEntryDocument = graphql(`
  mutation RemoveWaitingListEntry($id: ID!) {
    removeWaitingListEntry(id: $id)
  }
`);

/** An event's waiting list (offered first), with staff's reordering and removal; asked afresh each visit. */
export function useWaitingList(eventId: string) {
  const { data, loading, error, refetch } = useQuery(EventWaitingListDocument, {
    variables: { id: eventId },
    fetchPolicy: 'cache-and-network',
  });
  // Shown apart from the line; a failure to load it leaves the line as it is.
  const left = useQuery(EventLeftWaitingListDocument, {
    variables: { id: eventId },
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = ['EventWaitingList', 'EventLeftWaitingList', 'AttendeeEvent'];
  const [order] = useMutation(SetWaitingListOrderDocument, { refetchQueries });
  const [remove] = useMutation(RemoveWaitingListEntryDocument, { refetchQueries });
  return {
    entries: data?.waitingList,
    left: left.data?.leftWaitingList ?? [],
    loading,
    error,
    refetch: () => void refetch(),
    reorder: (entryIds: string[]) => order({ variables: { id: eventId, entryIds } }),
    remove: (id: string) => remove({ variables: { id } }),
  };
}
