import { Repository } from 'typeorm';
import { calendarAvailability } from '@academy/content';
import { CalendarEvent } from './calendar-event.entity';
import { CalendarEventListing } from './calendar-event-listing.type';

/** The calendar as the public reads it, with the seat and fee rules of @academy/content applied. */
export class CalendarEventsService {
  constructor(private readonly events: Repository<CalendarEvent>) {}

  /** Every event, by date and then by its published order. */
  async list(): Promise<CalendarEventListing[]> {
    const rows = await this.events.find({ order: { date: 'ASC', sortOrder: 'ASC' } });
    return rows.map(toListing);
  }
}

function toListing(row: CalendarEvent): CalendarEventListing {
  return {
    id: row.id,
    name: row.name,
    date: row.date,
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
    ...calendarAvailability(row),
  };
}
