/**
 * The headings and labels every level page shares (SPEC.md 2.8), Decode's and Awaken the Limitless
 * Human's alike: they live apart from any one programme so that each page imports only its own
 * programme's texts. The headings a single programme uses are with its texts (ich.ts, decode.ts).
 */
export const LEVEL_PAGE_TEXT = {
  /** 'Level 2: Decode Your Behaviour': the hero title, and the level's name in the calendar. */
  levelTitle: (level: number, title: string) => `Level ${level}: ${title}`,
  duration: 'Duration:',
  certification: 'Certification:',
  whatYoullLearn: "What You'll Learn",
  courseBenefits: 'Course Benefits',
  upcomingWorkshop: 'Upcoming Workshop',
  /** Said where a level has no session in the calendar yet. */
  noSession: 'To be announced',
  nextSessionLine: (nextSession: string) => `Next session: ${nextSession}.`,
  workshopColumns: ['City', 'Venue', 'Date', 'Time'],
  summary: {
    price: 'Price',
    nextSession: 'Next Session',
    /** What a screen reader hears after Enroll Now: the price and when the level is next taught. */
    enrolDetails: (price: string, nextSession: string) => `${price} · Next session: ${nextSession}`,
  },
  details: {
    included: 'What’s Included',
    questions: 'Have Questions?',
    questionsText: 'Write to us and a course adviser will reply within one working day.',
    emailUs: 'Email Us',
    /** The subject of the Email Us message, so the adviser knows the level at once. */
    emailSubject: (programme: string) => `Question about ${programme}`,
  },
  /** The portrait's alternative text; the role is written in lower case in the sentence. */
  portraitOf: (name: string, role: string) => `Portrait of ${name}, ${role.toLowerCase()}`,
} as const;

/**
 * The words of a level (or module) card on a programme page (Decode, Awaken the Limitless Human, TASSO)
 * and of the facilitator banner, beside the card's own texts (ProgrammeCard).
 */
export const PROGRAMME_CARD_TEXT = {
  duration: 'Duration',
  skill: 'Skill',
  fee: 'Fee',
  /** A card's Enroll Now link, named with the card's title for a screen reader. */
  enrol: 'Enroll Now',
  enrolLabel: (title: string) => `Enroll Now: ${title}`,
  facilitator: {
    portrait: (name: string) => `Portrait of ${name}`,
    knowMore: 'Know More',
    knowMoreLabel: (name: string) => `Know More about ${name}`,
  },
} as const;
