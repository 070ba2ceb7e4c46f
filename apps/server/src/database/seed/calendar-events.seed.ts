import { EntityManager } from 'typeorm';
import { CALENDAR_EVENTS, type CalendarEvent as PublishedEvent } from '@academy/content';
import { CalendarEvent } from '../../modules/calendar-events/calendar-event.entity';

/**
 * Fills an empty calendar with the published events and returns how many it added. A calendar that
 * holds any row is left alone, so staff edits and deletions survive every restart.
 */
export async function seedCalendarEvents(manager: EntityManager): Promise<number> {
  const events = manager.getRepository(CalendarEvent);
  if ((await events.count()) > 0) return 0;
  // OR IGNORE: when two instances start together on one MySQL, the second finds the rows of the first
  // instead of failing on the primary key; counting afterwards reports only what this one added.
  await events
    .createQueryBuilder()
    .insert()
    .values(CALENDAR_EVENTS.map(toRow))
    .orIgnore()
    .updateEntity(false)
    .execute();
  return events.count();
}

function toRow(event: PublishedEvent, sortOrder: number): CalendarEvent {
  return {
    id: event.id,
    name: event.name,
    date: event.date,
    time: event.time,
    location: event.location,
    trainer: event.trainer,
    type: event.type,
    level: event.level,
    participants: event.participants,
    price: event.price,
    currency: event.currency,
    priceValue: event.priceValue,
    seats: event.seats,
    seatsTaken: 0,
    noEnroll: event.noenroll ?? false,
    pageLink: event.pagelink ?? null,
    sortOrder,
  };
}
