import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type ParsedMail, simpleParser } from 'mailparser';

/** The running site's data folder (playwright.config.ts shares it with the workers). */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run through playwright.config.ts');
  return dir;
}

/** Runs one statement on the running site's embedded database (WAL: the site keeps writing meanwhile). */
function withDatabase<T>(readonly: boolean, use: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir(), 'academy.sqlite'), { readonly, fileMustExist: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

function read<T>(sql: string, ...params: unknown[]): T[] {
  return withDatabase(true, (db) => db.prepare(sql).all(...params) as T[]);
}

function write(sql: string, ...params: unknown[]): void {
  withDatabase(false, (db) => db.prepare(sql).run(...params));
}

/**
 * Writes what the public pages show, as staff's changes do: with the site's count of changes in the same
 * transaction, so the site renders its pages again (within a second or so; see openShowing in pages.ts).
 */
function writeShown(sql: string, ...params: unknown[]): void {
  withDatabase(false, (db) =>
    db.transaction(() => {
      db.prepare(sql).run(...params);
      db.prepare("UPDATE site_version SET version = version + 1 WHERE name = 'content'").run();
    })(),
  );
}

/** Reads what the running site stored, straight from its embedded database file. */
export function findEnquiries(email: string): Array<Record<string, unknown>> {
  return read('SELECT * FROM contact_message WHERE email = ?', email);
}

export function findRegistrations(email: string): Array<Record<string, unknown>> {
  return read('SELECT * FROM registration WHERE email = ? ORDER BY createdAt', email);
}

export function findWaitingListEntries(email: string): Array<Record<string, unknown>> {
  return read('SELECT * FROM waiting_list_entry WHERE email = ? ORDER BY createdAt', email);
}

export function findFamilyBookings(email: string): Array<Record<string, unknown>> {
  return read('SELECT * FROM family_booking WHERE email = ? ORDER BY createdAt', email);
}

export function findCalendarEvent(id: string): Record<string, unknown> | undefined {
  return read<Record<string, unknown>>('SELECT * FROM calendar_event WHERE id = ?', id)[0];
}

/** A day `days` after today, ISO, in the provider's time zone (Dubai, UTC+4). */
export function daysFromToday(days: number): string {
  const dubai = new Date(Date.now() + 4 * 3600_000);
  dubai.setUTCDate(dubai.getUTCDate() + days);
  return dubai.toISOString().slice(0, 10);
}

let added = 0;
/**
 * What tells one added row from every other, in any worker: pid, a counter, then the 13-digit time.
 * Behind a fixed prefix, one name is then never part of another (text locators match substrings).
 */
const uniqueStamp = () => `${process.pid}-${(added += 1)}-${Date.now()}`;

export interface UpcomingEvent {
  id: string;
  name: string;
  programme: string;
  date: string;
  /** The last day of a multi-day event; null for one day. */
  endDate: string | null;
  location: string;
  seats: number;
  seatsTaken: number;
}

/**
 * Adds a calendar event still to come (every published one has taken place), as staff would, written
 * straight into the table at AED 375 whatever its level (the catalogue prices an event when staff save
 * it or change its level's fee, never a row written here). Each
 * test adds its own, with an id and a name no other test or worker uses, so tests running in parallel
 * never share seats or rows.
 */
export function addUpcomingEvent(
  overrides: Partial<UpcomingEvent> & { paymentLink?: string | null } = {},
): UpcomingEvent {
  const stamp = uniqueStamp();
  const event = {
    id: `e2e-event-${stamp}`,
    name: `E2E Decode Workshop ${stamp}`,
    programme: 'DECODE',
    date: daysFromToday(14),
    endDate: null,
    location: 'Dubai, Business Bay',
    seats: 10,
    seatsTaken: 0,
    paymentLink: 'https://pay.example.com/e2e',
    ...overrides,
  };
  writeShown(
    `INSERT INTO calendar_event (id, name, programme, date, endDate, time, location, trainer, type, level,
       participants, price, currency, priceValue, seats, seatsTaken, noEnroll, isOpen, paymentLink, pageLink, sortOrder)
     VALUES (@id, @name, @programme, @date, @endDate, '9:00 AM - 6:00 PM', @location, 'Vikram Rao', 'Workshop', 'Level 1',
       'Open to all adults', 'AED 375', 'AED', 375, @seats, @seatsTaken, 0, 1, @paymentLink, '/decode', 9000)`,
    event,
  );
  return event;
}

/** Moves a registration's seat-hold deadline to a past moment, as if the clock had passed it. */
export function passHoldDeadline(registrationId: string): void {
  const past = new Date(Date.now() - 60_000).toISOString().replace('T', ' ').replace('Z', '');
  write('UPDATE registration SET holdUntil = ? WHERE id = ?', past, registrationId);
}

/** A registration's status and event, by id. */
export function findRegistration(id: string): Record<string, unknown> | undefined {
  return read<Record<string, unknown>>('SELECT * FROM registration WHERE id = ?', id)[0];
}

/** How a registration was completed ('attendance' or 'staff'), or undefined while it is not. */
export function completionOf(registrationId: string): string | undefined {
  return read<{ how: string }>(
    'SELECT how FROM registration_completion WHERE registrationId = ?',
    registrationId,
  )[0]?.how;
}

/** Moves a calendar event to other days (YYYY-MM-DD), as if the calendar had run on to them. */
export function setEventDays(eventId: string, date: string, endDate: string | null): void {
  writeShown('UPDATE calendar_event SET date = ?, endDate = ? WHERE id = ?', date, endDate, eventId);
}

/** Sets how many seats of a calendar event are taken, as if others had enrolled meanwhile. */
export function setSeatsTaken(eventId: string, seatsTaken: number): void {
  writeShown('UPDATE calendar_event SET seatsTaken = ? WHERE id = ?', seatsTaken, eventId);
}

export interface UpcomingFamilySession {
  id: string;
  venue: string;
  date: string;
  timeSlots: string[];
  seats: number;
  seatsTaken: number;
}

/** Adds a family session still to come, with three time slots, at a venue no other test or worker uses. */
export function addFamilySession(overrides: Partial<UpcomingFamilySession> = {}): UpcomingFamilySession {
  const stamp = uniqueStamp();
  const session = {
    id: `e2e-family-${stamp}`,
    venue: `E2E Family Studio ${stamp}, Dubai`,
    date: daysFromToday(10),
    timeSlots: ['10:00 AM - 11:30 AM', '12:30 PM - 2:00 PM', '3:00 PM - 4:30 PM'],
    seats: 10,
    seatsTaken: 0,
    ...overrides,
  };
  writeShown(
    `INSERT INTO family_session (id, venue, date, timeSlots, timeZone, seats, seatsTaken, isOpen)
     VALUES (@id, @venue, @date, @slots, 'Asia/Dubai', @seats, @seatsTaken, 1)`,
    { ...session, slots: JSON.stringify(session.timeSlots) },
  );
  return session;
}

export function findFamilySession(id: string): Record<string, unknown> | undefined {
  return read<Record<string, unknown>>('SELECT * FROM family_session WHERE id = ?', id)[0];
}

/** The mails the site has written to DATA_DIR/outbox (no SMTP server in the tests), parsed. */
export async function outboxMails(): Promise<ParsedMail[]> {
  const folder = join(dataDir(), 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return Promise.all(files.sort().map((file) => simpleParser(readFileSync(join(folder, file)))));
}

/** Waits for the mail the worker sends to `to` whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await outboxMails()).find((mail) => {
      const recipients = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      return recipients.some((address) => address.text.includes(to)) && subject.test(mail.subject ?? '');
    });
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The registrant's private link, from their confirmation mail. */
export async function privateLinkFor(email: string): Promise<string> {
  const mail = await waitForMail(email, /Your registration/);
  const link = /https?:\/\/\S+\/my-registration\/[0-9a-f-]{36}#rt_[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  if (!link) throw new Error(`No private link in the mail to ${email}`);
  return link;
}

/** Sets an enquiry's status and the day it was received (08:00 UTC, noon in Dubai), found by its e-mail. */
export function setEnquiryStatusAndDay(email: string, status: string, day: string): void {
  write(
    'UPDATE contact_message SET status = ?, createdAt = ? WHERE email = ?',
    status,
    `${day} 08:00:00.000`,
    email,
  );
}

/** Sets a registration's status and payment status, as its hold running out or a payment would. */
export function setRegistrationState(id: string, state: { status?: string; paymentStatus?: string }): void {
  const current = findRegistration(id);
  if (!current) throw new Error(`No registration ${id}`);
  write(
    'UPDATE registration SET status = ?, paymentStatus = ? WHERE id = ?',
    state.status ?? current.status,
    state.paymentStatus ?? current.paymentStatus,
    id,
  );
}

/** Puts someone on an event's waiting list, as its public form would. */
export function addWaitingEntry(eventId: string, email: string): void {
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  write(
    `INSERT INTO waiting_list_entry (id, kind, subjectId, firstName, lastName, email, mobileNo, position, status,
       claimTokenHash, offerExpiresAt, createdAt, updatedAt)
     VALUES (?, 'event', ?, 'Wafa', 'Waiting', ?, '0501234567', 1, 'waiting', NULL, NULL, ?, ?)`,
    randomUUID(),
    eventId,
    email,
    now,
    now,
  );
}

/** Moves a registration's booking back `days` days, as if it had been made then (a reminder's window opens later). */
export function backdateRegistration(id: string, days: number): void {
  const then = new Date(Date.now() - days * 86_400_000).toISOString().replace('T', ' ').replace('Z', '');
  write('UPDATE registration SET createdAt = ? WHERE id = ?', then, id);
}

/** The reminders recorded as sent for a registration (which day before: 7 or 1). */
export function remindersSent(id: string): Array<{ days: number }> {
  return read("SELECT days FROM reminder_sent WHERE subjectKind = 'registration' AND subjectId = ?", id);
}

/**
 * Moves an event's offer to have ended yesterday, as if its last day had passed (staff cannot set a past
 * end): the site renders its pages again with the regular fee.
 */
export function endOffer(eventId: string): void {
  writeShown('UPDATE calendar_event SET offerEndsOn = ? WHERE id = ?', daysFromToday(-1), eventId);
}
