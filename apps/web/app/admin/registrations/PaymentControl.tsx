import { useId, useState } from 'react';
import { Box, Button, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { ADMIN_PAYMENT, PAYMENT_STATUS_LABELS, formatMinorUnits } from '@academy/content';
import type { StaffPaymentMethod } from '@academy/graphql-client';
import { FormField } from '../../components/form/FormField';
import { formatDateTime } from '../list/format';
import { type Outcome, OutcomeBanner } from '../list/OutcomeBanner';
import { describeActionFailure } from '../list/describe-failure';
import { UnmatchedPayments } from './UnmatchedPayments';
import { amountDueLine, markPaidLabel } from './amount-due';
import { useMarkRegistrationPaid } from './use-mark-registration-paid';
import type { RegistrationDetails } from './use-registration-details';

const METHODS = Object.keys(ADMIN_PAYMENT.methods) as StaffPaymentMethod[];

/**
 * A registration's payment: what was paid and how, staff's 'Mark paid' while it is not paid, and any
 * payment received that does not match its fee.
 */
export function PaymentControl({ registration }: { registration: RegistrationDetails }) {
  const r = registration;
  // Kept here: once the payment is recorded the form goes, and its outcome must stay in view.
  const [outcome, setOutcome] = useState<Outcome>();
  const amount =
    r.amountPaid !== null && r.amountPaid !== undefined && r.paymentCurrency
      ? formatMinorUnits(r.amountPaid, r.paymentCurrency)
      : undefined;
  return (
    <Box as="section">
      <Heading as="h3" size="md" color="teal.900" mb="2">
        {ADMIN_PAYMENT.title}: {PAYMENT_STATUS_LABELS[r.paymentStatus]}
      </Heading>
      {r.paymentStatus !== 'UNPAID' && (
        <Text color="gray.700" mb="2">
          {[
            amount && `${ADMIN_PAYMENT.amount}: ${amount}`,
            r.paymentReference && `${ADMIN_PAYMENT.reference}: ${r.paymentReference}`,
            r.paidAt && `${ADMIN_PAYMENT.paidAt}: ${formatDateTime(r.paidAt)}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {r.paymentStatus === 'UNPAID' && (
        <Text color="gray.700" mb="2">
          {amountDueLine(r.fee)}
        </Text>
      )}
      {r.paymentStatus !== 'PAID' && <MarkPaidForm id={r.id} fee={r.fee} onOutcome={setOutcome} />}
      <OutcomeBanner outcome={outcome} mt="2" />
      <UnmatchedPayments payments={r.unmatchedPayments} />
    </Box>
  );
}

function MarkPaidForm({
  id,
  fee,
  onOutcome,
}: {
  id: string;
  fee: RegistrationDetails['fee'];
  onOutcome: (outcome: Outcome) => void;
}) {
  const fieldId = useId();
  const { markPaid, saving } = useMarkRegistrationPaid();
  const [method, setMethod] = useState<StaffPaymentMethod>(METHODS[0]);
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const save = async () => {
    try {
      await markPaid(id, { method, reason, reference });
      onOutcome({ tone: 'success', text: ADMIN_PAYMENT.saved });
    } catch (error) {
      const failure = describeActionFailure(error);
      setReasonError(failure.fieldErrors.reason);
      onOutcome({ tone: 'error', text: failure.message });
    }
  };
  return (
    <Stack gap="3" maxW="md">
      <FormField id={`${fieldId}-method`} name="method" label={ADMIN_PAYMENT.method}>
        {(control) => (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              {...control}
              value={method}
              onChange={(event) => setMethod(event.target.value as StaffPaymentMethod)}
            >
              {METHODS.map((value) => (
                <option key={value} value={value}>
                  {ADMIN_PAYMENT.methods[value]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      <FormField
        id={`${fieldId}-reason`}
        name="reason"
        label={ADMIN_PAYMENT.reason}
        hint={ADMIN_PAYMENT.reasonHint}
        error={reasonError}
        required
      >
        {(control) => (
          <Input {...control} size="sm" value={reason} onChange={(e) => setReason(e.target.value)} />
        )}
      </FormField>
      <FormField id={`${fieldId}-reference`} name="reference" label={ADMIN_PAYMENT.referenceField}>
        {(control) => (
          <Input {...control} size="sm" value={reference} onChange={(e) => setReference(e.target.value)} />
        )}
      </FormField>
      <Button size="sm" colorPalette="teal" alignSelf="flex-start" onClick={save} loading={saving}>
        {markPaidLabel(fee)}
      </Button>
    </Stack>
  );
}
