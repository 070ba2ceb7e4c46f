import { EntityManager } from 'typeorm';
import { CALENDAR_EVENTS, type CalendarEvent as PublishedEvent, publishedEventRow } from '@academy/content';
import { CalendarEvent } from '../../modules/calendar-event/calendar-event.entity';
import { fillIfEmpty } from './fill-if-empty';

/** Fills an empty calendar with the published events. */
export function seedCalendarEvents(manager: EntityManager): Promise<number> {
  return fillIfEmpty(manager, CalendarEvent, CALENDAR_EVENTS.map(toRow));
}

function toRow(event: PublishedEvent, sortOrder: number): CalendarEvent {
  return {
    ...publishedEventRow(event),
    price: event.price,
    currency: event.currency,
    priceValue: event.priceValue,
    seatsTaken: 0,
    isOpen: true,
    paymentLink: null,
    sortOrder,
  };
}
