import { StripeWebhook, StripeWebhookDeps } from './stripe-webhook';

describe('StripeWebhook', () => {
  it('fails on a Stripe library that cannot load, instead of answering that the signature is wrong', async () => {
    const webhook = new StripeWebhook({
      stripe: async () => {
        throw new Error("Cannot find module 'stripe'");
      },
      webhookSecret: 'whsec_test',
    } as Partial<StripeWebhookDeps> as StripeWebhookDeps);

    await expect(webhook.receive(Buffer.from('{}'), 't=1,v1=00')).rejects.toThrow(
      "Cannot find module 'stripe'",
    );
  });
});
