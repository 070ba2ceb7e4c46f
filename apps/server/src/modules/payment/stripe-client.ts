import Stripe from 'stripe';
import { StripeConfig } from '../../config';

/**
 * The official Stripe library with the site's secret key; STRIPE_API_BASE points it at another
 * address (the tests' local stand-in) through the library's own host, port and protocol settings.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : null;
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
}
