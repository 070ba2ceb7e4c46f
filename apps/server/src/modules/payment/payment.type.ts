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
