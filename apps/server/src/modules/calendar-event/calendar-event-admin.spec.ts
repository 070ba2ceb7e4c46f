import 'reflect-metadata';
import { eventChangeSummary } from './calendar-event-admin.service';
import type { CalendarEvent } from './calendar-event.entity';

describe("an event's history line (issue 13 §1.7)", () => {
  it('names the changed fields as the event form labels them', () => {
    const before = {
      seats: 10,
      priceValue: 699,
      price: 'AED 699',
      currency: 'AED',
      endDate: null,
      offerName: null,
    } as unknown as CalendarEvent;
    expect(
      eventChangeSummary(before, {
        seats: 12,
        priceValue: 799,
        price: 'AED 799',
        currency: 'AED',
        endDate: '2027-02-07',
        offerName: 'Early bird',
      }),
    ).toBe('Changed Seats, Fee, End date, Offer name');
    expect(eventChangeSummary(before, { seats: 10 })).toBe('Changed nothing');
  });
});
