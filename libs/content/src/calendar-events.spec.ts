import fc from 'fast-check';
import { PRERENDERED_PATHS } from './site-routes';
import { PROVIDER } from './provider';
import { TRAINERS } from './trainers';
import { formatFee } from './fees';
import { PROGRAMME_LEVELS, eventLevelOptions, levelFee, levelTerms } from './programme-levels';
import {
  CALENDAR_EVENTS,
  CALENDAR_SEATS,
  byIsoDate,
  calendarAvailability,
  providerToday,
  formatEventDate,
} from './calendar-events';

const enrollable = CALENDAR_EVENTS.filter((event) => !event.noenroll);
const openEntry = CALENDAR_EVENTS.filter((event) => event.noenroll);

describe('calendar events', () => {
  it("lists SPEC's 20 events and 13 upcoming ones (the level pages' sessions, four workshops), with unique ids", () => {
    expect(CALENDAR_EVENTS).toHaveLength(33);
    expect(new Set(CALENDAR_EVENTS.map((event) => event.id)).size).toBe(33);
    for (const event of CALENDAR_EVENTS) expect(event.id).toMatch(/^[a-z0-9-]{1,64}$/);
  });

  it('gives every event 10 seats', () => {
    expect(CALENDAR_SEATS).toBe(10);
    for (const event of CALENDAR_EVENTS) expect(event.seats).toBe(10);
  });

  it("charges every enrollable event its level's fee, and nothing for open entry", () => {
    for (const event of enrollable) {
      const fee = levelFee(event.programme, event.level);
      expect({ id: event.id, fee }).toEqual({ id: event.id, fee: expect.anything() });
      expect(event).toMatchObject({
        price: formatFee(fee!),
        currency: fee!.currency,
        priceValue: fee!.amount,
      });
    }
    for (const event of openEntry) expect(event).toMatchObject({ price: 'Free', priceValue: 0 });
    expect(levelFee('DECODE', 'Level 2: Decode Your Behaviour')).toEqual({ currency: 'AED', amount: 2565 });
  });

  it("runs each multi-day event of a level for the level's days", () => {
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    for (const event of enrollable.filter((e) => e.endDate)) {
      const terms = levelTerms(event.programme, event.level);
      expect({ id: event.id, days: days(event.date, event.endDate!) }).toEqual({
        id: event.id,
        days: terms?.durationDays,
      });
    }
  });

  it("gives every event one of its programme's levels", () => {
    for (const event of CALENDAR_EVENTS) {
      expect([event.id, eventLevelOptions(event.programme)]).toEqual([
        event.id,
        expect.arrayContaining([event.level]),
      ]);
    }
  });

  it('has an upcoming session, past 26 November 2026, for every Decode level and Awaken levels 1 to 5', () => {
    const upcoming = CALENDAR_EVENTS.filter((event) => event.date > '2026-11-26');
    const levels = (programme: 'DECODE' | 'AWAKEN') =>
      new Set(upcoming.filter((event) => event.programme === programme).map((event) => event.level));
    expect([...levels('DECODE')].sort()).toEqual([...PROGRAMME_LEVELS.DECODE].sort());
    expect([...levels('AWAKEN')].sort()).toEqual(PROGRAMME_LEVELS.AWAKEN.slice(0, 5).sort());
    for (const event of upcoming.filter((e) => e.endDate)) {
      expect(event.endDate && event.endDate > event.date).toBe(true);
    }
  });

  it('has a few open-entry events, the HHME expo among them', () => {
    expect(openEntry.length).toBeGreaterThanOrEqual(2);
    expect(openEntry.length).toBeLessThanOrEqual(4);
    expect(openEntry.map((event) => event.pagelink)).toContain('/hhme');
  });

  it('runs from August 2025 to February 2026, then from January 2027, in date order, with real ISO dates', () => {
    const dates = CALENDAR_EVENTS.map((event) => event.date);
    expect(dates.filter((date) => date > '2026-02-28' && date < '2027-01-01')).toEqual([]);
    expect([...dates].sort()).toEqual(dates);
    for (const date of dates) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    }
    expect(dates[0] >= '2025-08-01').toBe(true);
    expect(dates[dates.length - 1] <= '2027-05-31').toBe(true);
  });

  it('fills every field that is shown', () => {
    for (const event of CALENDAR_EVENTS) {
      for (const field of ['name', 'time', 'location', 'trainer', 'level', 'participants'] as const) {
        expect(event[field]).toMatch(/\S/);
      }
      expect(event.time).toMatch(/^\d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M$/);
      expect(['Workshop', 'Training', 'Talk', 'Expo']).toContain(event.type);
    }
  });

  it('names trainers of the faculty', () => {
    const faculty = new Set(TRAINERS.map((trainer) => trainer.name));
    for (const event of CALENDAR_EVENTS.filter((e) => e.type !== 'Expo')) {
      expect(faculty).toContain(event.trainer);
    }
  });

  it('links only to pages the site prerenders', () => {
    const linked = CALENDAR_EVENTS.flatMap((event) => (event.pagelink ? [event.pagelink] : []));
    expect(linked.length).toBeGreaterThanOrEqual(15);
    for (const path of linked) expect(PRERENDERED_PATHS).toContain(path);
  });
});

