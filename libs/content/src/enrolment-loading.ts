/**
 * What the enrolment modal says while its form loads, or when it cannot: kept apart because every page
 * with an Enroll Now carries it, while ENROLMENT_TEXT
 * loads with the form (bundlers split by module, so it is a module of its own).
 */
export const ENROLMENT_LOADING_TEXT = {
  /** SPEC's button that opens the enrolment modal. */
  enrolNow: 'Enroll Now',
  /** The modal's heading, which the loading dialog shows too. */
  dialogTitle: (title: string) => `Enrol in ${title}`,
  loading: 'Loading the enrolment form…',
  loadFailed:
    'The enrolment form could not be loaded. Please check your connection and reload the page, or write to us at',
} as const;
