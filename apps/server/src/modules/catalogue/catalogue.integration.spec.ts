import request from 'supertest';
import { CATALOGUE_LEVELS } from '@academy/content';
import { seedDatabase } from '../../database/seed';
import {
  VALID_REGISTRATION,
  addEvent,
  adminToken,
  privateToken,
  queuedMails,
  testClock,
} from '../../testing/fixtures';
import {
  STRIPE_TEST_SECRET_KEY,
  StripeTestServer,
  startStripeTestServer,
} from '../../testing/stripe-test-server';
import { TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { DATABASE_CONTENTS } from '..';
import { AuditEntry } from '../audit/audit-entry.entity';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { ProgrammeLevel } from './programme-level.entity';

const LEVELS = `{ programmeLevels { id programme level fee { amount currency formatted } durationDays hours } }`;
const UPDATE = `mutation Update($programme: Programme!, $level: String!, $feeAmount: Int!, $currency: String!, $durationDays: Int!, $hours: Int) {
  updateProgrammeLevel(programme: $programme, level: $level, feeAmount: $feeAmount, currency: $currency, durationDays: $durationDays, hours: $hours) {
    id level fee { amount currency formatted } durationDays hours history { actor summary }
  }
}`;
const SUBMIT = `mutation Submit($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const START = `mutation Start($id: ID!, $token: String!) { startMyPayment(id: $id, token: $token) { url } }`;
const WEBHOOK_SECRET = 'whsec_test_catalogue';

interface LevelRow {
  id: string;
  programme: string;
  level: string;
  fee: { amount: number; currency: string; formatted: string };
  durationDays: number;
  hours: number | null;
}

describe.each(testDatabaseKinds())('the catalogue on %s', (kind) => {
  let t: TestApp;
  let stripe: StripeTestServer;
  let admin: string;
  const graphql = (query: string, variables: object = {}, token?: string) => {
    const call = request(t.app.express).post('/graphql');
    if (token) call.set('Authorization', `Bearer ${token}`);
    return call.send({ query, variables });
  };
  const levels = async () => {
    const res = await graphql(LEVELS).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.programmeLevels as LevelRow[];
  };
  const level = async (id: string) => (await levels()).find((row) => row.id === id);
  /** Sets a level's terms as staff do, the others as they are. */
  const update = async (id: string, terms: Record<string, unknown>, token = admin, status = 200) => {
    const current = await level(id);
    if (!current) throw new Error(`No level ${id}`);
    return graphql(
      UPDATE,
      {
        programme: current.programme,
        level: current.level,
        feeAmount: current.fee.amount,
        currency: current.fee.currency,
        durationDays: current.durationDays,
        hours: current.hours,
        ...terms,
      },
      token,
    ).expect(status);
  };
  const enrol = async (eventId: string, levelName: string, email: string) => {
    const res = await graphql(SUBMIT, {
      input: { ...VALID_REGISTRATION, levelName, email, eventId },
    }).expect(200);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.submitRegistration.id as string;
  };

  beforeAll(async () => {
    stripe = await startStripeTestServer({ webhookSecret: WEBHOOK_SECRET });
    t = await startTestApp(kind, {
      clock: testClock(),
      env: {
        STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.apiBase,
      },
    });
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  describe('seeded from the content', () => {
    it('lists every level people enrol in, in teaching order, with its fee in dirhams, for anyone', async () => {
      const listed = await levels();
      expect(listed.map((row) => [row.programme, row.level])).toEqual(
        CATALOGUE_LEVELS.map((entry) => [entry.programme, entry.level]),
      );
      expect(listed.find((row) => row.id === 'AWAKEN-3')).toEqual({
        id: 'AWAKEN-3',
        programme: 'AWAKEN',
        level: 'Level 3: Regression Therapy and Inner Child Healing',
        fee: { amount: 4680, currency: 'AED', formatted: 'AED 4,680' },
        durationDays: 5,
        hours: 70,
      });
      expect(listed.find((row) => row.id === 'DECODE-1')).toMatchObject({
        fee: { amount: 1465, currency: 'AED' },
        durationDays: 1,
        hours: null,
      });
    });

    it('puts back a level it lacks and leaves the levels staff changed alone', async () => {
      const rows = t.dataSource.getRepository(ProgrammeLevel);
      await rows.update({ id: 'TASSO-5' }, { feeAmount: 6000 });
      const removed = await rows.findOneByOrFail({ id: 'TASSO-6' });
      await rows.delete({ id: 'TASSO-6' });
      try {
        const report = await seedDatabase(t.dataSource, DATABASE_CONTENTS.seeds);
        expect(report.programmeLevels).toBe(1);
        expect(await rows.findOneByOrFail({ id: 'TASSO-6' })).toMatchObject({ feeAmount: 5614 });
        expect(await rows.findOneByOrFail({ id: 'TASSO-5' })).toMatchObject({ feeAmount: 6000 });
      } finally {
        await rows.save({ ...removed });
        await rows.update({ id: 'TASSO-5' }, { feeAmount: 5614 });
      }
    });

    it('gives the events of a level their level’s fee at start, where a release before it left another', async () => {
      const legacy = await addEvent(t, {
        level: 'Level 2',
        price: 'USD 699',
        currency: 'USD',
        priceValue: 699,
      });
      await seedDatabase(t.dataSource, DATABASE_CONTENTS.seeds);
      expect(
        await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id: legacy.id }),
      ).toMatchObject({
        price: 'AED 2,565',
        currency: 'AED',
        priceValue: 2565,
      });
    });
  });

  describe('changed by staff', () => {
    it('is refused without a staff session', async () => {
      const res = await update('HIDDEN_COLOURS-1', { feeAmount: 1 }, '', 401);
      expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await level('HIDDEN_COLOURS-1'))?.fee.amount).toBe(1800);
    });

    it('changes a fee, duration and hours, records who did it, and prices the level’s events with it', async () => {
      // Spelt as events from before levels were chosen from a list: the event is still the level's.
      const event = await addEvent(t, {
        programme: 'AWAKEN',
        level: 'Level 4',
        price: 'AED 5,614',
        priceValue: 5614,
        pageLink: '/ich',
      });
      const siteVersion = () => t.app.services.get('siteChanges').version();
      const before = await siteVersion();
      const res = await update('AWAKEN-4', { feeAmount: 5900, durationDays: 7, hours: 56 });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.updateProgrammeLevel).toMatchObject({
        id: 'AWAKEN-4',
        fee: { amount: 5900, currency: 'AED', formatted: 'AED 5,900' },
        durationDays: 7,
        hours: 56,
        history: [
          {
            summary:
              'Level 4: Advanced Hypnotherapy and Parts Work: Fee AED 5,614 → AED 5,900; duration 6 days → 7 days; hours 50 → 56',
          },
        ],
      });
      expect((await level('AWAKEN-4'))?.fee.amount).toBe(5900);
      const calendar = await graphql('{ calendarEvents(upcoming: true) { id price fee { amount } } }');
      expect(calendar.body.data.calendarEvents).toContainEqual({
        id: event.id,
        price: 'AED 5,900',
        fee: { amount: 5900 },
      });
      // The public pages are told, in the change's own transaction.
      expect(await siteVersion()).toBe(before + 1);
      const entries = await t.dataSource
        .getRepository(AuditEntry)
        .findBy({ subjectKind: 'programme-level', subjectId: 'AWAKEN-4' });
      expect(entries).toEqual([expect.objectContaining({ action: 'programme-level.update' })]);
    });

    it('names every bad field, and changes nothing', async () => {
      const res = await update('DECODE-3', { feeAmount: 0, currency: 'dirham', durationDays: 0, hours: 0 });
      expect(res.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fieldErrors: [
          { field: 'feeAmount', message: 'Fee must be a whole number from 1 to 1,000,000' },
          { field: 'currency', message: 'Currency must be a three-letter code such as AED' },
          { field: 'durationDays', message: 'Duration must be a whole number of days from 1 to 365' },
          { field: 'hours', message: 'Hours must be a whole number from 1 to 2,000, or empty' },
        ],
      });
      const unknown = await graphql(
        UPDATE,
        { programme: 'DECODE', level: 'Level 9', feeAmount: 100, currency: 'AED', durationDays: 1 },
        admin,
      ).expect(200);
      expect(unknown.body.errors[0].extensions.fieldErrors).toEqual([
        {
          field: 'level',
          message:
            'Level must be one of Level 1: Decode Your Mind, Level 2: Decode Your Behaviour, Level 3: Decode Your Relationships, Level 4: Decode Your Blueprint',
        },
      ]);
      expect(await level('DECODE-3')).toMatchObject({
        fee: { amount: 3300, currency: 'AED' },
        durationDays: 2,
      });
    });

    it('keeps a fee above a running offer of its events, and its currency while one runs', async () => {
      const event = await addEvent(t, {
        programme: 'TASSO',
        level: 'Module 2: Current Life and Inner Child Regression',
        price: 'AED 5,614',
        priceValue: 5614,
        pageLink: '/tasso',
        offerName: 'Early bird',
        offerAmount: 5000,
        offerEndsOn: '2026-12-01',
      });
      const below = await update('TASSO-2', { feeAmount: 5000 });
      expect(below.body.errors[0].extensions.fieldErrors).toEqual([
        {
          field: 'feeAmount',
          message: `Fee must stay above the offer of ${event.name} (Mon, 7 Dec 2026), AED 5,000: change or remove that offer first`,
        },
      ]);
      const currency = await update('TASSO-2', { currency: 'USD' });
      expect(currency.body.errors[0].extensions.fieldErrors[0]).toMatchObject({ field: 'currency' });
      expect((await level('TASSO-2'))?.fee).toMatchObject({ amount: 5614, currency: 'AED' });
      expect(await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id: event.id })).toMatchObject(
        { priceValue: 5614, currency: 'AED' },
      );
    });

    it("shows a new fee at once in the next enrolment's mail and Checkout, without a restart", async () => {
      const event = await addEvent(t, {
        programme: 'HIDDEN_COLOURS',
        level: 'Hidden Colours Workshop',
        price: 'AED 1,800',
        priceValue: 1800,
        pageLink: '/Hidden-Colours',
      });
      expect((await update('HIDDEN_COLOURS-1', { feeAmount: 1950 })).body.errors).toBeUndefined();

      const id = await enrol(event.id, 'Hidden Colours Workshop', `new.fee.${kind.name}@example.com`);
      const confirmation = (await queuedMails(t, id)).find((mail) =>
        mail.subject.startsWith('Your registration'),
      );
      expect(confirmation?.text).toMatch(/Fee\W+AED 1,950/);
      const url = (await graphql(START, { id, token: await privateToken(t, id) }).expect(200)).body.data
        .startMyPayment.url as string;
      expect(url).toContain('/pay/');
      const created = stripe.requests.filter((r) => r.method === 'POST' && r.form.client_reference_id === id);
      expect(created.map((r) => r.form['line_items[0][price_data][unit_amount]'])).toEqual(['195000']);

      // The next intake of the level (no event yet) is quoted at the new fee too.
      const intake = await graphql(SUBMIT, {
        input: {
          ...VALID_REGISTRATION,
          levelName: 'Hidden Colours Workshop',
          email: `intake.${kind.name}@example.com`,
        },
      }).expect(200);
      expect(intake.body.errors).toBeUndefined();
      const intakeMail = (await queuedMails(t, intake.body.data.submitRegistration.id)).find((mail) =>
        mail.subject.startsWith('Your registration'),
      );
      expect(intakeMail?.text).toMatch(/Fee\W+AED 1,950/);

      // What this registration owes stays what it was told, whatever the level costs next.
      expect((await update('HIDDEN_COLOURS-1', { feeAmount: 2100 })).body.errors).toBeUndefined();
      const mine = await graphql(
        'query Mine($id: ID!, $token: String!) { myRegistration(id: $id, token: $token) { fee { amount formatted } onlinePayment { amount } } }',
        { id, token: await privateToken(t, id) },
      ).expect(200);
      expect(mine.body.data.myRegistration).toEqual({
        fee: { amount: 195000, formatted: 'AED 1,950' },
        onlinePayment: { amount: 195000 },
      });
    });
  });
});
