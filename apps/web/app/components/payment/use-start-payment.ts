import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '@academy/graphql-client';
import { MY_REGISTRATION } from '@academy/content';
import { rememberPaymentToken } from './payment-return';

const StartMyPaymentDocument = graphql(`
  mutation StartMyPayment($id: ID!, $token: String!) {
    startMyPayment(id: $id, token: $token) {
      url
    }
  }
`);

/**
 * Opens the payment page of the registration a private link opens. The private link's token stays in
 * this tab (never in the addresses Stripe sees), so the page can open again when Stripe sends the
 * registrant back.
 */
export function useStartPayment(id: string, token: string) {
  const [mutate, { loading }] = useMutation(StartMyPaymentDocument);
  const [failed, setFailed] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  const pay = async () => {
    setFailed(undefined);
    try {
      const { data } = await mutate({ variables: { id, token } });
      if (!data) throw new Error('No payment page');
      rememberPaymentToken(id, token);
      setLeaving(true);
      window.location.assign(data.startMyPayment.url);
    } catch (error) {
      const message =
        error instanceof Error && /already paid/.test(error.message) ? error.message : undefined;
      setFailed(message ?? MY_REGISTRATION.payment.failed);
    }
  };
  return { pay, paying: loading || leaving, failed };
}
