import { CALENDAR_EVENTS } from './calendar-events';
import { PROVIDER } from './provider';

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

export type ProgramStatus = 'Open' | 'Filling fast';

/** A Family Constellation workshop on the page's Programs Details table (SPEC.md 3.6, Program row). */
export interface ProgramRow {
  id: string;
  Event: string;
  /** ISO YYYY-MM-DD. */
  Date: string;
  time: string;
  Location: string;
  capacity: number;
  organisedby: string;
  status: ProgramStatus;
}

/** Workshops booked well ahead of the others. */
const FILLING_FAST = new Set(['family-constellation-dubai-2025-09', 'family-constellation-dubai-2025-12']);

/**
 * The seven workshop rows (August to December 2025) are the calendar's Family Constellation events,
 * so the page and /practitioner can never list different dates or places for the same workshop.
 */
export const FAMILY_CONSTELLATION_PROGRAMS: readonly ProgramRow[] = CALENDAR_EVENTS.filter(
  (event) => event.pagelink === '/family-constellation',
).map((event) => ({
  id: event.id,
  Event: event.name,
  Date: event.date,
  time: event.time,
  Location: event.location,
  capacity: event.seats,
  organisedby: PROVIDER.name,
  status: FILLING_FAST.has(event.id) ? 'Filling fast' : 'Open',
}));

/** A private family session the booking form offers (SPEC.md 3.6, Family session). */
export interface FamilySession {
  id: string;
  Venue: string;
  /** ISO YYYY-MM-DD. */
  date: string;
  /** The time slots a family can choose from. */
  time: readonly string[];
}

export const FAMILY_SESSIONS: readonly FamilySession[] = [
  {
    id: 'family-session-dubai-2025-09',
    Venue: 'Dubai, Al Barsha studio',
    date: '2025-09-07',
    time: ['10:00 AM - 11:30 AM', '12:30 PM - 2:00 PM', '3:00 PM - 4:30 PM'],
  },
  {
    id: 'family-session-abu-dhabi-2025-10',
    Venue: 'Abu Dhabi, Al Reem Island studio',
    date: '2025-10-19',
    time: ['10:00 AM - 11:30 AM', '12:30 PM - 2:00 PM', '3:00 PM - 4:30 PM'],
  },
  {
    id: 'family-session-online-2025-11',
    Venue: 'Online (Zoom), US Eastern Time',
    date: '2025-11-09',
    time: ['9:00 AM - 10:30 AM', '11:00 AM - 12:30 PM', '2:00 PM - 3:30 PM'],
  },
  {
    id: 'family-session-dubai-2025-12',
    Venue: 'Dubai, Al Barsha studio',
    date: '2025-12-14',
    time: ['10:00 AM - 11:30 AM', '12:30 PM - 2:00 PM', '3:00 PM - 4:30 PM'],
  },
];
