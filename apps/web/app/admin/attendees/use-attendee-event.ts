import { useQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';

const AttendeeEventDocument = graphql(`
  query AttendeeEvent($id: ID!) {
    adminCalendarEvent(id: $id) {
      id
      name
      programme
      date
      endDate
      time
      location
      seats
      seatsTaken
      seatBreakdown {
        held
        paid
        expired
        waiting
      }
    }
  }
`);

/** The event whose attendees are listed; asked afresh on each visit, as seats change. */
export function useAttendeeEvent(id: string) {
  const { data, loading, error, refetch } = useQuery(AttendeeEventDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  return { event: data?.adminCalendarEvent, loading, error, refetch: () => void refetch() };
}
