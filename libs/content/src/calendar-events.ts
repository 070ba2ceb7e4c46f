import { type CataloguedProgramme, seedTerms } from './catalogue';
import { formatFee } from './fees';
import { PROVIDER } from './provider';
import { type ProgrammeKey, programmeOfPage } from './programmes';

/**
 * The practitioner event calendar (SPEC.md 2.12 and 3.6): SPEC's 20 events of 2025 and early 2026, all
 * past by now, and the sessions the Decode and Awaken level pages list as upcoming (SPEC.md 2.8's sample
 * rows), two Family Constellation and two Hidden Colours workshops, dated in 2027. Each has 10 seats and
 * costs its level's fee (catalogue.ts); the expo and the free talks are open entry. The server seeds its
 * calendar_event table from this list once (from then on staff manage the events, and each takes its
 * level's fee from the catalogue), and the pages prerender these rows before the live ones arrive from
 * the API.
 */

export type CalendarEventType = 'Workshop' | 'Training' | 'Talk' | 'Expo';

export interface CalendarEvent {
  /** Stable key: the server's primary key and the enrolment form's event reference. */
  id: string;
  name: string;
  seats: number;
  /** First day, ISO YYYY-MM-DD (text sorts chronologically and never shifts with a time zone). */
  date: string;
  /** Last day of a multi-day event, ISO. */
  endDate?: string;
  /** Start and end time as printed, Gulf Standard Time unless the text says otherwise. */
  time: string;
  location: string;
  trainer: string;
  type: CalendarEventType;
  /** The fee as displayed: its level's (catalogue.ts), or Free for open entry. */
  price: string;
  currency: string;
  /** The fee in whole units of the currency. */
  priceValue: number;
  /** One of the programme's levels (PROGRAMME_LEVELS), or All levels for a programme without any. */
  level: string;
  /** Who the event is meant for. */
  participants: string;
  /** Open entry: there is nothing to enrol in and no fee is shown. */
  noenroll?: boolean;
  /** The page of this site that describes the programme. */
  pagelink?: string;
  /** The programme the event belongs to (the enrolment form lists an event under its programme). */
  programme: ProgrammeKey;
}

/** Seats per calendar event (SPEC.md section 9). */
export const CALENDAR_SEATS = 10;

/** What a published event carries into a calendar row, whatever else the row holds. */
export type PublishedEventRow = Pick<
  CalendarEvent,
  | 'id'
  | 'name'
  | 'programme'
  | 'date'
  | 'time'
  | 'location'
  | 'trainer'
  | 'type'
  | 'level'
  | 'participants'
  | 'seats'
> & { endDate: string | null; noEnroll: boolean; pageLink: string | null };

/**
 * A published event in the calendar's own spelling (SPEC's `noenroll` and `pagelink` become noEnroll
 * and pageLink). The server seeds its calendar with it, and the web
 * prerenders the calendar from it.
 */
export function publishedEventRow(event: CalendarEvent): PublishedEventRow {
  return {
    id: event.id,
    name: event.name,
    programme: event.programme,
    date: event.date,
    endDate: event.endDate ?? null,
    time: event.time,
    location: event.location,
    trainer: event.trainer,
    type: event.type,
    level: event.level,
    participants: event.participants,
    seats: event.seats,
    noEnroll: event.noenroll ?? false,
    pageLink: event.pagelink ?? null,
  };
}

/**
 * The fee fields of an event of a programme's level (its rank there): the level's seeded fee, the one
 * figure every page shows.
 */
function feeOfLevel(programme: CataloguedProgramme, rank: number) {
  const { fee } = seedTerms(programme, rank);
  return { price: formatFee(fee), currency: fee.currency, priceValue: fee.amount };
}

/** The fee fields of an event with open entry: free, and hidden on the calendar. */
const OPEN_ENTRY = { price: 'Free', currency: 'AED', priceValue: 0, noenroll: true } as const;

