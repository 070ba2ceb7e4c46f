import type { ProgrammeKey } from './programmes';

/** How many days before an event (or family session) each reminder goes out. */
export const REMINDER_DAYS = [7, 1] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

/** The local hour (the provider's time zone) from which a due reminder is sent: never in the night. */
export const REMINDER_SEND_HOUR = 8;

const PRACTICE_DAY = [
  'Comfortable, layered clothing: the training room is air-conditioned and much of the practice is lying or sitting down',
  'A notebook and pen',
  'A water bottle',
  'Your Emirates ID or passport for sign-in',
];

/** What a registrant brings, by programme: said in the reminders. */
export const WHAT_TO_BRING: Readonly<Record<ProgrammeKey, readonly string[]>> = {
  DECODE: [...PRACTICE_DAY, 'A photo of yourself as a child, if you have one (it stays with you)'],
  AWAKEN: [
    ...PRACTICE_DAY,
    'A light blanket and a small cushion for the guided trance work',
    'Your practice journal from earlier levels, if you have one',
  ],
  TASSO: [
    ...PRACTICE_DAY,
    'A light blanket and a small cushion for the regression practice',
    'The course notes sent with your confirmation, printed or on a tablet',
  ],
  FAMILY_CONSTELLATION: [
    'Comfortable clothing and socks: the constellation work is done standing and moving without shoes',
    'A notebook and pen',
    'The names of the family members you would like to work with, if you are bringing a question of your own',
  ],
  HIDDEN_COLOURS: [
    'Clothes that may get paint or pastel on them',
    'A water bottle',
    'Nothing else: every art material is provided',
  ],
  INDIVIDUAL: ['A notebook and pen', 'Any notes or questions you would like to work on with your trainer'],
  HHME: ['Your registration reference, shown at the entrance', 'A water bottle and comfortable shoes'],
  GENERAL: ['A notebook and pen, if you like to take notes'],
};

/** What a family brings to a family session. */
export const FAMILY_SESSION_BRING: readonly string[] = WHAT_TO_BRING.FAMILY_CONSTELLATION;
