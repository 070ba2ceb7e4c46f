/*
 * The /family-constellation page's own words, apart from family-constellation.ts, which the Programs
 * Details and family sessions islands read.
 */

/** The /family-constellation page's own words around its content objects: headings, labels, meta. */
export const FAMILY_CONSTELLATION_PAGE = {
  meta: {
    title: 'Family Constellation',
    description:
      'Family Constellation workshops in the UAE: what a constellation is, what to expect, and the dates and places of the next workshops.',
  },
  heroLabel: 'Family Constellation introduction',
  /** The hero's eyebrow, above the title. */
  heroEyebrow: 'Workshop',
  programmesTitle: 'Programs Details',
  programmesLead:
    'Full-day workshops in small groups of ten. Choose a date and place, then enrol to reserve your seat.',
  stepsTitle: 'How a Constellation Works',
  expectationsTitle: 'What to Expect',
  /** A sentence around a link to Contact Us: before, the link, after. */
  questions: {
    before: 'Questions before you book?',
    link: 'Write to us',
    after: 'and our facilitator will call you back.',
  },
  seeDates: 'See the workshop dates',
  illustrationAlt:
    "Illustration of a constellation: a participant's representatives standing in a circle, connected by lines, with two observers at the edge",
} as const;

/** The Programs Details table's columns, in SPEC.md 2.11's order, and the facts only a phone's cards name. */
export const FAMILY_PROGRAMMES_TABLE_TEXT = {
  columns: ['Date', 'Event', 'Location', 'Enroll Now'],
  time: 'Time',
  /** What a row says about its group: 'Filling fast · 10 seats · by …'. */
  groupLine: (status: string, capacity: number, organisedBy: string) =>
    `${status} · ${capacity} seats · by ${organisedBy}`,
  group: 'Group',
} as const;
