import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

@ObjectType({ description: 'What the registrant can pay online now' })
export class PaymentOffer {
  @Field(() => Int, { description: "The fee in the currency's minor units (fils, cents)" })
  amount: number;

  @Field({ description: 'ISO 4217 code, upper case, e.g. AED' })
  currency: string;
}

@ObjectType({ description: "The registrant's payment page" })
export class CheckoutStart {
  @Field({ description: "Stripe Checkout's address: send the browser there" })
  url: string;
}

/** How a payment staff record was made. */
export enum StaffPaymentMethod {
  BANK_TRANSFER = 'bank-transfer',
  CASH = 'cash',
  OTHER = 'other',
}

registerEnumType(StaffPaymentMethod, {
  name: 'StaffPaymentMethod',
  description: 'How a payment recorded by staff was made',
});

export const STAFF_PAYMENT_METHOD_LABELS: Record<StaffPaymentMethod, string> = {
  [StaffPaymentMethod.BANK_TRANSFER]: 'Bank transfer',
  [StaffPaymentMethod.CASH]: 'Cash',
  [StaffPaymentMethod.OTHER]: 'Other',
};

@InputType({ description: 'A payment made another way than online, recorded by staff' })
export class MarkPaidInput {
  @Field(() => StaffPaymentMethod)
  method: StaffPaymentMethod;

  @Field({ description: 'Why it is recorded (kept in the history), e.g. "Transfer seen on the statement"' })
  reason: string;

  @Field(() => String, { nullable: true, description: "The payment's own reference, e.g. a transfer's" })
  reference?: string | null;
}

@ObjectType('UnmatchedPayment', {
  description:
    'A payment received that does not match a fee (another payment page, amount or currency, or a second payment): it confirmed nothing; staff refund it',
})
export class UnmatchedPaymentView {
  @Field({ description: 'The Stripe Checkout session paid (cs_…)' })
  sessionId: string;

  @Field(() => Int, { nullable: true, description: "What was paid, in the currency's minor units" })
  amount: number | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217 code, upper case' })
  currency: string | null;

  @Field(() => String, { nullable: true, description: "Stripe's payment reference (what a refund names)" })
  reference: string | null;

  @Field({ description: 'Why it matches no fee' })
  reason: string;

  @Field(() => DateTimeISOResolver)
  receivedAt: Date;

  @Field(() => DateTimeISOResolver, {
    nullable: true,
    description: 'When Stripe said it was refunded in full',
  })
  refundedAt: Date | null;
}
