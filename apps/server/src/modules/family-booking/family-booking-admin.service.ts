import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { dayProblem, seatsBelowTaken } from '@academy/validation';
import { AppError, FieldError } from '../../common/app-error';
import { Database } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import type { SiteChanges } from '../shared-store/site-changes';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { SeatService } from '../calendar-event/seat.service';
import { MailOutbox } from '../mail/mail-outbox';
import { parseTimeRange } from '../mail/calendar-invite';
import { FAMILY_BOOKING_SORT_COLUMNS, FamilyBookingSortField } from './family-booking-admin.type';
import { FamilyBookingStatus } from './family-booking-status.enum';
import { FamilyBooking } from './family-booking.entity';
import { FamilyBookingFilters, filterFamilyBookings } from './family-booking-filters';
import { toSessionListing } from '../family-session/family-session';
import { FamilySession } from '../family-session/family-session.entity';
import { AdminFamilySession, FamilySessionInput } from '../family-session/family-session.type';
import { pageOf } from '../../database/page-of';
import { orderList } from '../../graphql/list-sort';
import { SortDirection } from '../../graphql/sorting';

export const SESSION_NOT_FOUND = 'Family session not found';
export const BOOKING_NOT_FOUND = 'Family booking not found';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export function sessionInputProblems(input: FamilySessionInput, seatsTaken = 0): FieldError[] {
  const problems: FieldError[] = [];
  const venue = input.venue?.trim() ?? '';
  if (!venue) problems.push({ field: 'venue', message: 'Venue is required' });
  else if (venue.length > 200)
    problems.push({ field: 'venue', message: 'Venue must be at most 200 characters' });
  const dateProblem = dayProblem('Date', input.date);
  if (dateProblem) problems.push({ field: 'date', message: dateProblem });
  const slots = (input.timeSlots ?? []).map((slot) => slot.trim()).filter(Boolean);
  if (slots.length === 0 || slots.length > 12) {
    problems.push({ field: 'timeSlots', message: 'Give 1 to 12 time slots' });
  } else if (slots.some((slot) => slot.length > 60 || !parseTimeRange(slot))) {
    problems.push({ field: 'timeSlots', message: "Write each time slot like '10:00 AM - 11:30 AM'" });
  }
  if (!isTimeZone(input.timeZone))
    problems.push({ field: 'timeZone', message: 'Time zone must be an IANA name such as Asia/Dubai' });
  if (!Number.isInteger(input.seats) || input.seats < 1 || input.seats > 100) {
    problems.push({ field: 'seats', message: 'Seats must be a whole number from 1 to 100' });
  } else if (input.seats < seatsTaken) {
    problems.push(seatsBelowTaken(seatsTaken));
  }
  return problems;
}

/** Staff's side of family sessions: the sessions (the event manager) and the bookings table. */
export class FamilyBookingAdminService {
  constructor(
    private readonly db: Database,
    private readonly calendar: CalendarEventService,
    private readonly seats: SeatService,
    private readonly mail: MailOutbox,
    private readonly audit: AuditService,
    private readonly siteChanges: SiteChanges,
  ) {}

  private get sessions(): Repository<FamilySession> {
    return this.db.dataSource.getRepository(FamilySession);
  }

  private get bookings(): Repository<FamilyBooking> {
    return this.db.dataSource.getRepository(FamilyBooking);
  }

  /** The session as staff see it; a list passes the day it read once for all its rows. */
  toAdmin(session: FamilySession, today = this.calendar.today()): AdminFamilySession {
    const listing = toSessionListing(session, today);
    return { ...listing, seatsTaken: session.seatsTaken, isOpen: session.isOpen };
  }

  async listSessions(options: { includePast: boolean; page: number; limit: number }) {
    const qb = this.sessions.createQueryBuilder('session');
    const today = this.calendar.today();
    if (!options.includePast) qb.where('session.date >= :today', { today });
    qb.orderBy('session.date', 'ASC').addOrderBy('session.id', 'ASC');
    const { rows, total } = await pageOf(qb, options);
    return { rows: rows.map((row) => this.toAdmin(row, today)), total };
  }

  private async findSession(id: string): Promise<FamilySession> {
    const session = await this.sessions.findOneBy({ id });
    if (!session) throw AppError.notFound(SESSION_NOT_FOUND);
    return session;
  }

  private fields(input: FamilySessionInput) {
    return {
      venue: input.venue.trim(),
      date: input.date,
      timeSlots: JSON.stringify(input.timeSlots.map((slot) => slot.trim()).filter(Boolean)),
      timeZone: input.timeZone,
      seats: input.seats,
      isOpen: input.isOpen,
    };
  }

  async createSession(input: FamilySessionInput, actor: Actor): Promise<AdminFamilySession> {
    const problems = sessionInputProblems(input);
    if (problems.length > 0) throw AppError.badInput(problems);
    const row: FamilySession = { id: `family-session-${randomUUID()}`, ...this.fields(input), seatsTaken: 0 };
    await this.db.transaction(async (manager) => {
      await manager.insert(FamilySession, row);
      await this.siteChanges.changed(manager);
      await this.audit.record(manager, actor, {
        action: 'family-session.create',
        subjectKind: 'family-session',
        subjectId: row.id,
        summary: `Created ${row.venue} on ${row.date}`,
      });
    });
    return this.toAdmin(row);
  }

