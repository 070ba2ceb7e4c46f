import { useQuery } from '@apollo/client/react';
import { type DocumentType, graphql } from '@academy/graphql-client';
import { type RegistrationFailure, describeRegistrationFailure } from './registration-failure';

const MyRegistrationDocument = graphql(`
  query MyRegistration($id: ID!, $token: String!) {
    myRegistration(id: $id, token: $token) {
      id
      referenceCode
      updatedAt
      status
      programme
      levelName
      event {
        id
        name
        date
        endDate
        time
        location
        addToCalendar {
          google
          outlook
          ics
        }
      }
      paymentLink
      paymentStatus
      amountPaid
      paymentCurrency
      paymentReference
      paidAt
      onlinePayment {
        amount
        currency
      }
      nameAsCertificate
      email
      pendingEmail
      mobileNo
      TelNo
      dob
      occupation
      currentAddress
      permanenetAddress
      isSameAddress
      idPhotofront
      idphotoback
      profileImage
      cancelledAt
      holdUntil
      certificates {
        number
        status
        levelName
      }
      checkInCode
    }
  }
`);

export type MyRegistration = DocumentType<typeof MyRegistrationDocument>['myRegistration'];

export type MyRegistrationState =
  | { status: 'loading' }
  | { status: 'ready'; registration: MyRegistration }
  | { status: 'unavailable'; failure: RegistrationFailure };

/** The registration a private link opens, and a way to ask again (after a failure, or an upload). */
export function useMyRegistration(id: string, token: string) {
  const { data, loading, error, refetch } = useQuery(MyRegistrationDocument, { variables: { id, token } });

  let state: MyRegistrationState;
  // While asking again the last answer stays on screen.
  if (data) state = { status: 'ready', registration: data.myRegistration };
  else if (loading || !error) state = { status: 'loading' };
  else state = { status: 'unavailable', failure: describeRegistrationFailure(error) };

  // A failed refetch shows through `error`; the promise's rejection says nothing more.
  const reload = () =>
    refetch().then(
      () => undefined,
      () => undefined,
    );
  return { state, reload };
}