const PUBLISHED_EVENTS: readonly Omit<CalendarEvent, 'programme'>[] = [
  {
    id: 'decode-mind-dubai-2025-08',
    name: 'Decode Your Mind: One-Day Intensive',
    seats: CALENDAR_SEATS,
    date: '2025-08-09',
    time: '9:00 AM - 6:00 PM',
    location: 'Dubai, Business Bay',
    trainer: 'Vikram Rao',
    type: 'Workshop',
    ...feeOfLevel('DECODE', 1),
    level: 'Level 1: Decode Your Mind',
    participants: 'Open to all adults',
    pagelink: '/decode',
  },
  {
    id: 'intro-talk-online-2025-08',
    name: 'Introduction to Conscious Living: Free Online Talk',
    seats: CALENDAR_SEATS,
    date: '2025-08-16',
    time: '7:00 PM - 8:30 PM',
    location: 'Online (Zoom)',
    trainer: 'Samir Haddad',
    type: 'Talk',
    ...OPEN_ENTRY,
    level: 'All levels',
    participants: 'Anyone curious about our trainings',
  },
  {
    id: 'family-constellation-abu-dhabi-2025-08',
    name: 'Family Constellation Workshop',
    seats: CALENDAR_SEATS,
    date: '2025-08-23',
    time: '10:00 AM - 5:00 PM',
    location: 'Abu Dhabi, Al Reem Island',
    trainer: 'Elena Novak',
    type: 'Workshop',
    ...feeOfLevel('FAMILY_CONSTELLATION', 1),
    level: 'Family Constellation Workshop',
    participants: 'Individuals and families',
    pagelink: '/family-constellation',
  },
  {
    id: 'ich-foundations-dubai-2025-08',
    name: 'Awaken the Limitless Human: Foundations Day',
    seats: CALENDAR_SEATS,
    date: '2025-08-30',
    time: '9:00 AM - 6:00 PM',
    location: 'Dubai, Jumeirah Lakes Towers',
    trainer: 'Samir Haddad',
    type: 'Training',
    ...feeOfLevel('AWAKEN', 1),
    level: 'Level 1: Foundations of Consciousness',
    participants: 'Aspiring hypnotherapists',
    pagelink: '/ich',
  },
  {
    id: 'family-constellation-dubai-2025-09',
    name: 'Family Constellation Workshop',
    seats: CALENDAR_SEATS,
    date: '2025-09-06',
    time: '10:00 AM - 5:00 PM',
    location: 'Dubai, Al Barsha',
    trainer: 'Elena Novak',
    type: 'Workshop',
    ...feeOfLevel('FAMILY_CONSTELLATION', 1),
    level: 'Family Constellation Workshop',
    participants: 'Individuals and families',
    pagelink: '/family-constellation',
  },
  {
    id: 'decode-behaviour-sharjah-2025-09',
    name: 'Decode Your Behaviour: Practice Day',
    seats: CALENDAR_SEATS,
    date: '2025-09-13',
    time: '9:00 AM - 6:00 PM',
    location: 'Sharjah, Al Majaz',
    trainer: 'Vikram Rao',
    type: 'Workshop',
    ...feeOfLevel('DECODE', 2),
    level: 'Level 2: Decode Your Behaviour',
    participants: 'Decode Level 1 graduates',
    pagelink: '/decode',
  },
  {
    id: 'tasso-practice-online-2025-09',
    name: 'Transpersonal Regression: Guided Practice Session',
    seats: CALENDAR_SEATS,
    date: '2025-09-20',
    time: '6:00 PM - 9:00 PM',
    location: 'Online (Zoom)',
    trainer: 'Layla Farouk',
    type: 'Training',
    ...feeOfLevel('TASSO', 1),
    level: 'Module 1: Foundations of Transpersonal Regression',
    participants: 'Hypnotherapy practitioners',
    pagelink: '/tasso',
  },
  {
    id: 'family-constellation-sharjah-2025-09',
    name: 'Family Constellation Workshop',
    seats: CALENDAR_SEATS,
    date: '2025-09-27',
    time: '10:00 AM - 5:00 PM',
    location: 'Sharjah, Al Majaz',
    trainer: 'Sofia Marques',
    type: 'Workshop',
    ...feeOfLevel('FAMILY_CONSTELLATION', 1),
    level: 'Family Constellation Workshop',
    participants: 'Individuals and families',
    pagelink: '/family-constellation',
  },
  {
    id: 'decode-relationships-dubai-2025-10',
    name: 'Decode Your Relationships: One-Day Workshop',
    seats: CALENDAR_SEATS,
    date: '2025-10-04',
    time: '9:00 AM - 6:00 PM',
    location: 'Dubai, Business Bay',
    trainer: 'Samir Haddad',
    type: 'Workshop',
    ...feeOfLevel('DECODE', 3),
    level: 'Level 3: Decode Your Relationships',
    participants: 'Decode Level 2 graduates',
    pagelink: '/decode',
  },
  {
    id: 'hhme-expo-dubai-2025-10',
    name: 'HHME 2025 Holistic Health Expo',
    seats: CALENDAR_SEATS,
    date: '2025-10-09',
    time: '9:00 AM - 6:00 PM',
    location: 'Grand Mercure Dubai',
    trainer: 'Conscious Living Academy team',
    type: 'Expo',
    ...OPEN_ENTRY,
    level: 'All levels',
    participants: 'Visitors of the expo',
    pagelink: '/hhme',
  },
  {
    id: 'family-constellation-abu-dhabi-2025-10',
    name: 'Family Constellation Workshop',
    seats: CALENDAR_SEATS,
    date: '2025-10-18',
    time: '10:00 AM - 5:00 PM',
    location: 'Abu Dhabi, Al Reem Island',
    trainer: 'Elena Novak',
    type: 'Workshop',
    ...feeOfLevel('FAMILY_CONSTELLATION', 1),
    level: 'Family Constellation Workshop',
    participants: 'Individuals and families',
    pagelink: '/family-constellation',
  },
  {
    id: 'ich-self-hypnosis-online-2025-10',
    name: 'Awaken the Limitless Human: Self-Hypnosis Practice',
    seats: CALENDAR_SEATS,
    date: '2025-10-25',
    time: '6:00 PM - 9:00 PM',
    location: 'Online (Zoom)',
    trainer: 'Samir Haddad',
    type: 'Training',
    ...feeOfLevel('AWAKEN', 2),
    level: 'Level 2: Clinical Hypnotherapy Practitioner',
    participants: 'Awaken the Limitless Human Level 1 graduates',
    pagelink: '/ich',
  },
  {
    id: 'family-constellation-al-ain-2025-11',
    name: 'Family Constellation Workshop',
    seats: CALENDAR_SEATS,
    date: '2025-11-01',
    time: '10:00 AM - 5:00 PM',
    location: 'Al Ain, Al Jimi',
    trainer: 'Elena Novak',
    type: 'Workshop',
    ...feeOfLevel('FAMILY_CONSTELLATION', 1),
    level: 'Family Constellation Workshop',
    participants: 'Individuals and families',
    pagelink: '/family-constellation',
  },
  {
    id: 'decode-blueprint-dubai-2025-11',
    name: 'Decode Your Blueprint: One-Day Workshop',
    seats: CALENDAR_SEATS,
    date: '2025-11-08',
    time: '9:00 AM - 6:00 PM',
    location: 'Dubai, Business Bay',
    trainer: 'Vikram Rao',
    type: 'Workshop',
    ...feeOfLevel('DECODE', 4),
    level: 'Level 4: Decode Your Blueprint',
    participants: 'Decode Level 3 graduates',
    pagelink: '/decode',
  },
  {
    id: 'family-constellation-ras-al-khaimah-2025-11',
    name: 'Family Constellation Workshop',
    seats: CALENDAR_SEATS,
    date: '2025-11-15',
    time: '10:00 AM - 5:00 PM',
    location: 'Ras Al Khaimah, Al Hamra',
    trainer: 'Sofia Marques',
    type: 'Workshop',
    ...feeOfLevel('FAMILY_CONSTELLATION', 1),
    level: 'Family Constellation Workshop',
    participants: 'Individuals and families',
    pagelink: '/family-constellation',
  },
  {
    id: 'qa-evening-online-2025-11',
    name: 'Free Q&A Evening: Choosing Your Training Path',
    seats: CALENDAR_SEATS,
    date: '2025-11-22',
    time: '7:00 PM - 8:00 PM',
    location: 'Online (Zoom)',
    trainer: 'Layla Farouk',
    type: 'Talk',
    ...OPEN_ENTRY,
    level: 'All levels',
    participants: 'Anyone choosing a first training',
  },
  {
    id: 'tasso-past-life-dubai-2025-12',
    name: 'Transpersonal Regression: Past-Life Exploration Day',
    seats: CALENDAR_SEATS,
    date: '2025-12-06',
    time: '9:00 AM - 6:00 PM',
    location: 'Dubai, Jumeirah Lakes Towers',
    trainer: 'Layla Farouk',
    type: 'Training',
    ...feeOfLevel('TASSO', 3),
    level: 'Module 3: Past Life Regression',
    participants: 'Hypnotherapy practitioners',
    pagelink: '/tasso',
  },
  {
    id: 'family-constellation-dubai-2025-12',
    name: 'Family Constellation Workshop',
    seats: CALENDAR_SEATS,
    date: '2025-12-13',
    time: '10:00 AM - 5:00 PM',
    location: 'Dubai, Al Barsha',
    trainer: 'Elena Novak',
    type: 'Workshop',
    ...feeOfLevel('FAMILY_CONSTELLATION', 1),
    level: 'Family Constellation Workshop',
    participants: 'Individuals and families',
    pagelink: '/family-constellation',
  },
  {
    id: 'hidden-colours-dubai-2026-01',
    name: 'Hidden Colours: Specialized Workshop',
    seats: CALENDAR_SEATS,
    date: '2026-01-17',
    time: '10:00 AM - 4:00 PM',
    location: 'Dubai, Al Barsha',
    trainer: 'Sofia Marques',
    type: 'Workshop',
    ...feeOfLevel('HIDDEN_COLOURS', 1),
    level: 'Hidden Colours Workshop',
    participants: 'Parents, teachers and counsellors',
    pagelink: '/Hidden-Colours',
  },
  {
    id: 'ich-integration-abu-dhabi-2026-02',
    name: 'Awaken the Limitless Human: Practitioner Integration Day',
    seats: CALENDAR_SEATS,
    date: '2026-02-14',
    time: '9:00 AM - 6:00 PM',
    location: 'Abu Dhabi, Al Reem Island',
    trainer: 'Anjali Menon',
    type: 'Training',
    ...feeOfLevel('AWAKEN', 3),
    level: 'Level 3: Regression Therapy and Inner Child Healing',
    participants: 'Awaken the Limitless Human Level 2 graduates',
    pagelink: '/ich',
  },
  {
    id: 'family-constellation-dubai-2027-01',
    name: 'Family Constellation Workshop',
    seats: CALENDAR_SEATS,
    date: '2027-01-09',
    time: '10:00 AM - 5:00 PM',
    location: 'Dubai, Al Barsha',
    trainer: 'Elena Novak',
    type: 'Workshop',
    ...feeOfLevel('FAMILY_CONSTELLATION', 1),
    level: 'Family Constellation Workshop',
    participants: 'Open to all adults',
    pagelink: '/family-constellation',
  },
  {
    id: 'decode-mind-dubai-2027-01',
    name: 'Decode Your Mind: One-Day Intensive',
    seats: CALENDAR_SEATS,
    date: '2027-01-16',
    time: '9:00 AM - 5:00 PM',
    location: 'Dubai, Al Barsha',
    trainer: 'Vikram Rao',
    type: 'Workshop',
    ...feeOfLevel('DECODE', 1),
    level: 'Level 1: Decode Your Mind',
    participants: 'Open to all adults',
    pagelink: '/decode',
  },
  {
    id: 'ich-foundations-dubai-2027-01',
    name: 'Awaken the Limitless Human: Foundations of Consciousness',
    seats: CALENDAR_SEATS,
    date: '2027-01-23',
    endDate: '2027-01-24',
    time: '9:00 AM - 6:00 PM',
    location: 'Dubai, Al Barsha',
    trainer: 'Anjali Menon',
    type: 'Training',
    ...feeOfLevel('AWAKEN', 1),
    level: 'Level 1: Foundations of Consciousness',
    participants: 'Open to all adults',
    pagelink: '/ich',
  },
  {
    id: 'decode-behaviour-abu-dhabi-2027-02',
    name: 'Decode Your Behaviour: Two-Day Workshop',
    seats: CALENDAR_SEATS,
    date: '2027-02-06',
    endDate: '2027-02-07',
    time: '9:00 AM - 5:00 PM',
    location: 'Abu Dhabi, Al Reem Island',
    trainer: 'Vikram Rao',
    type: 'Workshop',
    ...feeOfLevel('DECODE', 2),
    level: 'Level 2: Decode Your Behaviour',
    participants: 'Open to all adults',
    pagelink: '/decode',
  },
  {
    id: 'ich-practitioner-abu-dhabi-2027-02',
    name: 'Awaken the Limitless Human: Clinical Hypnotherapy Practitioner',
    seats: CALENDAR_SEATS,
    date: '2027-02-15',
    endDate: '2027-02-19',
    time: '9:00 AM - 6:00 PM',
    location: 'Abu Dhabi, Khalifa City',
    trainer: 'Anjali Menon',
    type: 'Training',
    ...feeOfLevel('AWAKEN', 2),
    level: 'Level 2: Clinical Hypnotherapy Practitioner',
    participants: 'Graduates of Level 1',
    pagelink: '/ich',
  },
  {
    id: 'family-constellation-abu-dhabi-2027-02',
    name: 'Family Constellation Workshop',
    seats: CALENDAR_SEATS,
    date: '2027-02-20',
    time: '10:00 AM - 5:00 PM',
    location: 'Abu Dhabi, Al Reem Island',
    trainer: 'Elena Novak',
    type: 'Workshop',
    ...feeOfLevel('FAMILY_CONSTELLATION', 1),
    level: 'Family Constellation Workshop',
    participants: 'Open to all adults',
    pagelink: '/family-constellation',
  },
  {
    id: 'ich-regression-sharjah-2027-03',
    name: 'Awaken the Limitless Human: Regression Therapy and Inner Child Healing',
    seats: CALENDAR_SEATS,
    date: '2027-03-08',
    endDate: '2027-03-12',
    time: '9:00 AM - 6:00 PM',
    location: 'Sharjah, Al Majaz',
    trainer: 'Anjali Menon',
    type: 'Training',
    ...feeOfLevel('AWAKEN', 3),
    level: 'Level 3: Regression Therapy and Inner Child Healing',
    participants: 'Graduates of Level 2',
    pagelink: '/ich',
  },
  {
    id: 'decode-relationships-sharjah-2027-03',
    name: 'Decode Your Relationships: Two-Day Workshop',
    seats: CALENDAR_SEATS,
    date: '2027-03-13',
    endDate: '2027-03-14',
    time: '10:00 AM - 6:00 PM',
    location: 'Sharjah, Al Majaz',
    trainer: 'Vikram Rao',
    type: 'Workshop',
    ...feeOfLevel('DECODE', 3),
    level: 'Level 3: Decode Your Relationships',
    participants: 'Open to all adults',
    pagelink: '/decode',
  },
  {
    id: 'hidden-colours-dubai-2027-03',
    name: 'Hidden Colours: Two-Day Workshop',
    seats: CALENDAR_SEATS,
    date: '2027-03-13',
    endDate: '2027-03-14',
    time: '9:30 AM - 5:30 PM',
    location: 'Dubai, Conscious Living Studio, Jumeirah Lake Towers',
    trainer: 'Sofia Marques',
    type: 'Workshop',
    ...feeOfLevel('HIDDEN_COLOURS', 1),
    level: 'Hidden Colours Workshop',
    participants: 'Parents, teachers and counsellors',
    pagelink: '/Hidden-Colours',
  },
  {
    id: 'decode-blueprint-dubai-2027-04',
    name: 'Decode Your Blueprint: Two-Day Workshop',
    seats: CALENDAR_SEATS,
    date: '2027-04-10',
    endDate: '2027-04-11',
    time: '9:00 AM - 5:00 PM',
    location: 'Dubai, Business Bay',
    trainer: 'Vikram Rao',
    type: 'Workshop',
    ...feeOfLevel('DECODE', 4),
    level: 'Level 4: Decode Your Blueprint',
    participants: 'Open to all adults',
    pagelink: '/decode',
  },
  {
    id: 'ich-parts-work-dubai-2027-04',
    name: 'Awaken the Limitless Human: Advanced Hypnotherapy and Parts Work',
    seats: CALENDAR_SEATS,
    date: '2027-04-12',
    endDate: '2027-04-17',
    time: '9:00 AM - 6:00 PM',
    location: 'Dubai, Jumeirah Lakes Towers',
    trainer: 'Anjali Menon',
    type: 'Training',
    ...feeOfLevel('AWAKEN', 4),
    level: 'Level 4: Advanced Hypnotherapy and Parts Work',
    participants: 'Graduates of Level 3',
    pagelink: '/ich',
  },
  {
    id: 'ich-transpersonal-dubai-2027-05',
    name: 'Awaken the Limitless Human: Transpersonal Healing Mastery',
    seats: CALENDAR_SEATS,
    date: '2027-05-10',
    endDate: '2027-05-17',
    time: '9:00 AM - 6:00 PM',
    location: 'Dubai, Al Barsha',
    trainer: 'Anjali Menon',
    type: 'Training',
    ...feeOfLevel('AWAKEN', 5),
    level: 'Level 5: Transpersonal Healing Mastery',
    participants: 'Graduates of Level 4',
    pagelink: '/ich',
  },
  {
    id: 'hidden-colours-abu-dhabi-2027-05',
    name: 'Hidden Colours: Two-Day Workshop',
    seats: CALENDAR_SEATS,
    date: '2027-05-15',
    endDate: '2027-05-16',
    time: '9:30 AM - 5:30 PM',
    location: 'Abu Dhabi, Still Waters Therapy Rooms, Khalifa City',
    trainer: 'Sofia Marques',
    type: 'Workshop',
    ...feeOfLevel('HIDDEN_COLOURS', 1),
    level: 'Hidden Colours Workshop',
    participants: 'Parents, teachers and counsellors',
    pagelink: '/Hidden-Colours',
  },
];

