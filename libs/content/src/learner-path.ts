/** The words of each learner's path through the levels (issue 28 §3), on the private page and in the admin. */
export const LEARNER_PATH = {
  title: 'Your path',
  staffTitle: 'Learner path',
  intro: 'The levels you have completed with us, the ones you have booked, and what comes next.',
  staffIntro: 'Every registration of this e-mail address: levels completed, booked, and next.',
  loading: 'Loading the path…',
  loadFailed: 'The path could not be loaded. Please reload the page.',
  completed: 'Completed',
  booked: 'Booked',
  next: 'Next',
  none: 'Nothing yet.',
  external: 'completed elsewhere',
  completedOn: (day: string) => `completed ${day}`,
  /** A completed level's link to its certificate's verification page. */
  certificate: (number: string) => `Certificate ${number}`,
  /** Beside a booked level still waiting for staff to approve its prerequisite. */
  awaitingApproval: 'awaiting our approval',
} as const;

/** The enrolment form's part for a level that needs another first. */
export const PREREQUISITE_TEXT = {
  needs: (level: string) =>
    `This level needs ${level} first. If you completed it with us, enrol with the same e-mail address.`,
  elsewhere: 'I completed it elsewhere',
  note: 'Where and when did you complete it?',
  noteHint: 'We check it before asking for payment; your seat is kept meanwhile.',
} as const;

/** Staff's part of a registration awaiting approval, and their record of a level completed elsewhere. */
export const PREREQUISITE_ADMIN = {
  requestTitle: 'Prerequisite completed elsewhere',
  needed: 'Needed first',
  note: 'Their note',
  decision: 'Decision',
  undecided: 'Awaiting approval',
  approve: 'Approve',
  decline: 'Decline',
  declineReason: 'Reason (sent to the registrant)',
  approved: (count: number) => `${count} approved`,
  declined: (count: number) => `${count} declined`,
  recordTitle: 'Record a level completed elsewhere',
  recordProgramme: 'Programme',
  recordLevel: 'Level',
  recordNote: 'Note (the certificate seen, its date)',
  record: 'Record',
  recorded: 'Recorded: it counts for prerequisites from now on.',
  /** The registrations list's bulk actions on registrations awaiting approval. */
  bulkApprove: 'Approve',
  bulkDecline: 'Decline',
  bulkDeclineQuestion: (count: number) =>
    count === 1
      ? 'Decline the selected registration? It is cancelled, its seat is freed and the registrant is told.'
      : `Decline the ${count} selected registrations? They are cancelled, their seats freed and the registrants told.`,
  bulkDeclineYes: 'Decline them',
  keep: 'Keep them',
} as const;
