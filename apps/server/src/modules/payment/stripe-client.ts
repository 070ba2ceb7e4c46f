import type Stripe from 'stripe';
import { onFirstUse } from '../../common/on-first-use';
import { StripeConfig } from '../../config';

/** The Stripe client, made when first asked for; it rejects when the library cannot be loaded. */
export type StripeClient = () => Promise<Stripe>;

/**
 * The official Stripe library with the site's secret key; STRIPE_API_BASE points it at another
 * address (the tests' local stand-in) through the library's own host, port and protocol settings.
 * Loaded on the first payment page or webhook: its 200-odd modules would cost every start, and most
 * processes never take a payment.
 */
export function createStripeClient(config: StripeConfig): StripeClient {
  const base = config.apiBase ? new URL(config.apiBase) : null;
  return onFirstUse(async () => {
    const { default: Stripe } = await import('stripe');
    return new Stripe(config.secretKey, {
      // A webhook or a payment page must not wait on a slow network for long, nor be sent twice blindly.
      timeout: 20_000,
      maxNetworkRetries: 1,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }
        : {}),
    });
  });
}
