import { In, Repository } from 'typeorm';
import {
  PROVIDER,
  type ProgrammeKey,
  calendarAvailability,
  eventCalendarPath,
  providerToday,
} from '@academy/content';
import { Clock } from '../../common/clock';
import { toFeeView } from '../catalogue/catalogue.type';
import { CalendarEntry, type CalendarLinks, calendarLinks } from './add-to-calendar';
import { CalendarEvent } from './calendar-event.entity';
import { CalendarEventListing } from './calendar-event.type';
import { eventFeeOn, shownPrice } from './event-fee';

export interface CalendarFilter {
  programme?: ProgrammeKey;
  /** Only events whose first day has not passed (today included). */
  upcoming?: boolean;
}

/** The calendar as the public reads it (the seats enrolments take are SeatService's). */
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

  /** The events of these ids by id, in one query (a page of registrations shows each one's event). */
  async findMany(ids: readonly string[]): Promise<Map<string, CalendarEvent>> {
    const unique = [...new Set(ids)];
    const rows = unique.length > 0 ? await this.events.findBy({ id: In(unique) }) : [];
    return new Map(rows.map((row) => [row.id, row]));
  }
}

/** An event as the public reads it on `today`: its seats, and its fee with the offer that applies. */
export function toListing(row: CalendarEvent, today: string): CalendarEventListing {
  const fee = row.noEnroll ? null : eventFeeOn(row, today);
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
    price: shownPrice(row, today),
    fee: fee && toFeeView(fee.fee),
    offer: fee?.offer ? { ...fee.offer, regular: toFeeView(fee.offer.regular) } : null,
  };
}

/** Google's and Outlook's new-event links for an event, and the path of its .ics file. */
export const eventCalendarLinks = (
  row: Parameters<typeof calendarEntryOf>[0] & Pick<CalendarEvent, 'id'>,
): CalendarLinks => calendarLinks(calendarEntryOf(row), eventCalendarPath(row.id, 'ics'));

/** An event as a calendar entry, in the provider's time zone. */
export function calendarEntryOf(
  row: Pick<CalendarEvent, 'name' | 'type' | 'trainer' | 'location' | 'date' | 'endDate' | 'time'>,
): CalendarEntry {
  return {
    summary: row.name,
    description: `${row.type} with ${row.trainer}, ${PROVIDER.name}`,
    location: row.location,
    date: row.date,
    endDate: row.endDate,
    time: row.time,
    timeZone: PROVIDER.timeZone,
  };
}
