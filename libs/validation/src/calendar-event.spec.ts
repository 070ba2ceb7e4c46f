import { eventInputProblems } from './calendar-event';

const INPUT = {
  name: 'Decode Your Behaviour: Two-Day Workshop',
  programme: 'DECODE' as const,
  level: 'Level 2: Decode Your Behaviour',
  date: '2027-02-06',
  time: '9:00 AM - 5:00 PM',
  location: 'Abu Dhabi, Al Reem Island',
  trainer: 'Vikram Rao',
  type: 'Workshop',
  participants: 'Open to all adults',
  seats: 10,
  noEnroll: false,
  isOpen: true,
};

/** The day the checks stand on and the level's fee in the catalogue. */
const CONTEXT = { today: '2026-11-23', regular: { currency: 'AED', amount: 2565 } };

const EARLY_BIRD = { offerName: 'Early bird', offerAmount: 2200, offerEndsOn: '2026-12-31' };

describe("an event's level as staff enter it", () => {
  it("takes one of the programme's levels", () => {
    expect(eventInputProblems(INPUT, CONTEXT)).toEqual([]);
    expect(eventInputProblems({ ...INPUT, level: 'Level 2' }, CONTEXT)).toEqual([]);
  });

  it('refuses a level the programme does not have, naming the field and the choices', () => {
    expect(eventInputProblems({ ...INPUT, level: 'Level 7' }, CONTEXT)).toEqual([
      {
        field: 'level',
        message:
          'Level must be one of Level 1: Decode Your Mind, Level 2: Decode Your Behaviour, Level 3: Decode Your Relationships, Level 4: Decode Your Blueprint',
      },
    ]);
    expect(
      eventInputProblems({ ...INPUT, programme: 'HHME', level: 'Level 2' }, { ...CONTEXT, regular: null })[0],
    ).toMatchObject({
      field: 'level',
      message: 'Level must be one of All levels',
    });
  });
});

describe("an event's offer as staff enter it", () => {
  it('takes a named price below the regular fee, ending from today to the first day', () => {
    expect(eventInputProblems({ ...INPUT, ...EARLY_BIRD }, CONTEXT)).toEqual([]);
    expect(eventInputProblems({ ...INPUT, ...EARLY_BIRD, offerEndsOn: '2026-11-23' }, CONTEXT)).toEqual([]);
    expect(eventInputProblems({ ...INPUT, ...EARLY_BIRD, offerEndsOn: INPUT.date }, CONTEXT)).toEqual([]);
  });

  it('refuses an offer without its name, price or end day, each under its field', () => {
    expect(eventInputProblems({ ...INPUT, offerAmount: 2200 }, CONTEXT)).toEqual([
      { field: 'offerName', message: 'Offer name is required with an offer price' },
      { field: 'offerEndsOn', message: 'Offer end date is required' },
    ]);
    expect(eventInputProblems({ ...INPUT, ...EARLY_BIRD, offerAmount: null }, CONTEXT)).toEqual([
      { field: 'offerAmount', message: 'Offer price must be a whole number above 0' },
    ]);
    expect(eventInputProblems({ ...INPUT, ...EARLY_BIRD, offerName: ' ' }, CONTEXT)).toEqual([
      { field: 'offerName', message: 'Offer name is required with an offer price' },
    ]);
  });

  it('refuses a price of 0, or not below the regular fee', () => {
    expect(eventInputProblems({ ...INPUT, ...EARLY_BIRD, offerAmount: 0 }, CONTEXT)).toEqual([
      { field: 'offerAmount', message: 'Offer price must be a whole number above 0' },
    ]);
    expect(eventInputProblems({ ...INPUT, ...EARLY_BIRD, offerAmount: 2565 }, CONTEXT)).toEqual([
      { field: 'offerAmount', message: 'Offer price must be below the regular fee, AED 2,565' },
    ]);
  });

  it('refuses an end day in the past or after the first day', () => {
    expect(eventInputProblems({ ...INPUT, ...EARLY_BIRD, offerEndsOn: '2026-11-22' }, CONTEXT)).toEqual([
      { field: 'offerEndsOn', message: 'Offer end date cannot be in the past' },
    ]);
    expect(eventInputProblems({ ...INPUT, ...EARLY_BIRD, offerEndsOn: '2027-02-07' }, CONTEXT)).toEqual([
      { field: 'offerEndsOn', message: "Offer end date must be on or before the event's first day" },
    ]);
    expect(eventInputProblems({ ...INPUT, ...EARLY_BIRD, offerEndsOn: '2026-02-30' }, CONTEXT)).toEqual([
      { field: 'offerEndsOn', message: 'Offer end date must be a real day, YYYY-MM-DD' },
    ]);
  });

  it('keeps an offer that ended, unchanged, so the event’s other fields can still be saved', () => {
    const ended = { name: 'Early bird', amount: 2200, endsOn: '2026-11-01' };
    const input = { ...INPUT, offerName: 'Early bird', offerAmount: 2200, offerEndsOn: '2026-11-01' };
    expect(eventInputProblems(input, { ...CONTEXT, currentOffer: ended })).toEqual([]);
    expect(eventInputProblems({ ...input, offerAmount: 2100 }, { ...CONTEXT, currentOffer: ended })).toEqual([
      { field: 'offerEndsOn', message: 'Offer end date cannot be in the past' },
    ]);
  });

  it('refuses an offer on a free or open-entry event', () => {
    expect(
      eventInputProblems({ ...INPUT, ...EARLY_BIRD, noEnroll: true }, { ...CONTEXT, regular: null }),
    ).toEqual([
      { field: 'offerName', message: 'An open-entry event has no fee, so no offer: remove the offer' },
    ]);
    expect(
      eventInputProblems(
        { ...INPUT, ...EARLY_BIRD, programme: 'GENERAL', level: 'All levels' },
        { ...CONTEXT, regular: null },
      ),
    ).toEqual([{ field: 'offerName', message: 'This event is free, so it has no offer: remove the offer' }]);
  });
});

describe("an event's dates as staff enter them (issue 13 §1.7)", () => {
  it('says an empty date is required, and a date that is no day is not a real day', () => {
    expect(eventInputProblems({ ...INPUT, date: '' }, CONTEXT)).toEqual([
      { field: 'date', message: 'Date is required' },
    ]);
    expect(eventInputProblems({ ...INPUT, date: '2026-13-01' }, CONTEXT)).toEqual([
      { field: 'date', message: 'Date must be a real day, YYYY-MM-DD' },
    ]);
  });
});

describe("an event's payment link as staff enter it", () => {
  it('takes an https:// address and refuses any other', () => {
    expect(eventInputProblems({ ...INPUT, paymentLink: 'https://pay.example.com/decode' }, CONTEXT)).toEqual(
      [],
    );
    for (const paymentLink of ['http://pay.example.com/decode', 'pay.example.com', 'https://']) {
      expect(eventInputProblems({ ...INPUT, paymentLink }, CONTEXT)).toEqual([
        { field: 'paymentLink', message: 'Payment link must be an https:// address' },
      ]);
    }
  });
});
