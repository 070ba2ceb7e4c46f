import { randomUUID } from 'node:crypto';
import { queuedMails, TEST_NOW } from '../../testing/fixtures';
import { PaymentHarness, startPaymentHarness } from '../../testing/payment-harness';
import { testDatabaseKinds } from '../../testing/test-databases';
import { RegistrationStatus } from '../registration/registration-status.enum';
import { WaitingListEntry } from '../waiting-list/waiting-list-entry.entity';
import { WaitingListStatus } from '../waiting-list/waiting-list-status.enum';

const SET_STATUS = `mutation Set($id: ID!, $status: RegistrationStatus!) {
  setRegistrationStatus(id: $id, status: $status) { status paymentStatus }
}`;

/**
 * Issue 25 §1: a full refund gives the seat up (cancelled, freed, offered to the waiting list), a partial
 * one leaves the registration as it is; the registrant is told by the refund mail, and staff can reinstate.
 */
describe.each(testDatabaseKinds())('refunds on %s', (kind) => {
  let h: PaymentHarness;
  beforeAll(async () => {
    h = await startPaymentHarness(kind);
  });
  afterAll(() => h.close());

  /** Enrols in a new event of `seats` seats and pays online; the registration's id, event and payment. */
  const paidRegistration = async (seats = 10) => {
    const { id, token, event } = await h.enrol({ event: { seats } });
    const paid = h.stripe.complete(h.sessionIdOf(await h.start(id, token)));
    await h.webhook(paid.body, paid.signature).expect(200);
    const registration = await h.stored(id);
    expect(registration).toMatchObject({ status: RegistrationStatus.CONFIRMED, paymentStatus: 'paid' });
    return { id, event, intent: registration.paymentReference as string };
  };
  const refund = (intent: string, amountRefunded: number, whole: boolean) =>
    h.stripe.event('charge.refunded', {
      id: `ch_test_${Math.random().toString(36).slice(2)}`,
      object: 'charge',
      payment_intent: intent,
      amount: 37500,
      amount_refunded: amountRefunded,
      currency: 'aed',
      refunded: whole,
    });
  const refundMails = async (id: string) =>
    (await queuedMails(h.t, id)).filter((mail) => mail.subject.startsWith('Payment refunded'));
  const waiting = (subjectId: string, position: number) => ({
    id: randomUUID(),
    kind: 'event' as const,
    subjectId,
    firstName: 'Next',
    lastName: 'InLine',
    email: `next${Math.random()}@example.com`,
    mobileNo: '0501234567',
    position,
    status: WaitingListStatus.WAITING,
    claimTokenHash: null,
    offerExpiresAt: null,
    createdAt: TEST_NOW,
    updatedAt: TEST_NOW,
  });

  it('cancels a fully refunded registration, frees its seat for the first in line, and mails the refund', async () => {
    const { id, event, intent } = await paidRegistration(1);
    expect(await h.seatsTaken(event.id)).toBe(1);
    const entry = waiting(event.id, 1);
    await h.t.dataSource.getRepository(WaitingListEntry).insert(entry);
    const mailsBefore = (await queuedMails(h.t, id)).length;

    const full = refund(intent, 37500, true);
    await h.webhook(full.body, full.signature).expect(200);
    const cancelled = await h.stored(id);
    expect(cancelled).toMatchObject({
      status: RegistrationStatus.CANCELLED,
      paymentStatus: 'refunded',
      cancelledAt: TEST_NOW,
    });
    // The seat went to the first in line, held for their claim link.
    const offered = await h.t.dataSource.getRepository(WaitingListEntry).findOneByOrFail({ id: entry.id });
    expect(offered.status).toBe(WaitingListStatus.OFFERED);
    expect(await h.seatsTaken(event.id)).toBe(1);
    const [mail] = await refundMails(id);
    expect(mail.text).toContain('Amount refunded: AED 375.00');
    expect(mail.text).toContain(`Payment reference: ${intent}`);
    expect(mail.text).toContain('Your registration is cancelled, and your seat is no longer held.');
    // One mail says it all: no separate cancellation mail.
    expect(await queuedMails(h.t, id)).toHaveLength(mailsBefore + 1);
    const summaries = (await h.history(id)).map((e) => `${e.actor}: ${e.summary}`);
    expect(summaries).toEqual(
      expect.arrayContaining([
        `Stripe: Refunded AED 375.00 (reference ${intent})`,
        'Stripe: Status confirmed → cancelled (the payment was refunded in full)',
      ]),
    );

    // The same refund again, under another event id: nothing more.
    const again = refund(intent, 37500, true);
    await h.webhook(again.body, again.signature).expect(200);
    expect(await h.stored(id)).toEqual(cancelled);
    expect(await refundMails(id)).toHaveLength(1);
  });

  it('leaves a partly refunded registration confirmed with its seat', async () => {
    const { id, event, intent } = await paidRegistration();
    const part = refund(intent, 10000, false);
    await h.webhook(part.body, part.signature).expect(200);
    expect(await h.stored(id)).toMatchObject({
      status: RegistrationStatus.CONFIRMED,
      paymentStatus: 'paid',
      cancelledAt: null,
    });
    expect(await h.seatsTaken(event.id)).toBe(1);
    const [mail] = await refundMails(id);
    expect(mail.subject).toContain('Payment refunded');
    expect(mail.html).toContain('Part of your payment is refunded');
    expect(mail.text).not.toContain('cancelled');
  });

  it('lets staff reinstate a registration cancelled by a refund: it takes a seat again', async () => {
    const { id, event, intent } = await paidRegistration();
    const full = refund(intent, 37500, true);
    await h.webhook(full.body, full.signature).expect(200);
    expect(await h.seatsTaken(event.id)).toBe(0);
    const res = await h.graphql(SET_STATUS, { id, status: 'PENDING' }, h.admin).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.setRegistrationStatus).toEqual({ status: 'PENDING', paymentStatus: 'REFUNDED' });
    expect(await h.seatsTaken(event.id)).toBe(1);
  });
});
