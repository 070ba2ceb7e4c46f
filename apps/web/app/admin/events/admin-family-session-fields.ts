import { graphql } from '@academy/graphql-client';

/** What the event manager shows and edits of a family session; every session operation returns it. */
export const AdminFamilySessionFields = graphql(`
  fragment AdminFamilySessionFields on AdminFamilySession {
    id
    venue
    date
    timeSlots
    timeZone
    seats
    seatsTaken
    seatsLeft
    isOpen
    waiting
    availability
  }
`);
