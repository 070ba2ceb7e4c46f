/*
 * The words of the Decode pages (/decode and its level pages) around the programme's data in decode.ts: a
 * module of their own, since islands that read the levels' data (enrolment) should not carry them.
 */

/** The /decode programme page around its level cards. */
export const DECODE_PAGE_TEXT = {
  meta: {
    title: 'DECODE',
    description:
      'DECODE in four levels: Decode Your Mind, Behaviour, Relationships and Blueprint. Watch the trailer, compare the levels and enrol.',
  },
  title: 'DECODE',
  tagline: 'Transform your Mind, Behavior, Relationships, and Blueprint',
  trailerTitle: 'DECODE trailer',
  trailerLabel: 'Play the DECODE trailer',
  levelsHeading: 'Four Levels, One Journey',
  levelsIntro:
    'Each level stands on its own and prepares you for the next: begin with the mind, then work through behaviour and relationships to the blueprint that shapes your whole life.',
  testimonialsHeading: 'What People Say',
} as const;

/** The headings and labels of a Decode level page that the Awaken the Limitless Human ones do not share. */
export const DECODE_LEVEL_PAGE_TEXT = {
  meta: {
    title: (level: number, title: string) => `Decode Level ${level}: ${title}`,
    description: (level: number, title: string, duration: string, fee: string) =>
      `Decode Level ${level}, ${title}: ${duration}, ${fee}. What you will learn, course benefits and upcoming workshops.`,
  },
  /** The hero's eyebrow, above the level's title. */
  programme: 'Decode',
  immediateBenefits: 'Immediate Benefits',
  longTermBenefits: 'Long-Term Benefits',
  workshopsCaption: 'Upcoming Decode workshops',
  summaryHeading: (level: number) => `Level ${level}`,
  instructorRole: 'Lead Instructor',
} as const;
