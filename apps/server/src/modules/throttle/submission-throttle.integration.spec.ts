import { randomBytes } from 'node:crypto';
import request, { Response } from 'supertest';
import { DEFAULT_SUBMISSION_LIMITS } from '../../config';
import { TEST_NOW, VALID_REGISTRATION, addEvent } from '../../testing/fixtures';
import { DEFAULT_SUBMISSION_LIMITS_ENV, TestApp, startTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-databases';
import { TEST_REDIS_URL, describeWithRedis } from '../../testing/test-redis';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { FamilySession } from '../family-session/family-session.entity';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { SUBMISSION_WINDOWS_MS } from './submission-throttle.service';

const ENROL = `mutation Enrol($input: RegistrationInput!) { submitRegistration(input: $input) { id } }`;
const BOOK = `mutation Book($input: FamilyBookingInput!) { bookFamilySession(input: $input) { message } }`;

const LIMITS = DEFAULT_SUBMISSION_LIMITS;
const unique = () => randomBytes(4).toString('hex');
/** A client address of its own for each test, so one test's counts never meet another's. */
let addressCount = 0;
const newAddress = () => {
  addressCount += 1;
  return `10.${Math.floor(addressCount / 250)}.${addressCount % 250}.${Math.floor(Math.random() * 250)}`;
};
/** A /64 of its own for each test, and an address in it for each request (as one IPv6 host may use). */
let prefixCount = 0;
const newIpv6Prefix = () => {
  prefixCount += 1;
  const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${prefixCount.toString(16)}`;
  return () => `${prefix}:${unique().slice(0, 4)}:${unique().slice(0, 4)}:${unique().slice(0, 4)}:1`;
};

/** Runs the app with the site's real form limits; X-Forwarded-For stands for each visitor's address. */
function throttledApp(kind: Parameters<typeof startTestApp>[0], clock: { now(): Date }, redisUrl?: string) {
  return startTestApp(kind, {
    clock,
    env: {
      ...DEFAULT_SUBMISSION_LIMITS_ENV,
      TRUST_PROXY: 'true',
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    },
  });
}

function formsOf(t: TestApp) {
  const api = () => request(t.app.express);
  return {
    enquire: (from: string, email: string) =>
      api()
        .post('/api/contact')
        .set('X-Forwarded-For', from)
        .send({
          firstName: 'Layla',
          lastName: 'Hassan',
          email,
          phoneNumber: '+971 50 123 4567',
          country: 'UK',
          zipCode: 'SW1A 1AA',
          message: `Question ${unique()}`,
          acceptPrivacyPolicy: true,
        }),
    enrol: (from: string, email: string, eventId?: string) =>
      api()
        .post('/graphql')
        .set('X-Forwarded-For', from)
        .send({
          query: ENROL,
          variables: { input: { ...VALID_REGISTRATION, email, firstName: `Layla ${unique()}`, eventId } },
        }),
    book: (from: string, sessionId: string, members: string[]) =>
      api()
        .post('/graphql')
        .set('X-Forwarded-For', from)
        .send({
          query: BOOK,
          variables: {
            input: {
              sessionId,
              sessionSlot: '9:00 AM - 10:30 AM',
              familyMembers: members,
              email: `family-${unique()}@example.com`,
              phone: '(555) 123-4567',
            },
          },
        }),
    mailsTo: (email: string) => t.dataSource.getRepository(OutboxMail).countBy({ recipient: email }),
  };
}

/** The form's answer: accepted, or refused for a limit (anything else fails the test). */
const isRefused = (res: Response) => {
  if (res.status === 429) return true;
  expect([200, 201]).toContain(res.status);
  expect(res.body.errors).toBeUndefined();
  return false;
};

describe.each(testDatabaseKinds())('public form limits on %s', (kind) => {
  let t: TestApp;
  let now = TEST_NOW;
  let forms: ReturnType<typeof formsOf>;

  beforeAll(async () => {
    t = await throttledApp(kind, { now: () => now });
    forms = formsOf(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    now = TEST_NOW;
  });

  it('caps the mails one address receives, however many visitors send forms for it at once', async () => {
    const victim = `victim-${unique()}@example.com`;
    const replies = await Promise.all([
      ...Array.from({ length: 25 }, () => forms.enquire(newAddress(), victim)),
      ...Array.from({ length: 25 }, () => forms.enrol(newAddress(), victim)),
    ]);
    expect(replies.filter(isRefused)).toHaveLength(50 - LIMITS.mailsPerRecipient);
    expect(await forms.mailsTo(victim)).toBe(LIMITS.mailsPerRecipient);

    const rest = replies.find((res) => res.status === 429 && res.body.success === false)!;
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(rest.headers['retry-after'])).toBeLessThanOrEqual(
      SUBMISSION_WINDOWS_MS.mailsPerRecipient / 1000,
    );
    expect(rest.body).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^We have already sent several e-mails to this address in the last hour\. Please try again in \d+ minutes?\.$/,
      ),
    });
    const graphql = replies.find((res) => res.status === 429 && res.body.errors)!;
    expect(Number(graphql.headers['retry-after'])).toBeGreaterThan(0);
    expect(graphql.body.errors[0]).toMatchObject({
      message: rest.body.message,
      extensions: { code: 'RATE_LIMITED', retryAfter: Number(graphql.headers['retry-after']) },
    });
  });

  it('caps the forms one client address sends, until its window ends', async () => {
    const address = newAddress();
    const replies = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        i % 2
          ? forms.enquire(address, `a${i}-${unique()}@example.com`)
          : forms.enrol(address, `b${i}-${unique()}@example.com`),
      ),
    );
    expect(replies.filter(isRefused)).toHaveLength(25 - LIMITS.perAddress);
    const refused = replies.find((res) => res.status === 429 && res.body.success === false)!;
    expect(refused.headers['retry-after']).toBe(String(SUBMISSION_WINDOWS_MS.perAddress / 1000));
    expect(refused.body.message).toBe(
      'You have sent many forms in a short time. Please try again in 10 minutes.',
    );

    now = new Date(TEST_NOW.getTime() + SUBMISSION_WINDOWS_MS.perAddress);
    await forms.enquire(address, `later-${unique()}@example.com`).expect(201);
  });

  it('counts the addresses of one IPv6 /64 as one client address', async () => {
    const inPrefix = newIpv6Prefix();
    const replies = await Promise.all(
      Array.from({ length: 25 }, () => forms.enquire(inPrefix(), `v6-${unique()}@example.com`)),
    );
    expect(replies.filter(isRefused)).toHaveLength(25 - LIMITS.perAddress);
    // The next /64 is another visitor.
    expect(isRefused(await forms.enquire(newIpv6Prefix()(), `v6-${unique()}@example.com`))).toBe(false);
  });

  it('keeps one IPv6 /64 from taking every seat of an event through many addresses', async () => {
    const event = await addEvent(t, { seats: 10 });
    const inPrefix = newIpv6Prefix();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => forms.enrol(inPrefix(), `v6seat-${unique()}@example.com`, event.id)),
    );
    expect(replies.filter(isRefused)).toHaveLength(10 - LIMITS.seatsPerEvent);
    const stored = await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id: event.id });
    expect(stored.seatsTaken).toBe(LIMITS.seatsPerEvent);
  });

  it('counts one mailbox once, whatever +tag it is given', async () => {
    const victim = `victim${unique()}`;
    const spellings = Array.from({ length: 10 }, (_, i) => `${victim}+${i + 1}@example.com`);
    const replies = await Promise.all(
      spellings.map((email, i) => (i % 2 ? forms.enquire : forms.enrol)(newAddress(), email)),
    );
    expect(replies.filter(isRefused)).toHaveLength(10 - LIMITS.mailsPerRecipient);
  });

  it('counts one mailbox once, in whatever case its address is written', async () => {
    const victim = `victim${unique()}`;
    // Ten spellings of one address, each a different string.
    const spellings = Array.from({ length: 10 }, (_, i) => {
      const upper = (i >> 1) + 1;
      const local = victim.slice(0, upper).toUpperCase() + victim.slice(upper);
      return `${local}@${i % 2 ? 'EXAMPLE.com' : 'example.com'}`;
    });
    expect(new Set(spellings).size).toBe(10);
    const replies = await Promise.all(spellings.map((email) => forms.enquire(newAddress(), email)));
    expect(replies.filter(isRefused)).toHaveLength(10 - LIMITS.mailsPerRecipient);
  });

  it('counts a Gmail mailbox once, with or without dots, at gmail.com or googlemail.com', async () => {
    const name = `victim${unique()}`;
    const spellings = Array.from(
      { length: 8 },
      (_, i) => `${name.slice(0, i + 1)}.${name.slice(i + 1)}@${i % 2 ? 'googlemail.com' : 'gmail.com'}`,
    );
    const replies = await Promise.all(spellings.map((email) => forms.enquire(newAddress(), email)));
    expect(replies.filter(isRefused)).toHaveLength(8 - LIMITS.mailsPerRecipient);
  });

  it('keeps one client address from taking every seat of an event', async () => {
    const event = await addEvent(t, { seats: 10 });
    const address = newAddress();
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        forms.enrol(address, `seat${i}-${unique()}@example.com`, event.id),
      ),
    );
    expect(replies.filter(isRefused)).toHaveLength(10 - LIMITS.seatsPerEvent);
    const taken = async () =>
      (await t.dataSource.getRepository(CalendarEvent).findOneByOrFail({ id: event.id })).seatsTaken;
    expect(await taken()).toBe(LIMITS.seatsPerEvent);
    const refused = replies.find((res) => res.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.errors[0]).toMatchObject({
      message: `One visitor may book at most ${LIMITS.seatsPerEvent} seats in this event. To book more, please contact us by phone or e-mail.`,
      extensions: { code: 'RATE_LIMITED' },
    });
    // Another visitor still gets a seat.
    expect(isRefused(await forms.enrol(newAddress(), `other-${unique()}@example.com`, event.id))).toBe(false);
    expect(await taken()).toBe(LIMITS.seatsPerEvent + 1);
  });

  it('keeps one client address from taking every seat of a family session', async () => {
    const session: FamilySession = {
      id: `throttle-session-${unique()}`,
      venue: 'Online (Zoom), US Eastern Time',
      date: '2026-12-06',
      timeSlots: JSON.stringify(['9:00 AM - 10:30 AM']),
      timeZone: 'America/New_York',
      seats: 12,
      seatsTaken: 0,
      isOpen: true,
    };
    await t.dataSource.getRepository(FamilySession).insert(session);
    const family = ['Omar Haddad', 'Sara Haddad', 'Lina Haddad', 'Adam Haddad'];
    const address = newAddress();
    const replies = await Promise.all([1, 2, 3].map(() => forms.book(address, session.id, family)));
    expect(replies.filter(isRefused)).toHaveLength(2);
    expect(replies.find((res) => res.status === 429)!.body.errors[0].message).toMatch(
      `One visitor may book at most ${LIMITS.seatsPerFamilySession} seats in this session.`,
    );
    const stored = await t.dataSource.getRepository(FamilySession).findOneByOrFail({ id: session.id });
    expect(stored.seatsTaken).toBe(LIMITS.seatsPerFamilySession);
  });

  it('lets one client address book a family of four in a session, and not a fifth seat', async () => {
    // The site's limit is one family of four (SPEC: 1 to 4 members): 4, not 3 and not 5.
    const session: FamilySession = {
      id: `throttle-session-${unique()}`,
      venue: 'Online (Zoom), US Eastern Time',
      date: '2026-12-06',
      timeSlots: JSON.stringify(['9:00 AM - 10:30 AM']),
      timeZone: 'America/New_York',
      seats: 12,
      seatsTaken: 0,
      isOpen: true,
    };
    await t.dataSource.getRepository(FamilySession).insert(session);
    const address = newAddress();
    const family = await forms.book(address, session.id, [
      'Omar Haddad',
      'Sara Haddad',
      'Lina Haddad',
      'Adam Haddad',
    ]);
    expect(isRefused(family)).toBe(false);
    const fifth = await forms.book(address, session.id, ['Yusuf Haddad']);
    expect(fifth.status).toBe(429);
    expect(fifth.body.errors[0].message).toMatch('One visitor may book at most 4 seats in this session.');
    // Another visitor books theirs.
    expect(isRefused(await forms.book(newAddress(), session.id, ['Yusuf Haddad']))).toBe(false);
    const stored = await t.dataSource.getRepository(FamilySession).findOneByOrFail({ id: session.id });
    expect(stored.seatsTaken).toBe(5);
  });

  it('gives back the seat and the mail of a submission refused for another reason', async () => {
    const event = await addEvent(t, { seats: 1 });
    const email = `full-${unique()}@example.com`;
    await forms.enrol(newAddress(), `first-${unique()}@example.com`, event.id).expect(200);
    const address = newAddress();
    for (let attempt = 0; attempt < LIMITS.mailsPerRecipient + 1; attempt += 1) {
      const full = await forms.enrol(address, email, event.id);
      expect(full.body.errors[0].extensions.code).toBe('CONFLICT');
    }
    // Neither the address's seats nor the mails to the address were used up by the refusals.
    await forms.enrol(address, email).expect(200);
    expect(await forms.mailsTo(email)).toBe(1);
  });

  it('still counts a submission refused for another reason as one from its address', async () => {
    const event = await addEvent(t, { seats: 1 });
    await forms.enrol(newAddress(), `first-${unique()}@example.com`, event.id).expect(200);
    const address = newAddress();
    for (let attempt = 0; attempt < LIMITS.perAddress; attempt += 1) {
      const full = await forms.enrol(address, `full-${attempt}-${unique()}@example.com`, event.id);
      expect(full.body.errors[0].extensions.code).toBe('CONFLICT');
    }
    const over = await forms.enquire(address, `next-${unique()}@example.com`).expect(429);
    expect(over.body.message).toMatch(/^You have sent many forms in a short time/);
  });
});

describeWithRedis('public form limits counted in Redis', () => {
  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let t: TestApp;

    beforeAll(async () => {
      t = await throttledApp(kind, { now: () => new Date(TEST_NOW) }, TEST_REDIS_URL);
    });
    afterAll(() => t?.close());

    it('caps the mails one address receives', async () => {
      const forms = formsOf(t);
      const victim = `victim-${unique()}@example.com`;
      const replies = await Promise.all(
        Array.from({ length: 25 }, (_, i) => (i % 2 ? forms.enquire : forms.enrol)(newAddress(), victim)),
      );
      expect(replies.filter(isRefused)).toHaveLength(25 - LIMITS.mailsPerRecipient);
      expect(await forms.mailsTo(victim)).toBe(LIMITS.mailsPerRecipient);
    });
  });
});