/** Each event's programme is the one whose page it links to. */
export const CALENDAR_EVENTS: readonly CalendarEvent[] = PUBLISHED_EVENTS.map((event) => ({
  ...event,
  programme: programmeOfPage(event.pagelink),
}));

/**
 * OPEN: takes enrolments and has a seat left. FULL: every seat is taken. CLOSED: its date has passed or
 * staff closed it. OPEN_ENTRY: a free talk or the expo, with nothing to enrol in.
 */
export const EVENT_AVAILABILITIES = ['OPEN', 'FULL', 'CLOSED', 'OPEN_ENTRY'] as const;
export type EventAvailability = (typeof EVENT_AVAILABILITIES)[number];

/** Whether a row that sells seats (a calendar event, a family session) can still be booked, and how much. */
export interface SeatAvailability {
  availability: EventAvailability;
  seatsLeft: number;
  enrollable: boolean;
}

/** What a visitor can still book: no fee and no enrolment for open-entry events, none once full or closed. */
export interface CalendarAvailability extends SeatAvailability {
  /** The fee to display, or null when the fee is hidden (open entry, SPEC.md 2.12). */
  price: string | null;
}

/** The seat and date facts of a row that sells seats: a calendar event or a family session. */
export interface SeatFacts {
  seats: number;
  seatsTaken: number;
  /** First day, ISO YYYY-MM-DD. */
  date: string;
  /** False once staff closed it. */
  isOpen: boolean;
  /** Open entry (calendar events only): nothing to take a seat in. */
  noEnroll?: boolean;
}

