import { useQuery } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { RegistrationDetailsQuery } from '@academy/graphql-client';

const RegistrationDetailsDocument = graphql(`
  query RegistrationDetails($id: ID!) {
    registration(id: $id) {
      id
      referenceCode
      createdAt
      updatedAt
      cancelledAt
      status
      programme
      firstName
      middleName
      lastName
      nameAsCertificate
      email
      mobileNo
      TelNo
      dob
      occupation
      currentAddress
      permanenetAddress
      isSameAddress
      city
      venue
      timeslot
      levelName
      courseDetailDate
      courseDetailTime
      courseDetailVenue
      hearAbout
      communicationPreferences
      termsandcondition
      office
      locale
      paymentLink
      fee {
        formatted
      }
      paymentStatus
      amountPaid
      paymentCurrency
      paymentReference
      paidAt
      unmatchedPayments {
        sessionId
        amount
        currency
        reference
        reason
        receivedAt
        refundedAt
      }
      idPhotofront
      idphotoback
      profileImage
      event {
        id
        name
        date
        time
        location
      }
      checkIns {
        day
        checkedInAt
        checkedInBy
      }
      completion {
        how
        byStaff
        reason
      }
      history {
        ...AuditHistoryFields
      }
    }
  }
`);

export type RegistrationDetails = RegistrationDetailsQuery['registration'];

/** Everything about one registration, with its history; asked afresh each time the details open. */
export function useRegistrationDetails(id: string) {
  const { data, error, refetch } = useQuery(RegistrationDetailsDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  return { registration: data?.registration, error, refetch: () => void refetch() };
}
