import { In } from 'typeorm';
import { testDatabaseKinds } from '../../testing/test-databases';
import { PaymentHarness, startPaymentHarness } from '../../testing/payment-harness';
import { Registration } from '../registration/registration.entity';
import { RegistrationStatus } from '../registration/registration-status.enum';
import { TEST_NOW, queuedMails } from '../../testing/fixtures';
import { UnmatchedPayment } from './unmatched-payment.entity';

const DETAILS = `query Details($id: ID!) {
  registration(id: $id) {
    status paymentStatus amountPaid paymentCurrency
    unmatchedPayments { sessionId amount currency reference reason receivedAt refundedAt }
  }
}`;
const UNMATCHED_LIST = `query Unmatched($search: String) {
  registrations(unmatchedPayment: true, search: $search, limit: 100) { total items { id } }
}`;
const EXPORT = `query Export($table: ExportTable!) {
  exportCsv(table: $table, unmatchedPayment: true) { content }
}`;
const MARK_PAID = `mutation Mark($id: ID!, $input: MarkPaidInput!) { markRegistrationPaid(id: $id, input: $input) { id } }`;
const START = `mutation Start($id: ID!, $token: String!) { startMyPayment(id: $id, token: $token) { url } }`;

/** The fee of issue 25's registration: USD 1,800. */
const USD_1800 = { priceValue: 1800, currency: 'USD', price: 'USD 1,800' };

/**
 * Issue 25 §1: a signed Stripe event pays only the Checkout session this site created for a
 * registration, for the amount and currency it owes; anything else is kept for staff and confirms nothing.
 */
