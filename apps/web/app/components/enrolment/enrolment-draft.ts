import type { ProgrammeKey } from '@academy/content';
import { type FormDraft, formDraft, sameShape } from '../form/form-draft';
import {
  EMPTY_ENROLMENT_VALUES,
  type EnrolmentFormState,
  type EnrolmentValues,
} from './enrolment-form-state';
import type { EnrolmentTarget } from './enrolment-target';

/** What the enrolment form keeps of itself: its fields and the chosen workshop (there are no files). */
export interface EnrolmentDraft {
  values: EnrolmentValues;
  workshopKey: string;
}

/** One draft per programme: reopening any of its Enroll Now buttons finds it. */
export function enrolmentDraft(programme: ProgrammeKey): FormDraft<EnrolmentDraft> {
  return formDraft(`enrolment.${programme}`, (stored) => {
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { values, workshopKey } = stored as Record<string, unknown>;
    return {
      values: { ...EMPTY_ENROLMENT_VALUES, ...sameShape(EMPTY_ENROLMENT_VALUES, values) },
      workshopKey: typeof workshopKey === 'string' ? workshopKey : '',
    };
  });
}

/**
 * Whether the visitor has typed anything: the level and the workshop are preselected by the button
 * that opened the form, so choosing them alone is not typing.
 */
export function hasTypedEnrolment({ values }: Pick<EnrolmentFormState, 'values'>): boolean {
  return (Object.keys(EMPTY_ENROLMENT_VALUES) as (keyof EnrolmentValues)[]).some(
    (field) => field !== 'levelName' && values[field] !== EMPTY_ENROLMENT_VALUES[field],
  );
}

/**
 * The form as it reopens with a draft: what was typed, with the level and workshop of the button that
 * opened it; the draft's workshop only where that button names none and the level is the draft's.
 */
export function restoredEnrolment(
  draft: EnrolmentDraft,
  levelName: string,
  targetEventId: string | undefined,
): Pick<EnrolmentFormState, 'values' | 'workshopKey'> {
  const sameLevel = draft.values.levelName === levelName;
  return {
    values: { ...draft.values, levelName },
    workshopKey: targetEventId ?? (sameLevel ? draft.workshopKey : ''),
  };
}

/** The form as a claim link opens it: the waiting-list entry's name, e-mail and mobile, on its event. */
export function claimedEnrolment(
  target: EnrolmentTarget,
  levelName: string,
): Pick<EnrolmentFormState, 'values' | 'workshopKey'> | undefined {
  if (!target.claim || !target.eventId) return undefined;
  const { firstName, lastName, email, mobileNo } = target.claim;
  return {
    values: { ...EMPTY_ENROLMENT_VALUES, levelName, firstName, lastName, email, mobileNo },
    workshopKey: target.eventId,
  };
}
