/*
 * The words of the Awaken the Limitless Human pages (/ich and /ich/levels) around the programme's data in
 * ich.ts: a module of their own, since islands that read the levels' data (enrolment) should not carry them.
 */

/** The headings and labels of an /ich/levels page that only this programme's level pages show. */
export const ICH_LEVEL_PAGE_TEXT = {
  meta: {
    title: 'Awaken the Limitless Human: Level Details',
    levelTitle: (level: number, title: string) => `Awaken the Limitless Human Level ${level}: ${title}`,
    description:
      'Each level of Awaken the Limitless Human in detail: what you learn, benefits, curriculum, prerequisites, price, next session and upcoming workshops.',
  },
  /** The hero's eyebrow, above the level's title. */
  programme: 'Awaken the Limitless Human',
  navLabel: 'Awaken the Limitless Human levels',
  navLevel: (level: number) => `Level ${level}`,
  immediateBenefits: 'Immediate Practical Applications',
  longTermBenefits: 'Long-Term Transformational Outcomes',
  curriculum: 'Curriculum Overview',
  whoShouldAttend: 'Who Should Attend',
  prerequisites: 'Prerequisites',
  upcomingWorkshops: 'Upcoming Workshops',
  workshopsCaption: 'Upcoming Awaken the Limitless Human workshops',
  enrolHeading: (level: number) => `Enroll in Level ${level}`,
  instructorRole: 'Instructor',
  courseDetails: {
    heading: 'Course Details',
    language: 'Language',
    skillLevel: 'Skill Level',
    students: 'Students',
    lectures: 'Lectures',
    quizzes: 'Quizzes',
    assessments: 'Assessments',
    totalHours: 'Total Hours',
  },
  /** The labels of level 6's dated session block. */
  session: {
    date: 'Date',
    time: 'Time',
    venue: 'Venue',
    registration: 'Registration',
  },
} as const;

/** The /ich programme page around its level cards. */
export const ICH_PAGE_TEXT = {
  meta: {
    title: 'Awaken the Limitless Human',
    description:
      'Awaken the Limitless Human: six levels of hypnotherapy and consciousness training, from Foundations of Consciousness to Born Again, with durations and fees.',
  },
  tagline:
    'Six levels that take you from understanding your own mind to guiding others through deep, lasting change.',
  levelsHeading: 'The Six Levels',
  levelsIntro:
    'Start at Level 1 and progress at your own pace. Enrol in a level to see its full curriculum, the next session and how to reserve your seat.',
} as const;
