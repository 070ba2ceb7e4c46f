import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse, createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A request the stand-in received: method, path and the form fields the library sent. */
export interface StripeRequest {
  method: string;
  path: string;
  form: Record<string, string>;
  idempotencyKey?: string;
}

export interface StripeTestServerOptions {
  /** Signs the webhooks it sends (the app's STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** Where it posts webhooks when its payment page is used (the app's /api/payments/stripe/webhook). */
  webhookUrl?: string;
  /** A fixed port (the e2e run's); a free one by default. */
  port?: number;
}

export interface StripeTestServer {
  /** STRIPE_API_BASE for the app. */
  apiBase: string;
  requests: StripeRequest[];
  sessions: Map<string, Stripe.Checkout.Session>;
  /** Marks a session paid and gives the signed checkout.session.completed webhook (body and header). */
  complete(sessionId: string): SignedEvent;
  /** Marks a session expired and gives the signed checkout.session.expired webhook. */
  expire(sessionId: string): SignedEvent;
  /**
   * A signed event of any type about any object (refunds, unknown types); `timestamp` (Unix seconds)
   * dates its signature other than now, as a replayed old or a forged future event would be.
   */
  event(type: string, object: object, options?: SignOptions): SignedEvent;
  close(): Promise<void>;
}

export interface SignOptions {
  timestamp?: number;
}

export interface SignedEvent {
  id: string;
  body: string;
  signature: string;
}

/** The STRIPE_SECRET_KEY the stand-in accepts. */
export const STRIPE_TEST_SECRET_KEY = 'sk_test_stand_in';

const stripe = new Stripe(STRIPE_TEST_SECRET_KEY);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * A local stand-in for the parts of Stripe's API the site uses (create and retrieve a Checkout Session),
 * answering the official library with Stripe's JSON shapes, so tests run the real `stripe` package
 * without the network. Its sessions' `url` is a payment page of its own: opening it and pressing Pay
 * completes the session, posts the signed webhook to the app and sends the browser to success_url, as
 * Stripe Checkout does. Webhooks are signed with the library's own test-header helper.
 */
export async function startStripeTestServer(options: StripeTestServerOptions): Promise<StripeTestServer> {
  const requests: StripeRequest[] = [];
  const sessions = new Map<string, Stripe.Checkout.Session>();
  let base = '';

  const sign = (type: string, object: object, { timestamp }: SignOptions = {}): SignedEvent => {
    const id = newId('evt');
    const body = JSON.stringify({
      id,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.webhookSecret,
      timestamp,
    });
    return { id, body, signature };
  };

  const complete = (sessionId: string): SignedEvent => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = session.payment_intent ?? newId('pi');
    return sign('checkout.session.completed', session);
  };

  const expire = (sessionId: string): SignedEvent => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    session.status = 'expired';
    session.url = null;
    return sign('checkout.session.expired', session);
  };

  const createSession = (form: Record<string, string>): Stripe.Checkout.Session => {
    const id = newId('cs');
    const quantity = Number(form['line_items[0][quantity]'] ?? 1);
    const unitAmount = Number(form['line_items[0][price_data][unit_amount]']);
    const metadata = Object.fromEntries(
      Object.entries(form)
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const session = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: unitAmount * quantity,
      amount_total: unitAmount * quantity,
      currency: form['line_items[0][price_data][currency]'],
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata,
      payment_intent: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      created: Math.floor(Date.now() / 1000),
      expires_at: form.expires_at ? Number(form.expires_at) : Math.floor(Date.now() / 1000) + 24 * 3600,
      livemode: false,
      url: `${base}/pay/${id}`,
    } as unknown as Stripe.Checkout.Session;
    sessions.set(id, session);
    return session;
  };

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = (req.url ?? '').split('?')[0];
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push({
      method: req.method ?? '',
      path,
      form,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    });
    if (path.startsWith('/v1/') && req.headers.authorization !== `Bearer ${STRIPE_TEST_SECRET_KEY}`) {
      return reply(res, 401, stripeError('Invalid API Key provided'));
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions')
      return reply(res, 200, createSession(form));
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]);
      return session
        ? reply(res, 200, session)
        : reply(res, 404, stripeError(`No such checkout.session: '${retrieve[1]}'`));
    }
    const page = /^\/pay\/([\w-]+)$/.exec(path);
    const session = page ? sessions.get(page[1]) : undefined;
    if (page && session && session.status === 'open' && req.method === 'GET') {
      const amount = `${(session.currency ?? '').toUpperCase()} ${((session.amount_total ?? 0) / 100).toFixed(2)}`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!DOCTYPE html><html lang="en"><head><title>Stripe test checkout</title></head><body><main>` +
          `<h1>Test checkout</h1><p>Amount: ${amount}</p>` +
          `<form method="post"><button type="submit">Pay ${amount}</button></form></main></body></html>`,
      );
    }
    if (page && session && session.status === 'open' && req.method === 'POST') {
      const event = complete(session.id);
      if (options.webhookUrl) {
        await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          body: event.body,
        });
      }
      res.writeHead(303, { location: session.success_url ?? '/' });
      return res.end();
    }
    reply(res, 404, stripeError(`Unrecognized request URL (${req.method}: ${path})`));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase: base,
    requests,
    sessions,
    complete,
    expire,
    event: sign,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  res.end(JSON.stringify(body));
}

const stripeError = (message: string) => ({ error: { type: 'invalid_request_error', message } });
