/* The not-found page's words: a module of its own, which only that page reads. */

/** The not-found page (SPEC.md 2.1 catch-all) and its tags. */
export const NOT_FOUND_PAGE = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist.',
  eyebrow: 'ERROR 404',
  text: 'The page you are looking for does not exist or has moved. Try one of these instead.',
  home: 'Go to Home',
  contact: 'Contact Us',
  programmesLabel: 'Our programmes',
  programmesHeading: 'Explore our programmes',
  /** Where a lost visitor most likely wanted to go: the programme pages. */
  programmes: [
    { label: 'DECODE', path: '/decode' },
    { label: 'Awaken the Limitless Human', path: '/ich' },
    { label: 'Transpersonal Regression', path: '/tasso' },
    { label: 'Family Constellation', path: '/family-constellation' },
    { label: 'Event calendar', path: '/practitioner' },
  ],
} as const;
