import { HIDDEN_COLOURS } from './hidden-colours';
import { PROVIDER } from './provider';

/* The /Hidden-Colours page's own words, apart from the workshop's data that the enrolment island reads. */

/** The /Hidden-Colours page around the workshop's own texts: its section headings and search snippet. */
export const HIDDEN_COLOURS_PAGE = {
  meta: {
    title: `${HIDDEN_COLOURS.title}: ${HIDDEN_COLOURS.menuLabel}`,
    description: `${HIDDEN_COLOURS.title}, a two-day workshop by ${PROVIDER.name} on the emotions we learned to hide, with inner child and shadow work through colour and guided visualisation.`,
  },
  seeNextDates: 'See the next dates',
  sections: {
    about: 'What the workshop is about',
    themes: 'What we explore',
    audience: 'Who it is for',
    outcomes: 'What you take away',
    format: 'Workshop format',
    nextDates: 'Next dates',
  },
  /** A date card's terms, for screen readers only. */
  session: { dates: 'Dates', time: 'Time', venue: 'Venue' },
} as const;
