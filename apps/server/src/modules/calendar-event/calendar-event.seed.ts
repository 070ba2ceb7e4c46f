import { CALENDAR_EVENTS, type CalendarEvent as PublishedEvent, publishedEventRow } from '@academy/content';
import { fillIfEmpty } from '../../database/seed/fill-if-empty';
import { Seed } from '../../database/seed';
import { CalendarEvent } from './calendar-event.entity';
import { alignEventFees } from './event-pricing';

/**
 * Fills an empty calendar with the published events, then gives every event of a catalogued level its
 * level's fee (after the catalogue's seed, which runs first).
 */
export const calendarEventSeed: Seed = {
  name: 'calendarEvents',
  rows: 'calendar events',
  async fill(manager) {
    const added = await fillIfEmpty(manager, CalendarEvent, CALENDAR_EVENTS.map(toRow));
    await alignEventFees(manager);
    return added;
  },
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
    offerName: null,
    offerAmount: null,
    offerEndsOn: null,
    sortOrder,
  };
}
