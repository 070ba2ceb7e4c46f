import { EntityManager, In, Repository } from 'typeorm';
import { type ProgrammeKey, calendarAvailability, providerToday } from '@academy/content';
import { AppError } from '../../common/app-error';
import { releaseSeats, takeSeats } from '../../database/seats';
import { Clock } from '../../common/clock';
import { CalendarEvent } from './calendar-event.entity';
import { CalendarEventListing } from './calendar-event.type';

export interface CalendarFilter {
  programme?: ProgrammeKey;
  /** Only events whose first day has not passed (today included). */
  upcoming?: boolean;
}

export const EVENT_FULL_MESSAGE = 'This event is full';
export const EVENT_CLOSED_MESSAGE = 'This event is closed for enrolment';

/** The calendar as the public reads it, and the seats enrolments take and give back. */
export class CalendarEventService {
  constructor(
    private readonly events: Repository<CalendarEvent>,
    private readonly clock: Clock,
  ) {}

  /** Today in the provider's time zone: an event is open up to and including its first day. */
  today(): string {
    return providerToday(this.clock.now());
  }

  /** Events by date and then by their published order, optionally of one programme or still to come. */
  async list(filter: CalendarFilter = {}): Promise<CalendarEventListing[]> {
    const today = this.today();
    const query = this.events
      .createQueryBuilder('event')
      .orderBy('event.date', 'ASC')
      .addOrderBy('event.sortOrder', 'ASC');
    if (filter.programme) query.andWhere('event.programme = :programme', { programme: filter.programme });
    if (filter.upcoming) query.andWhere('event.date >= :today', { today });
    return (await query.getMany()).map((row) => toListing(row, today));
  }

  find(id: string, manager: EntityManager = this.events.manager): Promise<CalendarEvent | null> {
    return manager.getRepository(CalendarEvent).findOneBy({ id });
  }

  /** The events of these ids by id, in one query (a page of registrations shows each one's event). */
  async findMany(ids: readonly string[]): Promise<Map<string, CalendarEvent>> {
    const unique = [...new Set(ids)];
    const rows = unique.length > 0 ? await this.events.findBy({ id: In(unique) }) : [];
    return new Map(rows.map((row) => [row.id, row]));
  }

  /**
   * Takes `count` seats of an event inside the caller's transaction (one conditional UPDATE, so
   * concurrent enrolments never take more seats than there are), or throws without taking any.
   */
  async takeSeats(manager: EntityManager, eventId: string, count = 1): Promise<CalendarEvent> {
    const today = this.today();
    const taken = await takeSeats(manager, CalendarEvent, eventId, count, today, { noEnroll: false });
    const event = await this.find(eventId, manager);
    if (taken && event) return event;
    throw refusal(event, today, count);
  }

  /** Gives back seats an enrolment held (a cancellation), never counting below zero. */
  releaseSeats(manager: EntityManager, eventId: string, count = 1): Promise<void> {
    return releaseSeats(manager, CalendarEvent, eventId, count);
  }
}

/** Why an event refused seats, in the words the enrolment form shows. */
function refusal(event: CalendarEvent | null, today: string, count: number): AppError {
  if (!event) {
    return AppError.badInput(
      [{ field: 'eventId', message: 'This event does not exist' }],
      'This event does not exist',
    );
  }
  const { availability, seatsLeft } = calendarAvailability(event, today);
  if (availability === 'OPEN_ENTRY')
    return AppError.conflict('This event takes no enrolments: everyone is welcome');
  if (availability === 'CLOSED') return AppError.conflict(EVENT_CLOSED_MESSAGE);
  if (availability === 'OPEN' && seatsLeft < count) {
    return AppError.conflict(
      `Only ${seatsLeft} ${seatsLeft === 1 ? 'seat is' : 'seats are'} left in this event`,
    );
  }
  return AppError.conflict(EVENT_FULL_MESSAGE);
}

export function toListing(row: CalendarEvent, today: string): CalendarEventListing {
  return {
    id: row.id,
    name: row.name,
    programme: row.programme,
    date: row.date,
    endDate: row.endDate,
    time: row.time,
    location: row.location,
    trainer: row.trainer,
    type: row.type,
    level: row.level,
    participants: row.participants,
    seats: row.seats,
    seatsTaken: row.seatsTaken,
    noEnroll: row.noEnroll,
    pageLink: row.pageLink,
    ...calendarAvailability(row, today),
  };
}
