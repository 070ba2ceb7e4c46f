import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import {
  ADMIN_EVENTS,
  PROGRAMMES,
  calendarAvailability,
  eventLevelOptions,
  formatFee,
  isProgrammeKey,
  levelFee,
  matchLevel,
} from '@academy/content';
import { dayProblem } from '@academy/validation';
import { AppError, FieldError } from '../../common/app-error';
import type { SiteChanges } from '../shared-store/site-changes';
import { SeatService } from './seat.service';
import { Database } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import { AdminCalendarEvent, CalendarEventInput, EventType } from './calendar-event-admin.type';
import { CalendarEvent } from './calendar-event.entity';
import { CalendarEventService } from './calendar-event.service';
import { pageOf } from '../../database/page-of';

export const EVENT_NOT_FOUND = 'Event not found';
export const MAX_EVENT_SEATS = 500;

/** Staff tried to offer fewer seats than bookings already hold. */
export const seatsBelowTaken = (taken: number): FieldError => ({
  field: 'seats',
  message: `Seats cannot be fewer than the ${taken} already taken`,
});

/** Every problem of an event as staff entered it, in form order; `seatsTaken` bounds the seats. */
export function eventInputProblems(input: CalendarEventInput, seatsTaken = 0): FieldError[] {
  const problems: FieldError[] = [];
  const text = (field: keyof CalendarEventInput, label: string, max: number) => {
    const value = String(input[field] ?? '').trim();
    if (!value) problems.push({ field, message: `${label} is required` });
    else if (value.length > max)
      problems.push({ field, message: `${label} must be at most ${max} characters` });
  };
  text('name', 'Name', 200);
  if (!isProgrammeKey(input.programme)) problems.push({ field: 'programme', message: 'Choose a programme' });
  const level = eventLevel(input);
  if (isProgrammeKey(input.programme) && !level) {
    const options = eventLevelOptions(input.programme).join(', ');
    problems.push({ field: 'level', message: `Level must be one of ${options}` });
  }
  const dateProblem = dayProblem('Date', input.date);
  if (dateProblem) problems.push({ field: 'date', message: dateProblem });
  // The end date may stay empty (a one-day event).
  if (input.endDate) {
    const endProblem = dayProblem('End date', input.endDate);
    if (endProblem) problems.push({ field: 'endDate', message: endProblem });
    else if (input.endDate < input.date)
      problems.push({ field: 'endDate', message: 'End date cannot be before the date' });
  }
  text('time', 'Time', 40);
  text('location', 'Location', 120);
  text('trainer', 'Trainer', 120);
  if (!Object.values(EventType).includes(input.type))
    problems.push({ field: 'type', message: 'Choose a type' });
  text('participants', 'Participants', 120);
  if (!Number.isInteger(input.seats) || input.seats < 1 || input.seats > MAX_EVENT_SEATS) {
    problems.push({ field: 'seats', message: `Seats must be a whole number from 1 to ${MAX_EVENT_SEATS}` });
  } else if (input.seats < seatsTaken) {
    problems.push(seatsBelowTaken(seatsTaken));
  }
  if (!Number.isInteger(input.priceValue) || input.priceValue < 0 || input.priceValue > 1_000_000) {
    problems.push({ field: 'priceValue', message: 'Fee must be a whole number of 0 or more' });
  }
  const feeProblems = problems.some((p) => p.field === 'priceValue');
  if (!/^[A-Z]{3}$/.test(input.currency ?? '')) {
    problems.push({ field: 'currency', message: 'Currency must be a three-letter code such as AED' });
  } else if (level && !input.noEnroll && !feeProblems) {
    // A priced level costs the same at every session, so page, form and mails show one figure.
    checkLevelFee(input, level, problems);
  }
  if (input.paymentLink) {
    const link = input.paymentLink.trim();
    if (!URL.canParse(link) || new URL(link).protocol !== 'https:' || link.length > 500) {
      problems.push({ field: 'paymentLink', message: 'Payment link must be an https:// address' });
    }
  }
  if (
    input.seatHoldHours !== undefined &&
    input.seatHoldHours !== null &&
    (!Number.isInteger(input.seatHoldHours) ||
      input.seatHoldHours < 1 ||
      input.seatHoldHours > MAX_SEAT_HOLD_HOURS)
  ) {
    problems.push({
      field: 'seatHoldHours',
      message: `Hours an unpaid seat is held must be a whole number from 1 to ${MAX_SEAT_HOLD_HOURS}`,
    });
  }
  return problems;
}

