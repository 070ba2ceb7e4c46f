import {
  type CalendarEventRow,
  eventFormProblems,
  eventFormToInput,
  eventToForm,
  familySessionFormToInput,
  familySessionToForm,
  hasOffer,
  newEventForm,
  newFamilySessionForm,
  wholeNumber,
} from './event-form';

const EVENT: CalendarEventRow = {
  id: 'event-1',
  name: 'Decode Your Mind',
  programme: 'DECODE',
  level: 'Level 1: Decode Your Mind',
  date: '2026-12-05',
  endDate: null,
  time: '9:00 AM - 6:00 PM',
  location: 'Dubai, Business Bay',
  trainer: 'Vikram Rao',
  type: 'WORKSHOP',
  participants: 'Open to all adults',
  price: 'AED 1,465',
  currency: 'AED',
  priceValue: 1465,
  offerName: null,
  offerAmount: null,
  offerEndsOn: null,
  seats: 10,
  seatsTaken: 2,
  seatsLeft: 8,
  noEnroll: false,
  isOpen: true,
  paymentLink: null,
  seatHoldHours: 24,
  seatBreakdown: { held: 0, paid: 0, expired: 0, waiting: 0 },
  availability: 'OPEN',
};

describe('levels in the event form', () => {
  it("offers the programme's first level for a new event, and a legacy level by its name", () => {
    expect(newEventForm('DECODE')).toMatchObject({ level: 'Level 1: Decode Your Mind', offerName: '' });
    expect(newEventForm('TASSO')).toMatchObject({
      level: 'Module 1: Foundations of Transpersonal Regression',
    });
    expect(eventToForm({ ...EVENT, level: 'Level 3' }).level).toBe('Level 3: Decode Your Relationships');
  });
});

describe('eventFormToInput', () => {
  it('trims texts, reads numbers and sends empty optional fields as null', () => {
    const input = eventFormToInput({
      ...newEventForm('AWAKEN'),
      name: '  Awaken Level 1 ',
      level: ' Level 1 ',
      date: '2026-12-01',
      location: ' Abu Dhabi ',
      trainer: 'Layla Farouk',
      seats: ' 12 ',
    });
    expect(input).toEqual({
      name: 'Awaken Level 1',
      programme: 'AWAKEN',
      level: 'Level 1',
      date: '2026-12-01',
      endDate: null,
      time: '9:00 AM - 6:00 PM',
      location: 'Abu Dhabi',
      trainer: 'Layla Farouk',
      type: 'WORKSHOP',
      participants: 'Open to all adults',
      seats: 12,
      offerName: null,
      offerAmount: null,
      offerEndsOn: null,
      paymentLink: null,
      seatHoldHours: null,
      noEnroll: false,
      isOpen: true,
    });
  });

  it('gives back the event it was filled from', () => {
    const {
      id: _id,
      price: _p,
      seatsTaken: _t,
      seatsLeft: _l,
      availability: _a,
      seatBreakdown: _b,
      priceValue: _v,
      currency: _c,
      ...fields
    } = EVENT;
    expect(eventFormToInput(eventToForm(EVENT))).toEqual(fields);
    expect(
      eventToForm({ ...EVENT, endDate: '2026-12-06', paymentLink: 'https://pay.example/x' }),
    ).toMatchObject({
      endDate: '2026-12-06',
      paymentLink: 'https://pay.example/x',
      seats: '10',
    });
  });

  it('sends an offer as typed, for the server to name a missing part, and none as nulls', () => {
    const offer = { offerName: ' Early bird ', offerAmount: '1200', offerEndsOn: '2026-11-30' };
    expect(eventFormToInput({ ...eventToForm(EVENT), ...offer })).toMatchObject({
      offerName: 'Early bird',
      offerAmount: 1200,
      offerEndsOn: '2026-11-30',
    });
    expect(eventFormToInput({ ...eventToForm(EVENT), offerAmount: '1,200' })).toMatchObject({
      offerName: null,
      offerAmount: -1,
      offerEndsOn: null,
    });
    expect(hasOffer(eventToForm(EVENT))).toBe(false);
    expect(
      hasOffer(
        eventToForm({ ...EVENT, offerName: 'Early bird', offerAmount: 1200, offerEndsOn: '2026-11-30' }),
      ),
    ).toBe(true);
  });
});

