import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { actorOf } from '../admin-auth/actor';
import { RegistrationView } from '../registration/registration.type';
import { RegistrationViews } from '../registration/registration.view';
import { PaymentService } from './payment.service';
import { MarkPaidInput, STAFF_PAYMENT_METHOD_LABELS } from './payment.type';

/** Staff record a payment made another way than online. */
@Resolver()
export class PaymentAdminResolver {
  constructor(
    private readonly payments: PaymentService,
    private readonly views: RegistrationViews,
  ) {}

  @Authorized()
  @Mutation(() => RegistrationView, {
    description:
      'Records a registration as paid (bank transfer, cash) with the reason in its history, confirms it when pending and mails a receipt; staff only',
  })
  async markRegistrationPaid(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => MarkPaidInput) input: MarkPaidInput,
    @Ctx() { req }: GraphqlContext,
  ): Promise<RegistrationView> {
    const paid = await this.payments.markPaid(
      id,
      { method: STAFF_PAYMENT_METHOD_LABELS[input.method], reason: input.reason, reference: input.reference },
      actorOf(await req.auth.requireAdmin()),
    );
    return this.views.one(paid);
  }
}
