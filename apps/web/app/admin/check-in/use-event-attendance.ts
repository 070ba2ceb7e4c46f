import { useQuery } from '@apollo/client/react';
import { type DocumentType, graphql } from '@academy/graphql-client';

const EventAttendanceDocument = graphql(`
  query EventAttendance($eventId: ID!) {
    eventAttendance(eventId: $eventId) {
      eventId
      eventName
      days
      today
      attendees {
        ...CheckInAttendee
      }
    }
  }
`);

export type EventAttendanceData = DocumentType<typeof EventAttendanceDocument>['eventAttendance'];

/** The door's list of an event, asked afresh on each visit (others check people in meanwhile). */
export function useEventAttendance(eventId: string) {
  const { data, loading, error, refetch } = useQuery(EventAttendanceDocument, {
    variables: { eventId },
    fetchPolicy: 'cache-and-network',
  });
  return {
    attendance: data?.eventAttendance,
    loading,
    error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
