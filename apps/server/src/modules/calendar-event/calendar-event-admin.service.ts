import { randomUUID } from 'node:crypto';
import { EntityManager, Repository } from 'typeorm';
import {
  ADMIN_EVENTS,
  type Fee,
  type FeeOffer,
  PROGRAMMES,
  calendarAvailability,
  eventLevelOptions,
  formatFee,
  isProgrammeKey,
  matchLevel,
} from '@academy/content';
import { dayProblem } from '@academy/validation';
import { AppError, FieldError } from '../../common/app-error';
import type { SiteChanges } from '../shared-store/site-changes';
import { SeatService } from './seat.service';
import { Database } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import { CatalogueService } from '../catalogue/catalogue.service';
import { AdminCalendarEvent, CalendarEventInput, EventType } from './calendar-event-admin.type';
import { CalendarEvent } from './calendar-event.entity';
import { CalendarEventService } from './calendar-event.service';
import { offerOf, regularFeeColumns, regularFeeOf, shownPrice } from './event-fee';
import { pageOf } from '../../database/page-of';

export const EVENT_NOT_FOUND = 'Event not found';
export const MAX_EVENT_SEATS = 500;

/** Staff tried to offer fewer seats than bookings already hold. */
export const seatsBelowTaken = (taken: number): FieldError => ({
  field: 'seats',
  message: `Seats cannot be fewer than the ${taken} already taken`,
});

/** What an event's input is checked against besides itself. */
export interface EventInputContext {
  /** The provider's day: an offer may not end before it. */
  today: string;
  /** The event's regular fee (its level's in the catalogue); null when it is free. */
  regular: Fee | null;
  /** Seats already taken: the seats may not drop below them. */
  seatsTaken?: number;
  /** The offer the event has now: kept unchanged after it ended, it is not refused for that. */
  currentOffer?: FeeOffer | null;
}

