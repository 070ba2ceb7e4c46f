import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { MY_REGISTRATION, MY_REGISTRATION_PANELS, formatMinorUnits } from '@academy/content';
import { FormBanner } from '../../components/form/FormBanner';
import { paymentOutcome } from '../../components/payment/payment-return';
import { payableLink } from './registration-facts';
import { useStartPayment } from '../../components/payment/use-start-payment';
import type { MyRegistration } from './use-my-registration';

interface PaymentProps {
  registration: MyRegistration;
  token: string;
  reload: () => Promise<unknown>;
}

/** Back from the payment page before the payment is seen: ask again this often, this many times. */
const RECHECK_MS = 2_000;
const RECHECKS = 5;

/**
 * The registration's payment: what was paid; else the online payment button (when the site takes
 * payments online); else the event's payment link.
 */
export function Payment({ registration, token, reload }: PaymentProps) {
  const { search } = useLocation();
  const outcome = paymentOutcome(search);
  const { paymentStatus, amountPaid, paymentCurrency, onlinePayment } = registration;
  const awaiting = outcome === 'done' && paymentStatus === 'UNPAID';

  // Stripe's confirmation may reach the site a moment after the registrant comes back.
  useEffect(() => {
    if (!awaiting) return;
    let count = 0;
    const timer = setInterval(() => {
      count += 1;
      if (count >= RECHECKS) clearInterval(timer);
      void reload();
    }, RECHECK_MS);
    return () => clearInterval(timer);
  }, [awaiting, reload]);

  if (paymentStatus !== 'UNPAID') {
    const words = paymentStatus === 'PAID' ? MY_REGISTRATION.payment.paid : MY_REGISTRATION.payment.refunded;
    const amount =
      amountPaid !== null && amountPaid !== undefined && paymentCurrency
        ? ` ${formatMinorUnits(amountPaid, paymentCurrency)}`
        : '';
    return (
      <Stack role="status" gap="3">
        {/* Back from the payment page, and the payment is seen: say so plainly, not only in the line. */}
        {outcome === 'done' && paymentStatus === 'PAID' && (
          <FormBanner tone="success">{MY_REGISTRATION.payment.received}</FormBanner>
        )}
        <Text color="gray.700">
          <Text as="span" fontWeight="medium">
            {MY_REGISTRATION.payment.label}:
          </Text>{' '}
          {words}
          {amount}
        </Text>
      </Stack>
    );
  }
  if (onlinePayment) {
    return (
      <OnlinePayment
        id={registration.id}
        token={token}
        amount={formatMinorUnits(onlinePayment.amount, onlinePayment.currency)}
        notice={
          awaiting
            ? MY_REGISTRATION.payment.returned
            : outcome === 'cancelled'
              ? MY_REGISTRATION.payment.cancelled
              : undefined
        }
      />
    );
  }
  const paymentLink = payableLink(registration);
  if (!paymentLink) return null;
  return (
    <Stack gap="2" align="flex-start">
      <Button asChild colorPalette="teal">
        <a href={paymentLink} target="_blank" rel="noopener noreferrer">
          {MY_REGISTRATION_PANELS.payment.payForPlace}
          <VisuallyHidden>{MY_REGISTRATION_PANELS.payment.newTab}</VisuallyHidden>
        </a>
      </Button>
      <Text color="gray.600" fontSize="sm">
        {MY_REGISTRATION.paymentNote}
      </Text>
    </Stack>
  );
}

interface OnlinePaymentProps {
  id: string;
  token: string;
  amount: string;
  notice?: string;
}

function OnlinePayment({ id, token, amount, notice }: OnlinePaymentProps) {
  const { pay, paying, failed } = useStartPayment(id, token);
  return (
    <Stack gap="2" align="flex-start">
      {notice && (
        <Text role="status" color="gray.700">
          {notice}
        </Text>
      )}
      <Button colorPalette="teal" onClick={pay} loading={paying} loadingText={MY_REGISTRATION.payment.paying}>
        {MY_REGISTRATION.payment.pay(amount)}
      </Button>
      <Text color="gray.600" fontSize="sm">
        {MY_REGISTRATION.payment.note}
      </Text>
      {failed && (
        <Text role="alert" color="red.700">
          {failed}
        </Text>
      )}
    </Stack>
  );
}
