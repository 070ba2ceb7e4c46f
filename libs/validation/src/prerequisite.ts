import { readBoolean } from './registration';

/** The enrolment form's answer when its level needs another first (issue 28 §3). */
export interface PrerequisiteAnswer {
  /** 'I completed it elsewhere': staff approve the enrolment before payment is asked. */
  elsewhere: boolean;
  /** Where and when, for staff to check; empty unless `elsewhere`. */
  note: string;
}

export const PREREQUISITE_NOTE_MAX_LENGTH = 500;

const FORM_TICKED: Readonly<Record<string, boolean>> = { true: true, on: true, false: false, '': false };

export const PREREQUISITE_NOTE_REQUIRED = 'Tell us where and when you completed it';

/** The form's refusal of a level whose prerequisite the address has not completed with us. */
export const prerequisiteNeededMessage = (level: string) =>
  `This level needs ${level} first. If you completed it elsewhere, tick "I completed it elsewhere" and tell us where and when.`;

/** Its problems by field, and the answer read (a ticked box without a note is refused). */
export function readPrerequisiteAnswer(input: Readonly<Record<string, unknown>>): {
  answer: PrerequisiteAnswer;
  problems: Array<{ field: 'prerequisiteElsewhere' | 'prerequisiteNote'; message: string }>;
} {
  const problems: Array<{ field: 'prerequisiteElsewhere' | 'prerequisiteNote'; message: string }> = [];
  const box = input.prerequisiteElsewhere;
  // A form posted without script sends its tick box as text.
  const ticked = typeof box === 'string' ? FORM_TICKED[box] : readBoolean(box);
  if (ticked === undefined) {
    problems.push({
      field: 'prerequisiteElsewhere',
      message: 'I completed it elsewhere must be true or false',
    });
  }
  const raw = input.prerequisiteNote;
  const note = typeof raw === 'string' ? raw.trim() : '';
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    problems.push({ field: 'prerequisiteNote', message: 'The note must be text' });
  } else if (note.length > PREREQUISITE_NOTE_MAX_LENGTH) {
    problems.push({
      field: 'prerequisiteNote',
      message: `The note must be at most ${PREREQUISITE_NOTE_MAX_LENGTH} characters`,
    });
  } else if (ticked && note === '') {
    problems.push({ field: 'prerequisiteNote', message: PREREQUISITE_NOTE_REQUIRED });
  }
  return { answer: { elsewhere: ticked === true, note: ticked ? note : '' }, problems };
}
