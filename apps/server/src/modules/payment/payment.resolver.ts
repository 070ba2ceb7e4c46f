import { Arg, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { RegistrationReceipt, RegistrationView } from '../registration/registration.type';
import { Registration } from '../registration/registration.entity';
import { PaymentService } from './payment.service';
import { CheckoutStart, PaymentOffer } from './payment.type';

/** The registrant's online payment, authorised by the private link's token. */
@Resolver(() => RegistrationView)
export class PaymentResolver {
  constructor(private readonly payments: PaymentService) {}

  @Mutation(() => CheckoutStart, {
    description:
      'Opens (or reopens) the Stripe payment page of the registration a private link opens; only when online payment is on and the event has a fee',
  })
  async startMyPayment(
    @Arg('id', () => ID) id: string,
    @Arg('token', { description: 'The token of the private link' }) token: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<CheckoutStart> {
    return { url: await this.payments.startCheckout(id, token, req.auth.clientAddress) };
  }

  @FieldResolver(() => PaymentOffer, {
    nullable: true,
    description:
      'What can be paid online now; null when online payment is off, the event is free, or it is paid',
  })
  async onlinePayment(@Root() view: RegistrationView): Promise<PaymentOffer | null> {
    if (!this.payments.online || !view.event) return null;
    const registration = { ...view, eventId: view.event.id } as unknown as Registration;
    const fee = this.payments.offer(registration, await this.payments.eventOf(registration));
    return fee ? { amount: fee.amount, currency: fee.currency.toUpperCase() } : null;
  }
}

/** What the thank-you of a new registration can pay online at once. */
@Resolver(() => RegistrationReceipt)
export class ReceiptPaymentResolver {
  constructor(private readonly payments: PaymentService) {}

  @FieldResolver(() => PaymentOffer, {
    nullable: true,
    description: 'What can be paid online now; null when online payment is off or the event is free',
  })
  async onlinePayment(@Root() receipt: RegistrationReceipt): Promise<PaymentOffer | null> {
    const { registration } = receipt;
    if (!this.payments.online || !registration.eventId) return null;
    const fee = this.payments.offer(registration, await this.payments.eventOf(registration));
    return fee ? { amount: fee.amount, currency: fee.currency.toUpperCase() } : null;
  }
}
