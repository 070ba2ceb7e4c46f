/** The 'Add to calendar' links of the thank-you, the private page and the family confirmation. */
export const ADD_TO_CALENDAR = {
  heading: 'Add to calendar',
  google: 'Google Calendar',
  outlook: 'Outlook',
  ics: 'Apple / other (.ics)',
  newTab: ' (opens in a new tab)',
} as const;

/** Shown with the reference code wherever a registration is confirmed. */
export const REFERENCE_CODE_LABEL = 'Your reference';
export const REFERENCE_CODE_NOTE = 'Please quote it when you write to us.';