/** A month: a longer hold keeps a seat from everybody else for nothing. */
const MAX_SEAT_HOLD_HOURS = 720;

function checkLevelFee(input: CalendarEventInput, level: string, problems: FieldError[]) {
  const fee = levelFee(input.programme, level);
  if (fee && (input.priceValue !== fee.amount || input.currency !== fee.currency)) {
    problems.push({ field: 'priceValue', message: `Fee must be ${formatFee(fee)}, the fee of ${level}` });
  }
}

/** The programme's level the input names (its list's spelling), if it names one. */
function eventLevel(input: CalendarEventInput): string | undefined {
  return isProgrammeKey(input.programme)
    ? matchLevel(eventLevelOptions(input.programme), input.level)
    : undefined;
}

/** The event manager behind the page-editing links: events to create, change, close and delete. */
export class CalendarEventAdminService {
  constructor(
    private readonly db: Database,
    private readonly calendar: CalendarEventService,
    private readonly audit: AuditService,
    private readonly seats: SeatService,
    private readonly siteChanges: SiteChanges,
  ) {}

  private get events(): Repository<CalendarEvent> {
    return this.db.dataSource.getRepository(CalendarEvent);
  }

  /** The event as staff see it; a list passes the day it read once for all its rows. */
  toAdmin(row: CalendarEvent, today = this.calendar.today()): AdminCalendarEvent {
    const { availability, seatsLeft } = calendarAvailability(row, today);
    return { ...row, type: row.type as EventType, seatsLeft, availability };
  }

  async list(options: { programmes: string[]; includePast: boolean; page: number; limit: number }) {
    const qb = this.events.createQueryBuilder('event');
    if (options.programmes.length > 0)
      qb.andWhere('event.programme IN (:...programmes)', { programmes: options.programmes });
    const today = this.calendar.today();
    if (!options.includePast) qb.andWhere('event.date >= :today', { today });
    qb.orderBy('event.date', 'ASC').addOrderBy('event.sortOrder', 'ASC');
    const { rows, total } = await pageOf(qb, options);
    return { rows: rows.map((row) => this.toAdmin(row, today)), total };
  }

  async find(id: string): Promise<CalendarEvent> {
    const event = await this.events.findOneBy({ id });
    if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
    return event;
  }

  private fields(input: CalendarEventInput) {
    return {
      name: input.name.trim(),
      programme: input.programme,
      level: eventLevel(input) ?? input.level.trim(),
      date: input.date,
      endDate: input.endDate || null,
      time: input.time.trim(),
      location: input.location.trim(),
      trainer: input.trainer.trim(),
      type: input.type,
      participants: input.participants.trim(),
      seats: input.seats,
      priceValue: input.priceValue,
      currency: input.currency,
      price:
        input.noEnroll || input.priceValue === 0
          ? 'Free'
          : formatFee({ currency: input.currency, amount: input.priceValue }),
      paymentLink: input.paymentLink?.trim() || null,
      seatHoldHours: input.seatHoldHours ?? null,
      noEnroll: input.noEnroll,
      isOpen: input.isOpen,
      pageLink: PROGRAMMES[input.programme]?.pagePath ?? null,
    };
  }