describe('wholeNumber', () => {
  it('reads whole numbers and sends anything else as -1 for the server to refuse under its field', () => {
    expect(wholeNumber('0')).toBe(0);
    expect(wholeNumber(' 42 ')).toBe(42);
    for (const text of ['', 'ten', '1.5', '-3', '1e3', '99999999999']) expect(wholeNumber(text)).toBe(-1);
  });
});

describe('familySessionFormToInput', () => {
  it('takes one time slot per non-empty line', () => {
    expect(
      familySessionFormToInput({
        ...newFamilySessionForm(),
        venue: ' Family Studio, Dubai ',
        date: '2026-12-10',
        timeSlots: '10:00 AM - 11:30 AM\n\n  12:30 PM - 2:00 PM  \n',
        seats: '8',
      }),
    ).toEqual({
      venue: 'Family Studio, Dubai',
      date: '2026-12-10',
      timeSlots: ['10:00 AM - 11:30 AM', '12:30 PM - 2:00 PM'],
      timeZone: 'Asia/Dubai',
      seats: 8,
      isOpen: true,
    });
  });

  it('gives back the session it was filled from', () => {
    const session = {
      id: 's1',
      venue: 'Studio',
      date: '2026-12-10',
      timeSlots: ['10:00 AM - 11:30 AM', '3:00 PM - 4:30 PM'],
      timeZone: 'Asia/Dubai',
      seats: 10,
      seatsTaken: 0,
      seatsLeft: 10,
      isOpen: false,
      waiting: 0,
      availability: 'CLOSED' as const,
    };
    const { id: _id, seatsTaken: _t, seatsLeft: _l, waiting: _w, availability: _a, ...fields } = session;
    expect(familySessionFormToInput(familySessionToForm(session))).toEqual(fields);
  });
});

describe('eventFormProblems: the server rules checked before saving', () => {
  const today = '2026-12-01';
  const regular = { amount: 1465, currency: 'AED' };
  const form = eventToForm(EVENT);

  it('finds nothing wrong with an event the server takes', () => {
    expect(eventFormProblems(form, { today, regular, event: EVENT })).toEqual({});
  });

  it("names each field in the server's words", () => {
    const problems = eventFormProblems(
      { ...form, name: ' ', seats: '0', endDate: '2026-12-01', paymentLink: 'http://pay.example.com' },
      { today, regular },
    );
    expect(problems).toEqual({
      name: 'Name is required',
      endDate: 'End date cannot be before the date',
      seats: 'Seats must be a whole number from 1 to 500',
      paymentLink: 'Payment link must be an https:// address',
    });
  });

  it('keeps the seats above those taken', () => {
    const taken = { ...EVENT, seatsTaken: 4 };
    expect(eventFormProblems({ ...form, seats: '3' }, { today, regular, event: taken })).toEqual({
      seats: 'Seats cannot be fewer than the 4 already taken',
    });
  });

  it("checks an offer against the level's fee once it is known, and leaves it to the server before", () => {
    const offer = { ...form, offerName: 'Early bird', offerAmount: '1500', offerEndsOn: '2026-12-03' };
    expect(eventFormProblems(offer, { today, regular })).toEqual({
      offerAmount: 'Offer price must be below the regular fee, AED 1,465',
    });
    expect(eventFormProblems(offer, { today, regular: undefined })).toEqual({});
    expect(eventFormProblems(offer, { today, regular: null })).toEqual({
      offerName: 'This event is free, so it has no offer: remove the offer',
    });
  });
});
