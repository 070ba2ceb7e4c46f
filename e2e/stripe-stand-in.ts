// The server's tests and this run share one Stripe stand-in: test tooling, never application code.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { STRIPE_TEST_SECRET_KEY, startStripeTestServer } from '../apps/server/src/testing/stripe-test-server';

export { STRIPE_TEST_SECRET_KEY };

/** The e2e run's Stripe: the stand-in of the server's tests, on a port beside the site's. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_only';

export const standInPort = (sitePort: number) => sitePort + 10_000;

/**
 * Starts the stand-in for the whole run (Playwright's global setup); its payment page posts the signed
 * webhook to the site, as Stripe does, before sending the browser back.
 */
export default async function startStripeStandIn() {
  const sitePort = Number(process.env.E2E_PORT ?? 3107);
  const stripe = await startStripeTestServer({
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${sitePort}/api/payments/stripe/webhook`,
    port: standInPort(sitePort),
  });
  return () => stripe.close();
}