describe.each(testDatabaseKinds())('which payment confirms a registration, on %s', (kind) => {
  let h: PaymentHarness;
  beforeAll(async () => {
    h = await startPaymentHarness(kind);
  });
  afterAll(() => h.close());

  const details = async (id: string) => {
    const res = await h.graphql(DETAILS, { id }, h.admin).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.registration;
  };
  const listedAsUnmatched = async (id: string) => {
    const res = await h.graphql(UNMATCHED_LIST, {}, h.admin).expect(200);
    expect(res.body.errors).toBeUndefined();
    return (res.body.data.registrations.items as { id: string }[]).some((item) => item.id === id);
  };
  /** A checkout.session.completed as Stripe would sign it, for a session of any content. */
  const completed = (session: object) =>
    h.stripe.event('checkout.session.completed', {
      object: 'checkout.session',
      payment_intent: `pi_test_${Math.random().toString(36).slice(2)}`,
      ...session,
      status: 'complete',
      payment_status: 'paid',
    });
  const paidUnchanged = (registration: Registration) =>
    expect(registration).toMatchObject({
      status: RegistrationStatus.PENDING,
      paymentStatus: 'unpaid',
      amountPaid: null,
      paymentCurrency: null,
      paidAt: null,
    });

  it('confirms nothing for a session the site never created that names a registration (the attack), and keeps it for staff', async () => {
    const { id } = await h.enrol({ event: USD_1800 });
    const mailsBefore = (await queuedMails(h.t, id)).length;
    const attack = completed({
      id: 'cs_live_not_ours_1',
      amount_total: 100,
      currency: 'aed',
      client_reference_id: id,
      metadata: { registrationId: id },
    });
    const reply = await h.webhook(attack.body, attack.signature).expect(200);
    expect(reply.body.received).toBe(true);
    paidUnchanged(await h.stored(id));
    // No receipt, no confirmation: only what staff need to refund it.
    expect(await queuedMails(h.t, id)).toHaveLength(mailsBefore);

    const seen = await details(id);
    expect(seen.unmatchedPayments).toEqual([
      {
        sessionId: 'cs_live_not_ours_1',
        amount: 100,
        currency: 'AED',
        reference: expect.stringMatching(/^pi_test_/),
        reason: 'Not a payment page this site opened for this registration',
        receivedAt: TEST_NOW.toISOString(),
        refundedAt: null,
      },
    ]);
    expect(await listedAsUnmatched(id)).toBe(true);
    const exported = await h.graphql(EXPORT, { table: 'REGISTRATIONS' }, h.admin).expect(200);
    expect(exported.body.data.exportCsv.content).toContain(id);
    const enquiries = await h.graphql(EXPORT, { table: 'ENQUIRIES' }, h.admin).expect(200);
    expect(enquiries.body.errors[0].extensions.fieldErrors).toEqual([
      { field: 'unmatchedPayment', message: 'Only registrations receive payments' },
    ]);
    const summaries = (await h.history(id)).map((entry) => `${entry.actor}: ${entry.summary}`);
    expect(summaries).toContain(
      `Stripe: Payment received that does not match a fee: AED 1.00 (reference ${seen.unmatchedPayments[0].reference}); not a payment page this site opened for this registration. Nothing was confirmed: refund it`,
    );
    // Delivered again under another event id: still one record.
    const again = completed({ ...JSON.parse(attack.body).data.object });
    await h.webhook(again.body, again.signature).expect(200);
    expect((await details(id)).unmatchedPayments).toHaveLength(1);
  });

  it('keeps a payment for a registration nobody can identify, and confirms nothing', async () => {
    const stray = completed({ id: 'cs_live_not_ours_2', amount_total: 5000, currency: 'usd' });
    await h.webhook(stray.body, stray.signature).expect(200);
    const forged = completed({
      id: 'cs_live_not_ours_3',
      amount_total: 5000,
      currency: 'usd',
      client_reference_id: '00000000-0000-4000-8000-000000000000',
    });
    await h.webhook(forged.body, forged.signature).expect(200);
    const kept = await h.t.dataSource
      .getRepository(UnmatchedPayment)
      .findBy({ sessionId: In(['cs_live_not_ours_2', 'cs_live_not_ours_3']) });
    expect(kept).toHaveLength(2);
    for (const row of kept) {
      expect(row).toMatchObject({ registrationId: null, amount: 5000, currency: 'USD' });
    }
  });

  it("confirms nothing when the site's own session was paid with another amount", async () => {
    const { id, token } = await h.enrol({ event: USD_1800 });
    const sessionId = h.sessionIdOf(await h.start(id, token));
    const session = { ...h.stripe.sessions.get(sessionId), amount_total: 100 };
    const paid = completed(session);
    await h.webhook(paid.body, paid.signature).expect(200);
    paidUnchanged(await h.stored(id));
    const [unmatched] = (await details(id)).unmatchedPayments;
    expect(unmatched).toMatchObject({
      sessionId,
      amount: 100,
      currency: 'USD',
      reason: 'The amount or currency is not the fee of USD 1,800.00',
    });
    expect(await listedAsUnmatched(id)).toBe(true);
  });

  it("confirms nothing when the site's own session was paid in another currency", async () => {
    const { id, token } = await h.enrol({ event: USD_1800 });
    const sessionId = h.sessionIdOf(await h.start(id, token));
    const session = { ...h.stripe.sessions.get(sessionId), currency: 'aed' };
    expect(session.amount_total).toBe(180000);
    const paid = completed(session);
    await h.webhook(paid.body, paid.signature).expect(200);
    paidUnchanged(await h.stored(id));
    expect((await details(id)).unmatchedPayments).toEqual([
      expect.objectContaining({ sessionId, amount: 180000, currency: 'AED' }),
    ]);
  });

  it("applies the site's own session paid with the fee, whatever the event names", async () => {
    const { id, token } = await h.enrol({ event: USD_1800 });
    const sessionId = h.sessionIdOf(await h.start(id, token));
    // What the session says of itself is not trusted: the stored session decides whose it is.
    const session = { ...h.stripe.sessions.get(sessionId), client_reference_id: null, metadata: {} };
    const paid = completed(session);
    await h.webhook(paid.body, paid.signature).expect(200);
    expect(await h.stored(id)).toMatchObject({
      status: RegistrationStatus.CONFIRMED,
      paymentStatus: 'paid',
      amountPaid: 180000,
      paymentCurrency: 'USD',
    });
    expect((await details(id)).unmatchedPayments).toEqual([]);
    expect(await listedAsUnmatched(id)).toBe(false);
  });

  it('changes nothing when the same payment arrives again under another event id, even after a refund', async () => {
    const { id, token } = await h.enrol();
    const sessionId = h.sessionIdOf(await h.start(id, token));
    const first = h.stripe.complete(sessionId);
    await h.webhook(first.body, first.signature).expect(200);
    const paid = await h.stored(id);
    const mails = (await queuedMails(h.t, id)).length;
    const entries = (await h.history(id)).length;

    const second = h.stripe.event('checkout.session.completed', h.stripe.sessions.get(sessionId) as object);
    expect(second.id).not.toBe(first.id);
    expect((await h.webhook(second.body, second.signature).expect(200)).body.received).toBe(true);
    expect(await h.stored(id)).toEqual(paid);
    expect(await queuedMails(h.t, id)).toHaveLength(mails);
    expect(await h.history(id)).toHaveLength(entries);
    expect((await details(id)).unmatchedPayments).toEqual([]);

    const refund = h.stripe.event('charge.refunded', {
      id: `ch_test_${Math.random().toString(36).slice(2)}`,
      object: 'charge',
      payment_intent: paid.paymentReference,
      amount: 37500,
      amount_refunded: 37500,
      currency: 'aed',
      refunded: true,
    });
    await h.webhook(refund.body, refund.signature).expect(200);
    const refunded = await h.stored(id);
    expect(refunded.paymentStatus).toBe('refunded');
    const third = h.stripe.event('checkout.session.completed', h.stripe.sessions.get(sessionId) as object);
    await h.webhook(third.body, third.signature).expect(200);
    expect(await h.stored(id)).toEqual(refunded);
    expect((await details(id)).unmatchedPayments).toEqual([]);
  });

  it('keeps a second payment of a paid registration for staff, and leaves the first as it was', async () => {
    const { id, token } = await h.enrol();
    const sessionId = h.sessionIdOf(await h.start(id, token));
    const marked = await h
      .graphql(
        MARK_PAID,
        { id, input: { method: 'BANK_TRANSFER', reason: 'Seen on the statement', reference: 'TRX-1' } },
        h.admin,
      )
      .expect(200);
    expect(marked.body.errors).toBeUndefined();
    const before = await h.stored(id);
    const paid = h.stripe.complete(sessionId);
    await h.webhook(paid.body, paid.signature).expect(200);
    expect(await h.stored(id)).toEqual(before);
    expect((await details(id)).unmatchedPayments).toEqual([
      expect.objectContaining({
        sessionId,
        amount: 37500,
        currency: 'AED',
        reason: 'The registration was already paid',
      }),
    ]);
    expect(await listedAsUnmatched(id)).toBe(true);

    // Staff refund the second payment in Stripe: it leaves the filter; the first payment stands.
    const intent = h.stripe.sessions.get(sessionId)?.payment_intent as string;
    const refund = h.stripe.event('charge.refunded', {
      id: `ch_test_${Math.random().toString(36).slice(2)}`,
      object: 'charge',
      payment_intent: intent,
      amount: 37500,
      amount_refunded: 37500,
      currency: 'aed',
      refunded: true,
    });
    await h.webhook(refund.body, refund.signature).expect(200);
    expect(await h.stored(id)).toEqual(before);
    expect((await details(id)).unmatchedPayments).toEqual([
      expect.objectContaining({ reference: intent, refundedAt: TEST_NOW.toISOString() }),
    ]);
    expect(await listedAsUnmatched(id)).toBe(false);
    expect((await h.history(id)).map((entry) => entry.summary)).toContain(
      `Refunded AED 375.00 of the payment that did not match a fee (reference ${intent})`,
    );
  });

  it('forgets only the expired session itself: an expiry naming another session leaves the open one', async () => {
    const { id, token } = await h.enrol();
    const first = h.sessionIdOf(await h.start(id, token));
    const stranger = h.stripe.event('checkout.session.expired', {
      id: 'cs_test_not_ours_expired',
      object: 'checkout.session',
      status: 'expired',
      client_reference_id: id,
      metadata: { registrationId: id },
    });
    await h.webhook(stranger.body, stranger.signature).expect(200);
    expect((await h.stored(id)).checkoutSessionId).toBe(first);
    expect(await h.start(id, token)).toContain(first);

    const expired = h.stripe.expire(first);
    await h.webhook(expired.body, expired.signature).expect(200);
    const second = h.sessionIdOf(await h.start(id, token));
    expect(second).not.toBe(first);
    // The first session's expiry, delivered again later, is about the first session only.
    const late = h.stripe.event('checkout.session.expired', h.stripe.sessions.get(first) as object);
    await h.webhook(late.body, late.signature).expect(200);
    expect((await h.stored(id)).checkoutSessionId).toBe(second);
  });

  it('refuses a signed event dated beyond the tolerance, in the past or in the future', async () => {
    const { id, token } = await h.enrol();
    const sessionId = h.sessionIdOf(await h.start(id, token));
    h.stripe.complete(sessionId);
    const session = h.stripe.sessions.get(sessionId) as object;
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now + 600, now - 600]) {
      const event = h.stripe.event('checkout.session.completed', session, { timestamp });
      const res = await h.webhook(event.body, event.signature).expect(400);
      expect(res.body.errors).toEqual([
        { field: 'Stripe-Signature', message: 'The signature is dated more than 5 minutes from now' },
      ]);
      paidUnchanged(await h.stored(id));
    }
    // Within the tolerance, a clock a little ahead of ours is Stripe's, not an attack.
    const fresh = h.stripe.event('checkout.session.completed', session, { timestamp: now + 30 });
    await h.webhook(fresh.body, fresh.signature).expect(200);
    expect((await h.stored(id)).paymentStatus).toBe('paid');
  });

  it('never reuses the open payment page of a registration whose seat hold has expired', async () => {
    const expiredOne = await h.enrol();
    const open = await h.start(expiredOne.id, expiredOne.token);
    await h.t.dataSource
      .getRepository(Registration)
      .update({ id: expiredOne.id }, { status: RegistrationStatus.EXPIRED });
    const refused = await h.graphql(START, { id: expiredOne.id, token: expiredOne.token }).expect(200);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors[0].message).toBe('The seat hold of this registration has expired');
    expect(JSON.stringify(refused.body)).not.toContain(open);

    // Its hold ran out, and the expiry task has not come round yet: the same.
    const lapsed = await h.enrol();
    const lapsedPage = await h.start(lapsed.id, lapsed.token);
    await h.t.dataSource
      .getRepository(Registration)
      .update({ id: lapsed.id }, { holdUntil: new Date(TEST_NOW.getTime() - 60_000) });
    const late = await h.graphql(START, { id: lapsed.id, token: lapsed.token }).expect(200);
    expect(late.body.data).toBeNull();
    expect(late.body.errors[0].message).toBe('The seat hold of this registration has expired');
    expect(JSON.stringify(late.body)).not.toContain(lapsedPage);
  });
});
