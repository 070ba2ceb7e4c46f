import { registerEnumType } from 'type-graphql';

/** Whether a registration's fee has been received: online (Stripe) or recorded by staff. */
export enum PaymentStatus {
  UNPAID = 'unpaid',
  PAID = 'paid',
  REFUNDED = 'refunded',
}

registerEnumType(PaymentStatus, {
  name: 'PaymentStatus',
  description: "Whether a registration's fee has been received",
});

/** The payment columns of a registration nobody has paid for yet. */
export const NO_PAYMENT = {
  paymentStatus: PaymentStatus.UNPAID,
  amountPaid: null,
  paymentCurrency: null,
  paymentReference: null,
  paidAt: null,
  checkoutSessionId: null,
} as const;
