import { randomUUID } from 'node:crypto';
import { EntityManager, Repository } from 'typeorm';
import { ADMIN_EVENTS, PROGRAMMES, calendarAvailability, isProgrammeKey } from '@academy/content';
import { eventInputProblems, eventLevel, seatsBelowTaken } from '@academy/validation';
import { AppError } from '../../common/app-error';
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
