import request from 'supertest';
import { Registration } from '../registration/registration.entity';
import { VALID_REGISTRATION, addEvent, privateToken, queuedMails, testClock } from '../../testing/fixtures';
import { PUBLIC_URL, PaymentHarness, startPaymentHarness } from '../../testing/payment-harness';
import { testDatabaseKinds } from '../../testing/test-databases';
import { PaymentEvent } from './payment-event.entity';
import { RegistrationStatus } from '../registration/registration-status.enum';

const MINE = `query Mine($id: ID!, $token: String!) {
  myRegistration(id: $id, token: $token) {
    status paymentStatus amountPaid paymentCurrency paymentReference paidAt onlinePayment { amount currency }
  }
}`;
const START = `mutation Start($id: ID!, $token: String!) { startMyPayment(id: $id, token: $token) { url } }`;
const MARK_PAID = `mutation Mark($id: ID!, $input: MarkPaidInput!) {
  markRegistrationPaid(id: $id, input: $input) { status paymentStatus amountPaid paymentCurrency paymentReference }
}`;

describe.each(testDatabaseKinds())('online payment with Stripe on %s', (kind) => {
  let h: PaymentHarness;
  let t: PaymentHarness['t'];
  let stripe: PaymentHarness['stripe'];
  let admin: string;
  const graphql = (query: string, variables: object, token?: string) => h.graphql(query, variables, token);
  const webhook = (body: string, signature?: string) => h.webhook(body, signature);
  const enrol = (firstName = 'Layla') => h.enrol({ firstName });
  const start = (id: string, token: string) => h.start(id, token);
  const sessionIdOf = (url: string) => h.sessionIdOf(url);
  const stored = (id: string) => h.stored(id);
  const history = (id: string) => h.history(id);

  beforeAll(async () => {
    h = await startPaymentHarness(kind);
    ({ t, stripe, admin } = h);
  });
  afterAll(() => h.close());

  it("offers the event's fee and opens a Checkout Session for it only when asked, reusing it while open", async () => {
    const { id, token } = await enrol();
    const mine = await graphql(MINE, { id, token }).expect(200);
    expect(mine.body.data.myRegistration).toMatchObject({
      paymentStatus: 'UNPAID',
      amountPaid: null,
      onlinePayment: { amount: 37500, currency: 'AED' },
    });
    expect(stripe.requests.filter((r) => r.form.client_reference_id === id)).toHaveLength(0);
    const [confirmation] = (await queuedMails(t, id)).filter((mail) =>
      mail.subject.startsWith('Your registration'),
    );
    expect(confirmation.text).toContain(`Pay for your seat:\n${PUBLIC_URL}/my-registration/${id}#`);
    expect(confirmation.text).not.toContain('pay.example.com');

    const url = await start(id, token);
    expect(url).toBe(`${stripe.apiBase}/pay/${sessionIdOf(url)}`);
    const created = stripe.requests.filter((r) => r.method === 'POST' && r.form.client_reference_id === id);
    expect(created).toHaveLength(1);
    expect(created[0].form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'aed',
      'line_items[0][price_data][unit_amount]': '37500',
      success_url: `${PUBLIC_URL}/my-registration/${id}?payment=done`,
      cancel_url: `${PUBLIC_URL}/my-registration/${id}?payment=cancelled`,
    });
    // The private link's token never leaves the site.
    expect(JSON.stringify(created[0].form)).not.toContain(token);
    expect(await start(id, token)).toBe(url);
    expect(
      stripe.requests.filter((r) => r.method === 'POST' && r.form.client_reference_id === id),
    ).toHaveLength(1);
    expect((await stored(id)).checkoutSessionId).toBe(sessionIdOf(url));
  });

  it("gives the thank-you what to pay and the private link's token, which opens the payment page; a repeat gets no token", async () => {
    const event = await addEvent(t);
    const input = {
      ...VALID_REGISTRATION,
      email: `receipt${Math.random()}@example.com`,
      eventId: event.id,
      submissionKey: `receipt-${Math.random().toString(36).slice(2)}-key`,
    };
    const SUBMIT = `mutation Submit($input: RegistrationInput!) {
      submitRegistration(input: $input) { id accessToken onlinePayment { amount currency } event { seatsLeft } }
    }`;
    const res = await graphql(SUBMIT, { input }).expect(200);
    expect(res.body.errors).toBeUndefined();
    const receipt = res.body.data.submitRegistration;
    expect(receipt).toMatchObject({
      onlinePayment: { amount: 37500, currency: 'AED' },
      event: { seatsLeft: event.seats - 1 },
    });
    expect(await start(receipt.id, receipt.accessToken)).toContain('/pay/');

    const repeat = await graphql(SUBMIT, { input }).expect(200);
    expect(repeat.body.data.submitRegistration).toMatchObject({ id: receipt.id, accessToken: null });
  });

  it('opens the payment page for the holder of the private link only', async () => {
    const { id } = await enrol();
    const other = await enrol();
    const res = await graphql(START, { id, token: other.token }).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await stored(id)).checkoutSessionId).toBeNull();
  });

  it('pays and confirms the registration on the signed webhook, mails an escaped receipt, and ignores a replay', async () => {
    const { id, token } = await enrol('<b>Layla</b>');
    const sessionId = sessionIdOf(await start(id, token));
    const mailsBefore = (await queuedMails(t, id)).length;
    const event = stripe.complete(sessionId);
    const reply = await webhook(event.body, event.signature).expect(200);
    expect(reply.body).toEqual({ received: true, outcome: 'applied' });

    const paid = await stored(id);
    const intent = stripe.sessions.get(sessionId)?.payment_intent as string;
    expect(paid).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      amountPaid: 37500,
      paymentCurrency: 'AED',
      paymentReference: intent,
      checkoutSessionId: null,
    });
    expect(paid.paidAt).toEqual(testClock().now());
    const mine = await graphql(MINE, { id, token }).expect(200);
    expect(mine.body.data.myRegistration).toMatchObject({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      onlinePayment: null,
    });
    const mails = await queuedMails(t, id);
    expect(mails).toHaveLength(mailsBefore + 1);
    const receipt = mails.find((mail) => mail.subject.startsWith('Payment received')) as (typeof mails)[0];
    expect(receipt.text).toContain('Amount: AED 375.00');
    expect(receipt.text).toContain(`Payment reference: ${intent}`);
    expect(receipt.text).toMatch(/^Hello,$/m);
    expect(receipt.html).not.toContain('<b>Layla');
    const entries = await history(id);
    expect(entries.filter((entry) => entry.actor === 'Stripe')).toEqual([
      expect.objectContaining({ action: 'registration.payment' }),
    ]);

    const replay = await webhook(event.body, event.signature).expect(200);
    expect(replay.body.outcome).toBe('replayed');
    expect(await stored(id)).toEqual(paid);
    expect(await queuedMails(t, id)).toHaveLength(mailsBefore + 1);
    expect(await history(id)).toHaveLength(entries.length);
    const startAgain = await graphql(START, { id, token }).expect(200);
    expect(startAgain.body.errors[0].message).toBe('This registration is already paid');
  });

  it('opens no payment page once the seat hold has expired: the seat may be someone else’s', async () => {
    const { id, token } = await enrol();
    await t.dataSource.getRepository(Registration).update({ id }, { status: RegistrationStatus.EXPIRED });
    const res = await graphql(START, { id, token }).expect(200);
    expect(res.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(res.body.errors[0].message).toBe('The seat hold of this registration has expired');
    expect((await stored(id)).checkoutSessionId).toBeNull();
  });

  /** What the hold expiry does to a registration: expired, its seat given back. */
  const expireHold = (id: string, eventId: string) =>
    t.dataSource.transaction(async (manager) => {
      await manager.update(Registration, { id }, { status: RegistrationStatus.EXPIRED });
      await t.app.services.get('seats').release(manager, 'event', eventId);
    });
  const seatsTaken = (eventId: string) => h.seatsTaken(eventId);
  const receiptOf = async (id: string) =>
    (await queuedMails(t, id)).find((mail) => mail.subject.startsWith('Payment received'));

  it('closes the Checkout page when the seat hold ends', async () => {
    const { id, token } = await enrol();
    const holdUntil = new Date(testClock().now().getTime() + 2 * 60 * 60_000);
    await t.dataSource.getRepository(Registration).update({ id }, { holdUntil });
    await start(id, token);
    const [created] = stripe.requests.filter((r) => r.method === 'POST' && r.form.client_reference_id === id);
    expect(Number(created.form.expires_at)).toBe(holdUntil.getTime() / 1000);
  });

  it('takes a free seat again for a payment that arrives after the hold expired, and confirms', async () => {
    const { id, token, event } = await enrol();
    const sessionId = sessionIdOf(await start(id, token));
    await expireHold(id, event.id);
    expect(await seatsTaken(event.id)).toBe(0);

    const paid = stripe.complete(sessionId);
    await webhook(paid.body, paid.signature).expect(200);
    expect(await stored(id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await seatsTaken(event.id)).toBe(1);
    expect((await receiptOf(id))?.text).toContain('your place is confirmed');
    const [entry] = (await history(id)).filter((e) => e.actor === 'Stripe');
    expect(entry.summary).toContain('a free seat was taken again');
  });

  it('keeps a late payment’s registration expired when the event has filled, and says it will be refunded', async () => {
    const event = await addEvent(t, { seats: 1 });
    const enrolIn = (email: string) => h.enrolIn(event, email);
    const id = await enrolIn(`late${Math.random()}@example.com`);
    const sessionId = sessionIdOf(await start(id, await privateToken(t, id)));
    await expireHold(id, event.id);
    await enrolIn(`next${Math.random()}@example.com`);

    const paid = stripe.complete(sessionId);
    await webhook(paid.body, paid.signature).expect(200);
    expect(await stored(id)).toMatchObject({ status: 'expired', paymentStatus: 'paid', amountPaid: 37500 });
    expect(await seatsTaken(event.id)).toBe(1);
    const receipt = await receiptOf(id);
    expect(receipt?.text).not.toContain('your place is confirmed');
    expect(receipt?.text).toContain('We will refund your payment');
    const [entry] = (await history(id)).filter((e) => e.actor === 'Stripe');
    expect(entry.summary).toContain('refund this payment');
  });

  it('refuses a webhook with a bad or missing signature (400) and changes nothing', async () => {
    const { id, token } = await enrol();
    const sessionId = sessionIdOf(await start(id, token));
    const event = stripe.complete(sessionId);
    const forged = await webhook(
      event.body,
      event.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`),
    ).expect(400);
    expect(forged.body.error).toContain('The signature does not match');
    const tampered = event.body.replace('"amount_total":37500', '"amount_total":1');
    await webhook(tampered, event.signature).expect(400);
    await webhook(event.body).expect(400);
    expect(await stored(id)).toMatchObject({ paymentStatus: 'unpaid', status: 'pending' });
    expect(await t.dataSource.getRepository(PaymentEvent).countBy({ id: event.id })).toBe(0);
  });

  it('refuses a signed event of a type it does not handle, or a refund of no payment of the site', async () => {
    const unknownType = stripe.event('customer.created', { id: 'cus_1', object: 'customer' });
    await webhook(unknownType.body, unknownType.signature).expect(400);
    const stranger = stripe.event('charge.refunded', {
      id: 'ch_test_stranger',
      object: 'charge',
      payment_intent: 'pi_test_not_ours',
      amount_refunded: 100,
      currency: 'aed',
      refunded: true,
    });
    await webhook(stranger.body, stranger.signature).expect(404);
    expect(await t.dataSource.getRepository(PaymentEvent).countBy({ id: stranger.id })).toBe(0);
  });

  it('forgets an expired session, so the next Pay opens a new one', async () => {
    const { id, token } = await enrol();
    const first = sessionIdOf(await start(id, token));
    const expired = stripe.expire(first);
    await webhook(expired.body, expired.signature).expect(200);
    expect((await stored(id)).checkoutSessionId).toBeNull();
    const second = sessionIdOf(await start(id, token));
    expect(second).not.toBe(first);
    expect(await stored(id)).toMatchObject({ paymentStatus: 'unpaid', checkoutSessionId: second });
  });

  it('lets staff mark a registration paid with the reason in its history, once', async () => {
    const { id } = await enrol();
    const blank = await graphql(MARK_PAID, { id, input: { method: 'BANK_TRANSFER', reason: '  ' } }, admin);
    expect(blank.body.errors[0].extensions.fieldErrors).toEqual([
      { field: 'reason', message: 'Please say why the payment is recorded' },
    ]);
    const input = {
      method: 'BANK_TRANSFER',
      reason: 'Seen on the statement of 20 Nov',
      reference: 'TRX-991',
    };
    const res = await graphql(MARK_PAID, { id, input }, admin).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.markRegistrationPaid).toEqual({
      status: 'CONFIRMED',
      paymentStatus: 'PAID',
      amountPaid: 37500,
      paymentCurrency: 'AED',
      paymentReference: 'TRX-991',
    });
    expect((await history(id)).map((entry) => entry.summary)).toContain(
      'Paid AED 375.00 (Bank transfer); reference TRX-991; status pending → confirmed; reason: Seen on the statement of 20 Nov',
    );
    const receipt = (await queuedMails(t, id)).find((mail) => mail.subject.startsWith('Payment received'));
    expect(receipt?.text).toContain('Paid by: Bank transfer');
    const twice = await graphql(MARK_PAID, { id, input }, admin).expect(200);
    expect(twice.body.errors[0].extensions.code).toBe('CONFLICT');

    const csv = await request(t.app.express)
      .get('/api/awakenLimitlessHuman/download?startDate=2026-11-23&endDate=2026-11-23')
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    const [header, ...rows] = csv.text.replace(/^\uFEFF/, '').split('\n');
    expect(header).toMatch(
      /^Registration,Reference,Registered at,Status,Payment,Amount paid,Currency,Payment reference,Paid at,/,
    );
    expect(rows.find((row) => row.startsWith(id))).toMatch(
      new RegExp(`^${id},[^,]+,[^,]+,confirmed,paid,375\\.00,AED,TRX-991,2026-11-23T12:00:00\\+04:00`),
    );
  });
});
