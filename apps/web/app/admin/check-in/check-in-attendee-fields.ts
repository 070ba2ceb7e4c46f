import { type DocumentType, graphql } from '@academy/graphql-client';

/** What the door shows of an attendee; the list and every check-in operation return it. */
export const CheckInAttendeeFields = graphql(`
  fragment CheckInAttendee on EventAttendee {
    id
    registrationId
    referenceCode
    firstName
    middleName
    lastName
    nameAsCertificate
    cancelled
    unpaid
    checkIns {
      day
      checkedInAt
      checkedInBy
    }
    completion {
      how
    }
  }
`);

export type CheckInAttendee = DocumentType<typeof CheckInAttendeeFields>;
