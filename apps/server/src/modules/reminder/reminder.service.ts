import { EntityManager, In, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { PROVIDER } from '@academy/content';
import { Clock } from '../../common/clock';
import { Database, isDuplicateKeyError } from '../../database/database';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { FamilyBookingStatus } from '../family-booking/family-booking-status.enum';
import { FamilyBooking } from '../family-booking/family-booking.entity';
import { FamilySession } from '../family-session/family-session.entity';
import { MailOutbox, OutgoingMail } from '../mail/mail-outbox';
import { CheckInPass } from '../mail/check-in-pass';
import { MAIL_SECRET } from '../mail/mail-secret';
import type { Locale } from '../mail/mail-locale';
import { RegistrationStatus } from '../registration/registration-status.enum';
import { Registration } from '../registration/registration.entity';
import { addPrivateLink } from '../registration/private-link/private-links';
import { familyBookingReminder, registrationReminder } from './reminder.mails';
import { dueReminder, lookAhead, reminderDay } from './reminder-schedule';
import { ReminderSent } from './reminder-sent.entity';

/** Registrations with a seat: held (unpaid) or confirmed. Cancelled and expired ones get no reminder. */
const SEATED = [RegistrationStatus.PENDING, RegistrationStatus.CONFIRMED];

/** Bookings read per query; a round pages on through the whole window. */
const BATCH = 500;

export interface ReminderSettings {
  /** The registrant's private page for an id and a token. */
  privateLink(id: string, token: string, locale: Locale): string;
  /** The host name invitations' uids end in (the confirmation's, so calendars update). */
  domain: string;
  /** The check-in code and QR code of a registration, for its reminder. */
  checkInPass: (registrationId: string) => Promise<CheckInPass>;
}

type Sent = Pick<ReminderSent, 'subjectKind' | 'subjectId' | 'days'>;
/** A booking's place in the order the window is read in. */
type Cursor = { createdAt: Date; id: string };
/** What one page of a round queued, and where the next page starts (none after the last). */
type Round = { queued: number; last?: Cursor };

/**
 * The reminders 7 days and 1 day before a dated event or family session, for every booking that holds
 * a seat then. Each goes once: its mail is queued in the transaction that records it in reminder_sent,
 * whose key refuses a second record, so two instances or a retried round never send it twice.
 */
export class ReminderService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly calendar: CalendarEventService,
    private readonly mail: MailOutbox,
    private readonly settings: ReminderSettings,
    private readonly options: { batch?: number } = {},
  ) {}

  /** Queues every reminder due now; returns how many were queued. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const from = reminderDay(now);
    const to = lookAhead(from);
    let queued = 0;
    const kinds = [
      (after?: Cursor) => this.registrations(now, from, to, after),
      (after?: Cursor) => this.familyBookings(now, from, to, after),
    ];
    for (const pageAfter of kinds) {
      // Reminded bookings stay in the window: the next page starts after the last one read, not at the top.
      for (let page = await pageAfter(); ; page = await pageAfter(page.last)) {
        queued += page.queued;
        if (!page.last) break;
      }
    }
    if (queued > 0) this.mail.nudge();
    return queued;
  }

  /** Rows after `after` in (createdAt, id) order, a batch of them. */
  private pageOf<T extends ObjectLiteral>(
    qb: SelectQueryBuilder<T>,
    alias: string,
    after: Cursor | undefined,
  ) {
    if (after) {
      qb.andWhere(
        `(${alias}.createdAt > :afterAt OR (${alias}.createdAt = :afterAt AND ${alias}.id > :afterId))`,
        { afterAt: after.createdAt, afterId: after.id },
      );
    }
    return qb
      .orderBy(`${alias}.createdAt`, 'ASC')
      .addOrderBy(`${alias}.id`, 'ASC')
      .take(this.options.batch ?? BATCH)
      .getMany();
  }

  /** Where the next page starts, or undefined when this one was the last. */
  private next(rows: Cursor[]): Cursor | undefined {
    return rows.length < (this.options.batch ?? BATCH) ? undefined : rows[rows.length - 1];
  }

  private async registrations(now: Date, from: string, to: string, after?: Cursor): Promise<Round> {
    const rows = await this.pageOf(
      this.db.dataSource
        .getRepository(Registration)
        .createQueryBuilder('r')
        .innerJoin('calendar_event', 'e', 'e.id = r.eventId')
        .where('r.status IN (:...seated)', { seated: SEATED })
        .andWhere('e.date BETWEEN :from AND :to', { from, to }),
      'r',
      after,
    );
    const events = await this.calendar.findMany(rows.flatMap((r) => r.eventId ?? []));
    const sent = await this.sentOf('registration', rows);
    let queued = 0;
    for (const registration of rows) {
      const event = registration.eventId ? events.get(registration.eventId) : undefined;
      if (!event) continue;
      const days = dueReminder(event.date, now, registration.createdAt);
      if (days === null || sent.has(`${registration.id}/${days}`)) continue;
      const done = await this.record(
        { subjectKind: 'registration', subjectId: registration.id, days },
        now,
        async (manager) => {
          // The status is checked again here, where it counts: a registration cancelled meanwhile gets
          // none. The reminder carries a private link of its own (only hashes are kept, so the first
          // link cannot be mailed again), and the links of earlier mails keep working.
          const still = await manager.countBy(Registration, { id: registration.id, status: In(SEATED) });
          if (still !== 1) return null;
          const token = await addPrivateLink(manager, registration.id, now);
          return registrationReminder({
            registration,
            event,
            privateLink: this.settings.privateLink(registration.id, MAIL_SECRET, registration.locale),
            token,
            domain: this.settings.domain,
            checkIn: await this.settings.checkInPass(registration.id),
          });
        },
      );
      if (done) queued += 1;
    }
    return { queued, last: this.next(rows) };
  }

  private async familyBookings(now: Date, from: string, to: string, after?: Cursor): Promise<Round> {
    const rows = await this.pageOf(
      this.db.dataSource
        .getRepository(FamilyBooking)
        .createQueryBuilder('b')
        .where('b.status = :booked', { booked: FamilyBookingStatus.BOOKED })
        .andWhere('b.sessionDate BETWEEN :from AND :to', { from, to }),
      'b',
      after,
    );
    const sessionIds = [...new Set(rows.flatMap((b) => b.sessionId ?? []))];
    const sessions = sessionIds.length
      ? await this.db.dataSource.getRepository(FamilySession).findBy({ id: In(sessionIds) })
      : [];
    const zones = new Map(sessions.map((s) => [s.id, s.timeZone]));
    const sent = await this.sentOf('family-booking', rows);
    let queued = 0;
    for (const booking of rows) {
      const days = dueReminder(booking.sessionDate, now, booking.createdAt);
      if (days === null || sent.has(`${booking.id}/${days}`)) continue;
      const timeZone = (booking.sessionId && zones.get(booking.sessionId)) || PROVIDER.timeZone;
      const done = await this.record(
        { subjectKind: 'family-booking', subjectId: booking.id, days },
        now,
        async (manager) => {
          const still = await manager.countBy(FamilyBooking, {
            id: booking.id,
            status: FamilyBookingStatus.BOOKED,
          });
          return still === 1 ? familyBookingReminder(booking, timeZone, this.settings.domain) : null;
        },
      );
      if (done) queued += 1;
    }
    return { queued, last: this.next(rows) };
  }

  /** Which of these bookings' reminders went out already, as 'id/days'. */
  private async sentOf(kind: ReminderSent['subjectKind'], rows: { id: string }[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const sent = await this.db.dataSource
      .getRepository(ReminderSent)
      .findBy({ subjectKind: kind, subjectId: In(rows.map((row) => row.id)) });
    return new Set(sent.map((row) => `${row.subjectId}/${row.days}`));
  }

  /**
   * Records one reminder and queues its mail in one transaction; false when another round or instance
   * recorded it first, or the booking no longer holds a seat (`compose` answers null).
   */
  private async record(
    key: Sent,
    now: Date,
    compose: (manager: EntityManager) => Promise<OutgoingMail | null>,
  ): Promise<boolean> {
    try {
      return await this.db.transaction(async (manager) => {
        await manager.insert(ReminderSent, { ...key, sentAt: now });
        const mail = await compose(manager);
        if (!mail) throw new NotDue();
        await this.mail.queue(manager, [mail]);
        return true;
      });
    } catch (error) {
      if (error instanceof NotDue || isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}

/** Rolls back a reminder whose booking gave up its seat between the look-up and the transaction. */
class NotDue extends Error {}
