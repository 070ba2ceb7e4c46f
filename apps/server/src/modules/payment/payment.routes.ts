import express from 'express';
import { RouteSpec } from '../module';
import { StripeWebhook } from './stripe-webhook';

export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/**
 * Stripe's webhook. Its signature covers the exact bytes sent, so the body is read raw (never parsed
 * as JSON first); Stripe's events are small, a checkout session's well under this cap.
 */
export function paymentRoutes(webhook: StripeWebhook): RouteSpec[] {
  return [
    {
      method: 'post',
      paths: [STRIPE_WEBHOOK_PATH],
      access: 'public',
      handlers: [
        express.raw({ type: () => true, limit: '256kb' }),
        async (req, res) => {
          const outcome = await webhook.receive(req.body, req.get('stripe-signature'));
          res.json({ received: true, outcome });
        },
      ],
    },
  ];
}