  async updateSession(id: string, input: FamilySessionInput, actor: Actor): Promise<AdminFamilySession> {
    const current = await this.findSession(id);
    const problems = sessionInputProblems(input, current.seatsTaken);
    if (problems.length > 0) throw AppError.badInput(problems);
    await this.db.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(FamilySession)
        .set(this.fields(input))
        .where('id = :id AND seatsTaken <= :seats', { id, seats: input.seats })
        .execute();
      if (result.affected !== 1) {
        const taken = (await manager.findOneBy(FamilySession, { id }))?.seatsTaken ?? 0;
        throw AppError.badInput([seatsBelowTaken(taken)]);
      }
      await this.siteChanges.changed(manager);
      await this.audit.record(manager, actor, {
        action: 'family-session.update',
        subjectKind: 'family-session',
        subjectId: id,
        summary: `Changed to ${input.venue.trim()} on ${input.date}, ${input.seats} seats`,
      });
    });
    return this.toAdmin(await this.findSession(id));
  }

  async setSessionOpen(id: string, open: boolean, actor: Actor): Promise<AdminFamilySession> {
    const current = await this.findSession(id);
    if (current.isOpen !== open) {
      await this.db.transaction(async (manager) => {
        await manager.update(FamilySession, id, { isOpen: open });
        await this.siteChanges.changed(manager);
        await this.audit.record(manager, actor, {
          action: open ? 'family-session.open' : 'family-session.close',
          subjectKind: 'family-session',
          subjectId: id,
          summary: open ? 'Opened for booking' : 'Closed for booking',
        });
      });
    }
    return this.toAdmin({ ...current, isOpen: open });
  }

  async deleteSession(id: string, actor: Actor): Promise<void> {
    const current = await this.findSession(id);
    await this.db.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .delete()
        .from(FamilySession)
        .where('id = :id AND seatsTaken = 0', { id })
        .execute();
      if (result.affected !== 1) {
        throw AppError.conflict(
          `This session holds ${current.seatsTaken} booked seat(s): close it instead, or cancel the bookings first`,
        );
      }
      await this.siteChanges.changed(manager);
      await this.audit.record(manager, actor, {
        action: 'family-session.delete',
        subjectKind: 'family-session',
        subjectId: id,
        summary: `Deleted ${current.venue} on ${current.date}`,
      });
    });
  }

  /** Bookings, newest first unless sorted by another column; the search matches part of a member name, the e-mail, the phone or the venue. */
  async listBookings(
    query: FamilyBookingFilters & {
      page: number;
      limit: number;
      sortBy?: FamilyBookingSortField;
      sortDirection?: SortDirection;
    },
  ) {
    const qb = filterFamilyBookings(this.bookings.createQueryBuilder('b'), 'b', query);
    const sortBy = query.sortBy ?? FamilyBookingSortField.CREATED_AT;
    return pageOf(
      orderList(qb, 'b', FAMILY_BOOKING_SORT_COLUMNS, sortBy, query.sortDirection ?? SortDirection.DESC),
      query,
    );
  }

  private async findBooking(id: string): Promise<FamilyBooking> {
    const booking = await this.bookings.findOneBy({ id });
    if (!booking) throw AppError.notFound(BOOKING_NOT_FOUND);
    return booking;
  }

  /** Cancels a booking and gives its seats back to the session. */
  async cancelBooking(id: string, actor: Actor): Promise<FamilyBooking> {
    const booking = await this.findBooking(id);
    if (booking.status === FamilyBookingStatus.CANCELLED) return booking;
    await this.db.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(FamilyBooking)
        .set({ status: FamilyBookingStatus.CANCELLED })
        .where('id = :id AND status = :booked', { id, booked: FamilyBookingStatus.BOOKED })
        .execute();
      if (result.affected !== 1) return;
      if (booking.sessionId) {
        await this.seats.release(manager, 'family-session', booking.sessionId, booking.seats);
      }
      await this.audit.record(manager, actor, {
        action: 'family-booking.cancel',
        subjectKind: 'family-booking',
        subjectId: id,
        summary: `Cancelled; ${booking.seats} seat(s) given back`,
      });
    });
    return { ...booking, status: FamilyBookingStatus.CANCELLED };
  }

  /** Erases a booking and its queued mails for good; seats it held are given back. */
  async eraseBooking(id: string, actor: Actor): Promise<void> {
    const booking = await this.findBooking(id);
    await this.db.transaction(async (manager) => {
      await manager.delete(FamilyBooking, { id });
      if (booking.sessionId && booking.status === FamilyBookingStatus.BOOKED) {
        await this.seats.release(manager, 'family-session', booking.sessionId, booking.seats);
      }
      await this.mail.erase(manager, 'family-booking', id);
      await this.audit.recordErasure(manager, actor, {
        subjectKind: 'family-booking',
        subjectId: id,
        summary: 'Erased on request, with its mails',
      });
    });
  }

  history(kind: 'family-booking' | 'family-session', id: string) {
    return this.audit.history(kind, id);
  }
}
