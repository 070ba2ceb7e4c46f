/* The /individual page's own words, apart from the programme's data that the enrolment island reads. */

/** The Customized Individual Training page's own words around INDIVIDUAL_TRAINING: headings, labels, meta. */
export const INDIVIDUAL_PAGE = {
  meta: {
    title: 'Customized Individual Training',
    description:
      'Customized Individual Training: a one-to-one programme planned around your goals, schedule and pace, in person in Dubai, online or as an intensive.',
  },
  contact: 'Contact Us',
  /** Under the programme's name in the enrolment form. */
  enrolDetails: 'We will arrange a free discovery call before planning your sessions.',
  illustrationAlt:
    'A facilitator and a learner sitting at a small table, with a training plan on the board behind them',
  audiences: 'Who It Is For',
  steps: 'How It Works',
  formats: 'Formats',
  questions: 'Common Questions',
} as const;
