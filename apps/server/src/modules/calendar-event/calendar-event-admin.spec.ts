import 'reflect-metadata';
import { EventType } from './calendar-event-admin.type';
import { eventChangeSummary, eventInputProblems } from './calendar-event-admin.service';
import type { CalendarEvent } from './calendar-event.entity';

const INPUT = {
  name: 'Decode Your Behaviour: Two-Day Workshop',
  programme: 'DECODE' as const,
  level: 'Level 2: Decode Your Behaviour',
  date: '2027-02-06',
  time: '9:00 AM - 5:00 PM',
  location: 'Abu Dhabi, Al Reem Island',
  trainer: 'Vikram Rao',
  type: EventType.WORKSHOP,
  participants: 'Open to all adults',
  seats: 10,
  priceValue: 699,
  currency: 'USD',
  noEnroll: false,
  isOpen: true,
};

describe("an event's level and fee as staff enter them", () => {
  it("take one of the programme's levels at its fee", () => {
    expect(eventInputProblems(INPUT)).toEqual([]);
    expect(eventInputProblems({ ...INPUT, level: 'Level 2' })).toEqual([]);
  });

  it('refuse a level the programme does not have, naming the field and the choices', () => {
    expect(eventInputProblems({ ...INPUT, level: 'Level 7' })).toEqual([
      {
        field: 'level',
        message:
          'Level must be one of Level 1: Decode Your Mind, Level 2: Decode Your Behaviour, Level 3: Decode Your Relationships, Level 4: Decode Your Blueprint',
      },
    ]);
    expect(eventInputProblems({ ...INPUT, programme: 'HHME', level: 'Level 2' })[0]).toMatchObject({
      field: 'level',
      message: 'Level must be one of All levels',
    });
  });

  it("refuse a fee other than the level's", () => {
    expect(eventInputProblems({ ...INPUT, priceValue: 375, currency: 'AED' })).toEqual([
      { field: 'priceValue', message: 'Fee must be USD 699, the fee of Level 2: Decode Your Behaviour' },
    ]);
  });
});

describe("an event's dates as staff enter them (issue 13 §1.7)", () => {
  it('says an empty date is required, and a date that is no day is not a real day', () => {
    expect(eventInputProblems({ ...INPUT, date: '' })).toEqual([
      { field: 'date', message: 'Date is required' },
    ]);
    expect(eventInputProblems({ ...INPUT, date: '2026-13-01' })).toEqual([
      { field: 'date', message: 'Date must be a real day, YYYY-MM-DD' },
    ]);
  });
});

describe("an event's history line (issue 13 §1.7)", () => {
  it('names the changed fields as the event form labels them', () => {
    const before = { seats: 10, priceValue: 699, price: '$699', endDate: null } as unknown as CalendarEvent;
    expect(
      eventChangeSummary(before, { seats: 12, priceValue: 799, price: '$799', endDate: '2027-02-07' }),
    ).toBe('Changed Seats, Fee, End date');
    expect(eventChangeSummary(before, { seats: 10 })).toBe('Changed nothing');
  });
});
