import { ServerModule } from '../module';
import { RegistrationViews } from '../registration/registration.view';
import { RegistrationPayment1764300000000 } from './migrations/1764300000000-registration-payment';
import { CheckoutSession1764600000000 } from './migrations/1764600000000-checkout-session';
import { CheckoutSession } from './checkout-session.entity';
import { UnmatchedPayment } from './unmatched-payment.entity';
import { UnmatchedPayments } from './unmatched-payments';
import { PaymentAdminResolver } from './payment-admin.resolver';
import { PaymentEvent } from './payment-event.entity';
import { PaymentRecorder } from './payment-record';
import { PaymentResolver, ReceiptPaymentResolver } from './payment.resolver';
import { paymentRoutes } from './payment.routes';
import { PaymentService } from './payment.service';
import { createStripeClient } from './stripe-client';
import { StripeWebhook } from './stripe-webhook';

/**
 * Payment of registrations: Stripe Checkout and its webhook when STRIPE_* is set (otherwise the
 * event's payment link, as before), and staff recording payments made another way.
 */
export const paymentModule: ServerModule = {
  name: 'payment',
  needs: ['audit', 'calendar', 'mail', 'registrationStatus', 'seats', 'submissionThrottle'],
  entities: [PaymentEvent, CheckoutSession, UnmatchedPayment],
  migrations: [RegistrationPayment1764300000000, CheckoutSession1764600000000],
  resolvers: [PaymentResolver, ReceiptPaymentResolver, PaymentAdminResolver],
  setup({ config, db, clock, services }) {
    const calendar = services.get('calendar');
    const mail = services.get('mail');
    const audit = services.get('audit');
    const stripe = config.stripe ? createStripeClient(config.stripe) : null;
    const recorder = new PaymentRecorder(audit, calendar, services.get('seats'), mail, clock);
    const unmatched = new UnmatchedPayments(db, audit, clock);
    const payments = new PaymentService(
      db,
      calendar,
      recorder,
      mail,
      services.get('submissionThrottle'),
      stripe,
      { publicUrl: config.publicUrl },
      clock,
    );
    return {
      resolvers: [
        new PaymentResolver(payments),
        new ReceiptPaymentResolver(payments),
        new PaymentAdminResolver(payments, unmatched, new RegistrationViews(calendar)),
      ],
      routes:
        stripe && config.stripe
          ? paymentRoutes(
              new StripeWebhook({
                db,
                stripe,
                webhookSecret: config.stripe.webhookSecret,
                recorder,
                unmatched,
                statusChange: services.get('registrationStatus'),
                audit,
                mail,
                clock,
              }),
            )
          : [],
    };
  },
};
