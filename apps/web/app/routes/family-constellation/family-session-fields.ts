import { graphql } from '@academy/graphql-client';

/** What the session list and the booking form show of a family session, whether listed or claimed. */
export const FamilySessionFields = graphql(`
  fragment FamilySessionFields on FamilySession {
    id
    venue
    date
    timeSlots
    timeZone
    seats
    seatsLeft
    availability
    enrollable
  }
`);
