import type { EventAvailability } from './calendar-events';
import { PROVIDER } from './provider';
import { PHONE_HINT } from './forms';

/** The Family Constellation page (SPEC.md 2.11): hero, About blurb, programme rows, family sessions. */

export const FAMILY_CONSTELLATION_HERO = {
  title: 'Family Constellation',
  tagline: 'See the hidden patterns your family carries, and find your own place within it.',
  videoTitle: 'Family Constellation: an introduction',
  playLabel: 'Play the Family Constellation introduction video',
} as const;

export const FAMILY_CONSTELLATION_ABOUT = {
  heading: 'About Family Constellation',
  paragraphs: [
    'Family Constellation is a group method that makes the unseen dynamics of a family system visible. A participant chooses people from the group to stand in for family members and places them in the room; how the representatives feel and move often reveals loyalties, exclusions and burdens that have passed quietly from one generation to the next.',
    'Guided by an experienced facilitator, the constellation moves towards an order in which everyone has their place again. Many participants leave with a sense of relief, a clearer view of a recurring conflict and a new way of relating to parents, partners and children.',
  ],
} as const;

/** Plain answers to what a newcomer asks before a first workshop. */
export const FAMILY_CONSTELLATION_STEPS = [
  {
    title: 'Share your question',
    text: 'You tell the facilitator, briefly and in confidence, what you would like to look at: a family conflict, a repeating pattern or a loss that still weighs on you.',
  },
  {
    title: 'Set up the constellation',
    text: 'You choose representatives for yourself and the family members involved and place them intuitively in the room. No acting and no prior knowledge are needed.',
  },
  {
    title: 'Watch the picture change',
    text: 'The representatives describe what they sense. Step by step the facilitator looks for a healing order and, with your agreement, offers simple sentences of acknowledgement.',
  },
  {
    title: 'Take it home',
    text: 'You leave with a new inner image of your family. We recommend a quiet evening afterwards and offer a follow-up conversation within two weeks.',
  },
] as const;

export const FAMILY_CONSTELLATION_EXPECTATIONS = [
  'Small groups of at most 10 participants, so every constellation gets time and care',
  'You may set up your own constellation or take part as a representative for others',
  'What is shared in the group stays in the group',
  'Comfortable clothing is best; water and light refreshments are provided',
  'Not a replacement for medical or psychological treatment',
] as const;

/** Where a workshop stands for a visitor, from its seats and date. */
export type ProgrammeStatus = 'Open' | 'Filling fast' | 'Fully booked' | 'Closed';

/** A Family Constellation workshop on the page's Programs Details table (SPEC.md 3.6, Program row). */
export interface ProgrammeRow {
  id: string;
  Event: string;
  /** ISO YYYY-MM-DD. */
  Date: string;
  time: string;
  Location: string;
  capacity: number;
  organisedby: string;
  status: ProgrammeStatus;
  /** Whether Enroll Now is offered: open, not yet begun, a seat left. */
  enrollable: boolean;
}

/** A workshop with this few seats left is said to be filling fast. */
const FILLING_FAST_SEATS = 3;

/**
 * A Programs Details row from a calendar event (published or live): the page and /practitioner always
 * list the same dates, places and seats for the same workshop.
 */
export function programmeRow(event: {
  id: string;
  name: string;
  date: string;
  time: string;
  location: string;
  seats: number;
  seatsLeft: number;
  availability: EventAvailability;
}): ProgrammeRow {
  const status: ProgrammeStatus =
    event.availability === 'CLOSED' || event.availability === 'OPEN_ENTRY'
      ? 'Closed'
      : event.availability === 'FULL'
        ? 'Fully booked'
        : event.seatsLeft <= FILLING_FAST_SEATS
          ? 'Filling fast'
          : 'Open';
  return {
    id: event.id,
    Event: event.name,
    Date: event.date,
    time: event.time,
    Location: event.location,
    capacity: event.seats,
    organisedby: PROVIDER.name,
    status,
    enrollable: event.availability === 'OPEN',
  };
}

/** A private family session the booking form offers (SPEC.md 3.6, Family session). */
export interface FamilySession {
  id: string;
  Venue: string;
  /** ISO YYYY-MM-DD. */
  date: string;
  /** The time slots a family can choose from. */
  time: readonly string[];
  /** Where the slots' times are read (IANA zone); the provider's own unless the venue says otherwise. */
  timeZone: string;
}

/** SPEC.md 9: 10 seats per Family Constellation event; a family takes one seat per member. */
export const FAMILY_SESSION_SEATS = 10;

export const FAMILY_SESSIONS: readonly FamilySession[] = [
  {
    id: 'family-session-dubai-2025-09',
    Venue: 'Dubai, Al Barsha studio',
    date: '2025-09-07',
    time: ['10:00 AM - 11:30 AM', '12:30 PM - 2:00 PM', '3:00 PM - 4:30 PM'],
    timeZone: PROVIDER.timeZone,
  },
  {
    id: 'family-session-abu-dhabi-2025-10',
    Venue: 'Abu Dhabi, Al Reem Island studio',
    date: '2025-10-19',
    time: ['10:00 AM - 11:30 AM', '12:30 PM - 2:00 PM', '3:00 PM - 4:30 PM'],
    timeZone: PROVIDER.timeZone,
  },
  {
    id: 'family-session-online-2025-11',
    Venue: 'Online (Zoom), US Eastern Time',
    date: '2025-11-09',
    time: ['9:00 AM - 10:30 AM', '11:00 AM - 12:30 PM', '2:00 PM - 3:30 PM'],
    timeZone: 'America/New_York',
  },
  {
    id: 'family-session-dubai-2025-12',
    Venue: 'Dubai, Al Barsha studio',
    date: '2025-12-14',
    time: ['10:00 AM - 11:30 AM', '12:30 PM - 2:00 PM', '3:00 PM - 4:30 PM'],
    timeZone: PROVIDER.timeZone,
  },
];

/** The family sessions section and its booking modal (SPEC.md 2.11). */
export const FAMILY_SESSIONS_TEXT = {
  title: 'Book a Family Session',
  lead: 'A private constellation for your family in a small group. Choose a session and a time slot; up to four family members can come together.',
  loading: 'Loading the upcoming family sessions…',
  failed: 'We could not load the family sessions just now.',
  empty: 'No family sessions are scheduled at the moment.',
  contactPrompt: 'Write to us',
  contactAfter: 'and we will let you know as soon as the next one opens.',
  bookingHeading: 'Book Your Family Session',
  /** How a session is named where its venue alone would be unclear (the waiting list's dialog). */
  sessionName: (venue: string) => `Family session, ${venue}`,
  membersHint: 'One seat is kept for each family member, up to four.',
  phoneHint: PHONE_HINT,
} as const;

/** The words around the Programs Details rows (SPEC.md 2.11). */
export const FAMILY_CONSTELLATION_PROGRAMMES = {
  upcomingCaption: 'Family Constellation workshops: date, event, location and enrolment',
  pastCaption: 'Past Family Constellation workshops: date, event, location',
  noUpcoming:
    'No workshop is scheduled just now. Write to us and we will tell you as soon as the next one is set.',
} as const;
