import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type { ProgrammeKey } from '@academy/content';
import { CalendarEvent } from '../modules/calendar-event/calendar-event.entity';
import { ExternalCompletion } from '../modules/registration/prerequisite/external-completion.entity';
import { OutboxMail } from '../modules/mail/outbox-mail.entity';
import { TestApp } from './test-app';

/** The day the tests stand on (a Monday in Dubai), and a clock showing it. */
export const TEST_NOW = new Date('2026-11-23T08:00:00Z');
export const testClock = () => ({ now: () => TEST_NOW });

/** An enrolment as the web form sends it, for the next available intake. */
export const VALID_REGISTRATION = {
  firstName: 'Layla',
  middleName: '',
  lastName: 'Hassan',
  email: 'layla.hassan@example.ae',
  mobileNo: '050 123 4567',
  city: 'Next available intake | Decode | date to be announced',
  dob: '1990-04-12',
  occupation: 'Teacher',
  levelName: 'Level 1: Decode Your Mind',
  termsandcondition: true,
} as const;

let eventCount = 0;

/**
 * A calendar event row: by default a Decode workshop in two weeks with ten free seats, at AED 375. A
 * row written straight into the table keeps the fee given here until its level's fee changes in the
 * catalogue, which prices every event of the level.
 */
export function eventRow(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  eventCount += 1;
  return {
    id: `test-event-${eventCount}-${Date.now()}`,
    name: 'Decode Your Mind: Test Workshop',
    programme: 'DECODE',
    date: '2026-12-07',
    endDate: null,
    time: '9:00 AM - 6:00 PM',
    location: 'Dubai, Business Bay',
    trainer: 'Vikram Rao',
    type: 'Workshop',
    level: 'Level 1',
    participants: 'Open to all adults',
    price: 'AED 375',
    currency: 'AED',
    priceValue: 375,
    seats: 10,
    seatsTaken: 0,
    noEnroll: false,
    isOpen: true,
    paymentLink: 'https://pay.example.com/decode-mind?ref=<test>&x=1',
    pageLink: '/decode',
    sortOrder: 1000 + eventCount,
    seatHoldHours: null,
    offerName: null,
    offerAmount: null,
    offerEndsOn: null,
    ...overrides,
  };
}

/** Adds an event to the calendar (eventRow's defaults and the overrides). */
export async function addEvent(t: TestApp, overrides: Partial<CalendarEvent> = {}): Promise<CalendarEvent> {
  const event = eventRow(overrides);
  await t.dataSource.getRepository(CalendarEvent).insert(event);
  return event;
}

/**
 * Records that the address completed a level elsewhere, as staff would: its next level then enrols
 * without waiting for approval (issue 28 §3).
 */
export async function completedElsewhere(t: TestApp, email: string, programme: ProgrammeKey, level: string) {
  await t.dataSource.getRepository(ExternalCompletion).insert({
    id: randomUUID(),
    email: email.toLowerCase(),
    programme,
    level,
    note: 'Recorded by the test',
    registrationId: randomUUID(),
    recordedAt: new Date(),
    recordedBy: 'test',
  });
}

/** Creates an admin account and signs it in; returns its bearer token. */
export async function adminToken(
  t: TestApp,
  email = `staff${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
) {
  const password = 'a test password, long enough';
  await t.app.services.get('adminAccounts').createAccount(email, password);
  const res = await request(t.app.express).post('/api/admin/login').send({ email, password }).expect(200);
  return res.body.data.token as string;
}

/** The mails queued about one record, oldest first. */
export function queuedMails(t: TestApp, subjectId: string): Promise<OutboxMail[]> {
  return t.dataSource
    .getRepository(OutboxMail)
    .find({ where: { subjectId }, order: { createdAt: 'ASC', recipient: 'ASC' } });
}

/** The mails about one record as they are sent (their secrets in), oldest first. */
export async function sentMails(t: TestApp, subjectId: string): Promise<OutboxMail[]> {
  const outbox = t.app.services.get('mail');
  return (await queuedMails(t, subjectId)).map((mail) => outbox.reveal(mail));
}

/** The private link's token, read from the registrant's confirmation mail as the registrant would. */
export async function privateToken(t: TestApp, registrationId: string): Promise<string> {
  const mails = await sentMails(t, registrationId);
  for (const mail of mails) {
    const match = /\/my-registration\/[0-9a-f-]{36}#(rt_[A-Za-z0-9_-]+)/.exec(mail.text);
    if (match) return match[1];
  }
  throw new Error(`No private link in the mails of ${registrationId}`);
}

/** Smallest files each image type is recognised by. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF test image body'),
]);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('png body'),
]);

/** An enquiry the contact form accepts. */
export const VALID_ENQUIRY = {
  firstName: 'Layla',
  lastName: 'Hassan',
  email: 'layla.hassan@example.ae',
  phoneNumber: '+971 50 123 4567',
  country: 'UK',
  zipCode: 'SW1A 1AA',
  message: 'When does the next Decode level 1 start? Ça m’intéresse 🙏',
  acceptPrivacyPolicy: true,
};
