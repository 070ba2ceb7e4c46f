/* The /tasso page's own words, apart from the modules' data in tasso.ts that the enrolment island reads. */

/** The /tasso page's heading over the module cards, its title and description for search engines. */
export const TASSO_PAGE_TEXT = {
  meta: {
    title: 'Transpersonal Regression (TASSO)',
    description: (duration: string, fee: string) =>
      `TASSO Transpersonal Regression therapy training: six modules of ${duration} each, ${fee} per module.`,
  },
  modulesHeading: 'Six Modules',
  /** A module's Enroll Now, named for a screen reader. */
  enrolLabel: (title: string) => `Enroll Now: ${title}`,
} as const;
