import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import type { StaffPaymentMethod } from '@academy/graphql-client';

const MarkRegistrationPaidDocument = graphql(`
  mutation MarkRegistrationPaid($id: ID!, $input: MarkPaidInput!) {
    markRegistrationPaid(id: $id, input: $input) {
      id
      status
      updatedAt
      paymentStatus
      amountPaid
      paymentCurrency
      paymentReference
      paidAt
      history {
        ...AuditHistoryFields
      }
    }
  }
`);

export interface MarkPaid {
  method: StaffPaymentMethod;
  reason: string;
  reference: string;
}

/**
 * Records a payment made another way (bank transfer, cash) with its reason; the reply updates the
 * cached registration (its row, its details and its history) in place.
 */
export function useMarkRegistrationPaid() {
  const [mutate, { loading }] = useMutation(MarkRegistrationPaidDocument);
  const markPaid = (id: string, { method, reason, reference }: MarkPaid) =>
    mutate({ variables: { id, input: { method, reason, reference: reference || null } } });
  return { markPaid, saving: loading };
}
