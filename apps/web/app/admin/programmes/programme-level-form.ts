import type { UpdateProgrammeLevelMutationVariables } from '@academy/graphql-client';
import { wholeNumber } from '../events/event-form';
import type { ProgrammeLevelRow } from './use-programme-levels';

/** A level's terms as typed: numbers still text. */
export interface ProgrammeLevelFormValues {
  feeAmount: string;
  currency: string;
  durationDays: string;
  /** Empty: the level states no hours. */
  hours: string;
}

export function programmeLevelToForm(level: ProgrammeLevelRow): ProgrammeLevelFormValues {
  return {
    feeAmount: String(level.fee.amount),
    currency: level.fee.currency,
    durationDays: String(level.durationDays),
    hours: level.hours == null ? '' : String(level.hours),
  };
}

/** The form as the mutation's arguments; the server names any field it refuses. */
export function programmeLevelFormToVariables(
  level: Pick<ProgrammeLevelRow, 'programme' | 'level'>,
  values: ProgrammeLevelFormValues,
): UpdateProgrammeLevelMutationVariables {
  return {
    programme: level.programme,
    level: level.level,
    feeAmount: wholeNumber(values.feeAmount),
    currency: values.currency.trim().toUpperCase(),
    durationDays: wholeNumber(values.durationDays),
    hours: values.hours.trim() ? wholeNumber(values.hours) : null,
  };
}