describe('calendarAvailability', () => {
  const today = '2026-11-23';
  const base = {
    seats: 10,
    seatsTaken: 0,
    noEnroll: false,
    price: 'AED 375',
    date: '2026-12-05',
    isOpen: true,
  };

  it('shows the fee and takes enrolments while seats are left', () => {
    expect(calendarAvailability({ ...base, seatsTaken: 3 }, today)).toEqual({
      availability: 'OPEN',
      seatsLeft: 7,
      enrollable: true,
      price: 'AED 375',
    });
  });

  it('stops enrolments when the event is full, never counting below zero', () => {
    expect(calendarAvailability({ ...base, seatsTaken: 10 }, today)).toMatchObject({
      availability: 'FULL',
      seatsLeft: 0,
      enrollable: false,
    });
    expect(calendarAvailability({ ...base, seatsTaken: 12 }, today)).toMatchObject({
      availability: 'FULL',
      seatsLeft: 0,
      enrollable: false,
    });
  });

  it('closes an event once its first day has passed, and one staff closed', () => {
    expect(calendarAvailability({ ...base, date: '2026-11-22' }, today)).toMatchObject({
      availability: 'CLOSED',
      enrollable: false,
      seatsLeft: 10,
    });
    expect(calendarAvailability({ ...base, date: today }, today)).toMatchObject({ availability: 'OPEN' });
    expect(calendarAvailability({ ...base, isOpen: false }, today)).toMatchObject({
      availability: 'CLOSED',
      enrollable: false,
    });
  });

  it('closes every published event of 2025 and early 2026 today', () => {
    for (const event of CALENDAR_EVENTS.filter((e) => !e.noenroll && e.date < '2027-01-01')) {
      const facts = { ...event, seatsTaken: 0, noEnroll: false, isOpen: true };
      expect(calendarAvailability(facts, today).availability).toBe('CLOSED');
    }
  });

  it('hides the fee and enrolment of open-entry events', () => {
    expect(calendarAvailability({ ...base, noEnroll: true, price: 'Free' }, today)).toEqual({
      availability: 'OPEN_ENTRY',
      seatsLeft: 10,
      enrollable: false,
      price: null,
    });
  });
});

describe('providerToday', () => {
  it('reads the date in Gulf Standard Time (UTC+4)', () => {
    expect(providerToday(new Date('2026-11-22T19:59:59Z'))).toBe('2026-11-22');
    expect(providerToday(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });

  it("gives the date Intl reads in the provider's time zone, at any instant of any season", () => {
    const inZone = new Intl.DateTimeFormat('en-CA', {
      timeZone: PROVIDER.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (at) => {
          expect(providerToday(at)).toBe(inZone.format(at));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('byIsoDate', () => {
  it('orders rows by date, earliest first, keeping rows of one day together', () => {
    const rows = [
      { date: '2026-01-10' },
      { date: '2025-12-31' },
      { date: '2026-01-09' },
      { date: '2025-12-31' },
    ];
    expect([...rows].sort(byIsoDate).map((row) => row.date)).toEqual([
      '2025-12-31',
      '2025-12-31',
      '2026-01-09',
      '2026-01-10',
    ]);
  });
});

describe('programmes of the events', () => {
  it('follow the page each event links to', () => {
    const byId = Object.fromEntries(CALENDAR_EVENTS.map((event) => [event.id, event.programme]));
    expect(byId['decode-mind-dubai-2025-08']).toBe('DECODE');
    expect(byId['ich-foundations-dubai-2025-08']).toBe('AWAKEN');
    expect(byId['tasso-practice-online-2025-09']).toBe('TASSO');
    expect(byId['family-constellation-dubai-2025-09']).toBe('FAMILY_CONSTELLATION');
    expect(byId['hidden-colours-dubai-2026-01']).toBe('HIDDEN_COLOURS');
    expect(byId['hhme-expo-dubai-2025-10']).toBe('HHME');
    expect(byId['intro-talk-online-2025-08']).toBe('GENERAL');
  });
});

describe('formatEventDate', () => {
  it.each([
    ['2025-08-09', 'Sat, 9 Aug 2025'],
    ['2025-10-09', 'Thu, 9 Oct 2025'],
    ['2026-02-14', 'Sat, 14 Feb 2026'],
  ])('prints %s as %s', (iso, text) => {
    expect(formatEventDate(iso)).toBe(text);
  });

  it('leaves text that is not an ISO date as it is', () => {
    expect(formatEventDate('soon')).toBe('soon');
  });
});