  async create(input: CalendarEventInput, actor: Actor): Promise<AdminCalendarEvent> {
    const problems = eventInputProblems(input);
    if (problems.length > 0) throw AppError.badInput(problems);
    const row: CalendarEvent = {
      id: `event-${randomUUID()}`,
      ...this.fields(input),
      seatsTaken: 0,
      sortOrder: 0,
    };
    await this.db.transaction(async (manager) => {
      await manager.insert(CalendarEvent, row);
      await this.siteChanges.changed(manager);
      await this.audit.record(manager, actor, {
        action: 'event.create',
        subjectKind: 'calendar-event',
        subjectId: row.id,
        summary: `Created ${row.name} on ${row.date} (${row.seats} seats)`,
      });
    });
    return this.toAdmin(row);
  }

  /**
   * Changes an event. The seats can never drop below those taken: the check is part of the UPDATE, so a
   * registration arriving meanwhile cannot slip in between.
   */
  async update(id: string, input: CalendarEventInput, actor: Actor): Promise<AdminCalendarEvent> {
    const current = await this.find(id);
    const problems = eventInputProblems(input, current.seatsTaken);
    if (problems.length > 0) throw AppError.badInput(problems);
    const fields = this.fields(input);
    await this.db.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(CalendarEvent)
        .set(fields)
        .where('id = :id AND seatsTaken <= :seats', { id, seats: input.seats })
        .execute();
      if (result.affected !== 1) {
        const taken = (await manager.findOneBy(CalendarEvent, { id }))?.seatsTaken ?? 0;
        throw AppError.badInput([seatsBelowTaken(taken)]);
      }
      await this.siteChanges.changed(manager);
      // Seats added go to the waiting list first.
      if (input.seats > current.seats)
        await this.seats.freed(manager, 'event', id, input.seats - current.seats);
      await this.audit.record(manager, actor, {
        action: 'event.update',
        subjectKind: 'calendar-event',
        subjectId: id,
        summary: eventChangeSummary(current, fields),
      });
    });
    return this.toAdmin(await this.find(id));
  }

  async setOpen(id: string, open: boolean, actor: Actor): Promise<AdminCalendarEvent> {
    const current = await this.find(id);
    if (current.isOpen !== open) {
      await this.db.transaction(async (manager) => {
        await manager.update(CalendarEvent, id, { isOpen: open });
        await this.siteChanges.changed(manager);
        await this.audit.record(manager, actor, {
          action: open ? 'event.open' : 'event.close',
          subjectKind: 'calendar-event',
          subjectId: id,
          summary: open ? 'Opened for enrolment' : 'Closed for enrolment',
        });
      });
    }
    return this.toAdmin({ ...current, isOpen: open });
  }

  /** Deletes an event nobody holds a seat in; one with registrations is closed instead. */
  async delete(id: string, actor: Actor): Promise<void> {
    const current = await this.find(id);
    await this.db.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .delete()
        .from(CalendarEvent)
        .where('id = :id AND seatsTaken = 0', { id })
        .execute();
      if (result.affected !== 1) {
        throw AppError.conflict(
          `This event holds ${current.seatsTaken} registration(s): close it instead, or cancel them first`,
        );
      }
      await this.siteChanges.changed(manager);
      await this.audit.record(manager, actor, {
        action: 'event.delete',
        subjectKind: 'calendar-event',
        subjectId: id,
        summary: `Deleted ${current.name} on ${current.date}`,
      });
    });
  }

  history(id: string) {
    return this.audit.history('calendar-event', id);
  }
}

/** Fields the form does not show: they follow from others (the fee, the programme), which are named. */
const DERIVED_FIELDS: ReadonlySet<string> = new Set(['price', 'pageLink']);

/** The history line of an event's update, its fields named as the event form labels them. */
export function eventChangeSummary(before: CalendarEvent, after: Partial<CalendarEvent>): string {
  const labels: Readonly<Record<string, string>> = ADMIN_EVENTS.fields;
  const changed = Object.entries(after)
    .filter(([field, value]) => !DERIVED_FIELDS.has(field) && before[field as keyof CalendarEvent] !== value)
    .map(([field]) => labels[field] ?? field);
  return `Changed ${changed.join(', ') || 'nothing'}`;
}
