import { CALENDAR_EVENTS, type CalendarEvent as PublishedEvent, publishedEventRow } from '@academy/content';
import { fillIfEmpty } from '../../database/seed/fill-if-empty';
import { Seed } from '../../database/seed';
import { CalendarEvent } from './calendar-event.entity';

/** Fills an empty calendar with the published events. */
export const calendarEventSeed: Seed = {
  name: 'calendarEvents',
  rows: 'calendar events',
  fill: (manager) => fillIfEmpty(manager, CalendarEvent, CALENDAR_EVENTS.map(toRow)),
};

function toRow(event: PublishedEvent, sortOrder: number): CalendarEvent {
  return {
    ...publishedEventRow(event),
    price: event.price,
    currency: event.currency,
    priceValue: event.priceValue,
    seatsTaken: 0,
    isOpen: true,
    paymentLink: null,
    seatHoldHours: null,
    sortOrder,
  };
}