/** Every problem of an event as staff entered it, in form order, each naming its field. */
export function eventInputProblems(input: CalendarEventInput, context: EventInputContext): FieldError[] {
  const seatsTaken = context.seatsTaken ?? 0;
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
  problems.push(...offerProblems(input, context));
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

const MAX_OFFER_NAME = 60;

/**
 * An offer's problems: all three of its fields or none; a name; a price above 0 and below the regular
 * fee; a last day from today to the event's first day. An offer kept as it was after it ended is left
 * alone (it no longer applies), so staff can change the event's other fields.
 */
export function offerProblems(input: CalendarEventInput, context: EventInputContext): FieldError[] {
  const name = input.offerName?.trim() ?? '';
  const amount = input.offerAmount ?? null;
  const endsOn = input.offerEndsOn?.trim() ?? '';
  if (!name && amount === null && !endsOn) return [];
  const current = context.currentOffer;
  const unchanged =
    current && current.name === name && current.amount === amount && current.endsOn === endsOn;
  if (unchanged && endsOn < context.today) return [];
  if (!context.regular) {
    const message = input.noEnroll
      ? 'An open-entry event has no fee, so no offer: remove the offer'
      : 'This event is free, so it has no offer: remove the offer';
    return [{ field: 'offerName', message }];
  }
  const problems: FieldError[] = [];
  if (!name) problems.push({ field: 'offerName', message: 'Offer name is required with an offer price' });
  else if (name.length > MAX_OFFER_NAME)
    problems.push({ field: 'offerName', message: `Offer name must be at most ${MAX_OFFER_NAME} characters` });
  if (amount === null || !Number.isInteger(amount) || amount < 1) {
    problems.push({ field: 'offerAmount', message: 'Offer price must be a whole number above 0' });
  } else if (amount >= context.regular.amount) {
    problems.push({
      field: 'offerAmount',
      message: `Offer price must be below the regular fee, ${formatFee(context.regular)}`,
    });
  }
  const dayIssue = dayProblem('Offer end date', endsOn);
  if (dayIssue) problems.push({ field: 'offerEndsOn', message: dayIssue });
  else if (endsOn < context.today)
    problems.push({ field: 'offerEndsOn', message: 'Offer end date cannot be in the past' });
  else if (!dayProblem('Date', input.date) && endsOn > input.date)
    problems.push({
      field: 'offerEndsOn',
      message: "Offer end date must be on or before the event's first day",
    });
  return problems;
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
    private readonly catalogue: CatalogueService,
    private readonly siteChanges: SiteChanges,
  ) {}

  private get events(): Repository<CalendarEvent> {
    return this.db.dataSource.getRepository(CalendarEvent);
  }

  /** The event as staff see it; a list passes the day it read once for all its rows. */
  toAdmin(row: CalendarEvent, today = this.calendar.today()): AdminCalendarEvent {
    const { availability, seatsLeft } = calendarAvailability(row, today);
    return {
      ...row,
      price: shownPrice(row, today) ?? row.price,
      type: row.type as EventType,
      seatsLeft,
      availability,
    };
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

  /**
   * The columns an input sets, its problems refused first. Read inside the saving transaction: the
   * regular fee is the level's in the catalogue (locked until the save commits, so a fee staff change
   * meanwhile reaches this event too), and staff never type it.
   */
  private async checkedFields(
    manager: EntityManager,
    input: CalendarEventInput,
    current?: CalendarEvent,
  ): Promise<Omit<CalendarEvent, 'id' | 'seatsTaken' | 'sortOrder'>> {
    const level = isProgrammeKey(input.programme)
      ? await this.catalogue.findIn(manager, input.programme, input.level)
      : null;
    const fee = regularFeeColumns(level, input.noEnroll);
    const problems = eventInputProblems(input, {
      today: this.calendar.today(),
      regular: regularFeeOf({ ...fee, noEnroll: input.noEnroll }),
      seatsTaken: current?.seatsTaken,
      currentOffer: current ? offerOf(current) : null,
    });
    if (problems.length > 0) throw AppError.badInput(problems);
    const offerName = input.offerName?.trim() || null;
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
      ...fee,
      offerName,
      offerAmount: offerName ? (input.offerAmount ?? null) : null,
      offerEndsOn: offerName ? input.offerEndsOn?.trim() || null : null,
      paymentLink: input.paymentLink?.trim() || null,
      seatHoldHours: input.seatHoldHours ?? null,
      noEnroll: input.noEnroll,
      isOpen: input.isOpen,
      pageLink: PROGRAMMES[input.programme]?.pagePath ?? null,
    };
  }

  async create(input: CalendarEventInput, actor: Actor): Promise<AdminCalendarEvent> {
    const row = await this.db.transaction(async (manager) => {
      const created: CalendarEvent = {
        id: `event-${randomUUID()}`,
        ...(await this.checkedFields(manager, input)),
        seatsTaken: 0,
        sortOrder: 0,
      };
      await manager.insert(CalendarEvent, created);
      await this.siteChanges.changed(manager);
      await this.audit.record(manager, actor, {
        action: 'event.create',
        subjectKind: 'calendar-event',
        subjectId: created.id,
        summary: `Created ${created.name} on ${created.date} (${created.seats} seats)`,
      });
      return created;
    });
    return this.toAdmin(row);
  }

  /**
   * Changes an event. The seats can never drop below those taken: the check is part of the UPDATE, so a
   * registration arriving meanwhile cannot slip in between.
   */
  async update(id: string, input: CalendarEventInput, actor: Actor): Promise<AdminCalendarEvent> {
    const current = await this.find(id);
    await this.db.transaction(async (manager) => {
      const fields = await this.checkedFields(manager, input, current);
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

/**
 * Fields that follow from others and are named through them: the fee's text and currency (its amount
 * is named as the fee), the programme's page.
 */
const DERIVED_FIELDS: ReadonlySet<string> = new Set(['price', 'currency', 'pageLink']);

/** The history line of an event's update, its fields named as the event form labels them. */
export function eventChangeSummary(before: CalendarEvent, after: Partial<CalendarEvent>): string {
  const labels: Readonly<Record<string, string>> = ADMIN_EVENTS.fields;
  const changed = Object.entries(after)
    .filter(([field, value]) => !DERIVED_FIELDS.has(field) && before[field as keyof CalendarEvent] !== value)
    .map(([field]) => labels[field] ?? field);
  return `Changed ${changed.join(', ') || 'nothing'}`;
}