/** The seat, date and fee facts of an event that decide whether a visitor can enrol. */
export interface EventAvailabilityFacts extends SeatFacts {
  noEnroll: boolean;
  price: string;
}

/**
 * The one rule for seats and dates, shared by the API (live seat counts), the prerendered calendar
 * (published rows) and the server's seat taking, for events and family sessions alike, so all agree for
 * the same row. A row is open up to and including its first day (`today` in the provider's time zone).
 */
export function seatAvailability(row: SeatFacts, today: string): SeatAvailability {
  const seatsLeft = Math.max(0, row.seats - row.seatsTaken);
  const availability: EventAvailability = row.noEnroll
    ? 'OPEN_ENTRY'
    : !row.isOpen || row.date < today
      ? 'CLOSED'
      : seatsLeft === 0
        ? 'FULL'
        : 'OPEN';
  return { availability, seatsLeft, enrollable: availability === 'OPEN' };
}

/** An event's availability (seatAvailability) and the fee to show for it. */
export function calendarAvailability(event: EventAvailabilityFacts, today: string): CalendarAvailability {
  return { ...seatAvailability(event, today), price: event.noEnroll ? null : event.price };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Today's date (ISO YYYY-MM-DD) where the provider is: events close when this passes their date. Read
 * from the zone's fixed offset, not with Intl: the first Intl formatter a page makes loads ICU's data
 * (some 100 ms at 4× CPU slowdown), in the island that checks the live seats as the page becomes usable.
 */
export function providerToday(now: Date = new Date()): string {
  return new Date(now.getTime() + PROVIDER.utcOffsetHours * HOUR_MS).toISOString().slice(0, 10);
}

/**
 * Orders rows by their ISO dates, earliest first. Compared as plain strings, which ISO dates sort as:
 * localeCompare would make the page's first collator, which loads ICU's data (see providerToday).
 */
export const byIsoDate = (a: { date: string }, b: { date: string }): number =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : 0;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * An ISO date as the site prints it ('Sat, 9 Aug 2025'). Computed in UTC without Intl so the
 * prerendered HTML and the browser produce the same text whatever the visitor's locale and time zone.
 */
export function formatEventDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const weekday = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** An event's day, or its first and last days: 'Sat, 9 Aug 2025 to Sun, 10 Aug 2025'. */
export function formatEventDays(event: { date: string; endDate?: string | null }): string {
  const first = formatEventDate(event.date);
  return event.endDate ? `${first} to ${formatEventDate(event.endDate)}` : first;
}

/** What a registration records of the event it enrols in (the form and the server write the same). */
export interface EnrolledEventFields {
  /** 'location | name | ISO date'. */
  city: string;
  venue: string;
  timeslot: string;
  courseDetailDate: string;
  courseDetailTime: string;
  courseDetailVenue: string;
}

/** The event's details as a registration keeps them, so it reads right even if the event changes later. */
export function enrolledEventFields(event: {
  location: string;
  name: string;
  date: string;
  endDate?: string | null;
  time: string;
}): EnrolledEventFields {
  return {
    city: `${event.location} | ${event.name} | ${event.date}`,
    venue: event.location,
    timeslot: event.time,
    courseDetailDate: formatEventDays(event),
    courseDetailTime: event.time,
    courseDetailVenue: event.location,
  };
}

/** The words of the event calendar page (/practitioner, SPEC.md 2.12) around its rows. */
export const EVENT_CALENDAR_PAGE = {
  title: 'Event Calendar',
  intro:
    "Practitioner days, workshops and open talks across the UAE and online. Every event is kept to ten participants so that each person practises with the trainer's full attention. Choose an event to read about its programme, or enrol directly from the calendar.",
  checkingSeats: 'Checking the seats left…',
  seatsUnavailable:
    'We could not check the seats left just now, so the published schedule is shown. Please reload the page to try again.',
  /** Between the phone cards and the widest screens the seven columns scroll inside their box. */
  scrollHint: 'Scroll the table sideways to see every column.',
  noFee: 'No fee',
  fullyBooked: 'Fully booked',
  filtersLabel: 'Filter the events',
  anyProgramme: 'All programmes',
  anyMonth: 'Any month',
  anyCity: 'Any city',
  noUpcoming: 'No upcoming event matches these filters. Try another month or city, or write to us.',
  pastEvents: 'Past events',
  upcomingName: 'Event calendar',
  subscribe: 'Subscribe to this calendar',
  subscribeHint:
    'Add the link to Google Calendar, Outlook or Apple Calendar (as a calendar from a URL) and new dates appear there as we publish them.',
  feedPath: '/calendar.ics',
} as const;

/** What the Action column says for each availability; only OPEN offers a button. */
export const AVAILABILITY_LABEL: Record<EventAvailability, string> = {
  OPEN: 'Enroll Now',
  FULL: EVENT_CALENDAR_PAGE.fullyBooked,
  CLOSED: 'Closed',
  OPEN_ENTRY: 'Open entry',
};

/** '1 seat left', '3 seats left'. */
export function seatsLeftLabel(seatsLeft: number): string {
  return seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`;
}

/** An event's kind as a page shows it ('Workshop'). */
export const EVENT_TYPE_LABEL: Record<CalendarEventType, string> = {
  Workshop: 'Workshop',
  Training: 'Training',
  Talk: 'Talk',
  Expo: 'Expo',
};

/** The kind of an event as shown: its label, or the value as stored when it is none of the known kinds. */
export function eventTypeText(type: string): string {
  return Object.hasOwn(EVENT_TYPE_LABEL, type) ? EVENT_TYPE_LABEL[type as CalendarEventType] : type;
}

/** An event's time as a page shows it: as staff typed it ('10:00 AM - 5:00 PM'). */
export function eventTimeText(time: string): string {
  return time;
}

/** An event's place as a page shows it: as staff typed it ('Dubai, Al Barsha'). */
export function placeName(location: string): string {
  return location;
}

/**
 * The language of a text staff typed, for the lang of the element that shows it: none on the English
 * site (the page's language is English); the Arabic site marks Latin-script data as English.
 */
export function dataLang(_text: string): 'en' | undefined {
  return undefined;
}

/**
 * A text staff typed, cut where its language may change (between the parts of a place): on the English
 * site, the whole text.
 */
export function dataParts(text: string): readonly string[] {
  return [text];
}

/** An event's fee as the calendar API states it ('AED 1,200', 'Free'): as it is. */
export function eventPriceText(price: string): string {
  return price;
}
