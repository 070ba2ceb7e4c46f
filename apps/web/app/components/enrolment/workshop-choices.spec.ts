import { enrolledEventFields } from '@academy/content';
import {
  type ChoiceEvent,
  NEXT_INTAKE_KEY,
  chosenWorkshop,
  nextIntakeChoice,
  workshopChoices,
  workshopFields,
} from './workshop-choices';

const event = (overrides: Partial<ChoiceEvent>): ChoiceEvent => ({
  id: 'decode-dubai',
  name: 'Decode Your Mind: One-Day Intensive',
  date: '2027-02-13',
  endDate: null,
  time: '9:00 AM - 6:00 PM',
  location: 'Dubai, Business Bay',
  level: 'Level 1: Decode Your Mind',
  price: 'AED 1,465',
  availability: 'OPEN',
  enrollable: true,
  seatsLeft: 4,
  ...overrides,
});

const L1 = 'Level 1: Decode Your Mind';

describe('workshopChoices', () => {
  it("lists only the chosen level's events, with the fee; the next intake at the level's fee", () => {
    const events = [
      event({ id: 'level-1' }),
      event({ id: 'level-3', level: 'Level 3: Decode Your Relationships', price: 'AED 3,300' }),
    ];
    const level3 = workshopChoices(events, 'DECODE', 'Level 3: Decode Your Relationships');
    expect(level3.map((choice) => [choice.key, choice.fee])).toEqual([
      ['level-3', 'AED 3,300'],
      [NEXT_INTAKE_KEY, 'AED 3,300'],
    ]);
    expect(workshopChoices(events, 'DECODE', L1).map((choice) => choice.key)).toEqual([
      'level-1',
      NEXT_INTAKE_KEY,
    ]);
  });

  it('lists open events, then full ones as not choosable, and always the next intake last', () => {
    const choices = workshopChoices(
      [
        event({ id: 'open' }),
        event({ id: 'full', availability: 'FULL', enrollable: false, seatsLeft: 0 }),
        event({ id: 'closed', availability: 'CLOSED', enrollable: false }),
        event({ id: 'talk', availability: 'OPEN_ENTRY', enrollable: false }),
      ],
      'DECODE',
      L1,
    );
    expect(choices.map((choice) => [choice.key, choice.selectable])).toEqual([
      ['open', true],
      ['full', false],
      [NEXT_INTAKE_KEY, true],
    ]);
    expect(choices[0].label).toBe(
      'Dubai, Business Bay | Decode Your Mind: One-Day Intensive | Sat, 13 Feb 2027 (4 seats left)',
    );
    expect(choices[1].label).toMatch(/\(Fully booked\)$/);
  });

  it('lets a claim link choose the full event whose seat it holds, and no other full one', () => {
    const events = [
      event({ id: 'claimed', availability: 'FULL', enrollable: false, seatsLeft: 0 }),
      event({ id: 'full', availability: 'FULL', enrollable: false, seatsLeft: 0 }),
    ];
    const choices = workshopChoices(events, 'DECODE', L1, 'claimed');
    expect(choices.map((choice) => [choice.key, choice.selectable])).toEqual([
      ['claimed', true],
      ['full', false],
      [NEXT_INTAKE_KEY, true],
    ]);
    expect(choices[0].label).toMatch(/\(held for you\)$/);
  });

  it('offers only the next intake when the programme has no upcoming event', () => {
    expect(workshopChoices([], 'TASSO', 'Module 1')).toEqual([nextIntakeChoice('TASSO', 'Module 1')]);
  });

  it('fills the stored workshop and the course details from the event', () => {
    const [choice] = workshopChoices([event({ endDate: '2027-02-14', seatsLeft: 1 })], 'DECODE', L1);
    expect(choice.eventId).toBe('decode-dubai');
    expect(choice.label).toMatch(/Sat, 13 Feb 2027 to Sun, 14 Feb 2027 \(1 seat left\)$/);
    expect(choice.fields).toEqual({
      city: 'Dubai, Business Bay | Decode Your Mind: One-Day Intensive | 2027-02-13',
      venue: 'Dubai, Business Bay',
      timeslot: '9:00 AM - 6:00 PM',
      courseDetailDate: 'Sat, 13 Feb 2027 to Sun, 14 Feb 2027',
      courseDetailTime: '9:00 AM - 6:00 PM',
      courseDetailVenue: 'Dubai, Business Bay',
    });
  });
});

describe('the next available intake', () => {
  it('names the programme, has no event and leaves the course details to the server', () => {
    const choice = nextIntakeChoice('AWAKEN');
    expect(choice.label).toBe('Next available intake');
    expect(choice.eventId).toBeUndefined();
    expect(choice.fields).toEqual({
      city: 'Next available intake | Awaken the Limitless Human | date to be announced',
      venue: '',
      timeslot: '',
      courseDetailDate: '',
      courseDetailTime: '',
      courseDetailVenue: '',
    });
  });
});

describe('chosenWorkshop', () => {
  const choices = workshopChoices(
    [event({ id: 'open' }), event({ id: 'full', availability: 'FULL', enrollable: false, seatsLeft: 0 })],
    'DECODE',
    L1,
  );

  it('finds a choosable option by its key', () => {
    expect(chosenWorkshop(choices, 'open')?.eventId).toBe('open');
    expect(chosenWorkshop(choices, NEXT_INTAKE_KEY)?.eventId).toBeUndefined();
  });

  it('drops an event that has filled up, or one the list no longer has', () => {
    expect(chosenWorkshop(choices, 'full')).toBeUndefined();
    expect(chosenWorkshop(choices, 'gone')).toBeUndefined();
    expect(chosenWorkshop(choices, '')).toBeUndefined();
  });

  it('sends empty workshop fields while nothing is chosen, so the rules ask for a choice', () => {
    expect(workshopFields(undefined).city).toBe('');
  });
});

it('writes the workshop as location | name | ISO date, as the server does', () => {
  expect(
    enrolledEventFields({ location: 'Online (Zoom)', name: 'Talk', date: '2027-01-02', time: '' }).city,
  ).toBe('Online (Zoom) | Talk | 2027-01-02');
});
