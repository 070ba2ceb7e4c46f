import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Resolver, Root } from 'type-graphql';
import { batchedListCost } from '../../graphql/query-cost';
import { GraphqlContext } from '../../graphql/context';
import { actorOf } from '../audit/actor';
import { RegistrationView } from '../registration/registration.type';
import { RegistrationViews } from '../registration/registration.view';
import { PaymentService } from './payment.service';
import { MarkPaidInput, STAFF_PAYMENT_METHOD_LABELS, UnmatchedPaymentView } from './payment.type';
import { UnmatchedPayments } from './unmatched-payments';

/** Staff record a payment made another way than online, and see payments that match no fee. */
@Resolver(() => RegistrationView)
export class PaymentAdminResolver {
  constructor(
    private readonly payments: PaymentService,
    private readonly unmatched: UnmatchedPayments,
    private readonly views: RegistrationViews,
  ) {}

  @Authorized()
  @FieldResolver(() => [UnmatchedPaymentView], {
    complexity: batchedListCost(1),
    description:
      'Payments received that do not match a fee, kept for staff to refund; they confirmed nothing. Staff only',
  })
  unmatchedPayments(@Root() registration: RegistrationView): Promise<UnmatchedPaymentView[]> {
    return this.unmatched.forRegistration(registration.id);
  }

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
