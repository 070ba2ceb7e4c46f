import { EMPTY_REGISTRATION, type RegistrationErrors, type RegistrationForm } from '@academy/validation';
import { edited, withoutErrors } from '../form/form-errors';
import { FIX_ERRORS_MESSAGE } from '../form/form-messages';
import type { SubmitAction } from '../form/use-form-submit';
import type { WorkshopFields } from './workshop-choices';

/**
 * The enrolment form's states and transitions (SPEC.md 4), as pure functions. The rules and messages
 * come from @academy/validation; the workshop's own fields come from the chosen choice, not from here.
 */
export type EnrolmentValues = Omit<RegistrationForm, keyof WorkshopFields>;
export type EnrolmentField = keyof EnrolmentValues;

export interface EnrolmentFormState {
  values: EnrolmentValues;
  /** The workshop select's value: an event id, NEXT_INTAKE_KEY, or '' before one is chosen. */
  workshopKey: string;
  errors: RegistrationErrors;
  status: 'editing' | 'submitting';
  /** The red banner's text; '' when there is none. */
  banner: string;
}

export type EnrolmentFormAction =
  | { type: 'changed'; field: EnrolmentField; value: string | boolean }
  | { type: 'workshopChosen'; key: string }
  | SubmitAction<RegistrationErrors>;

const {
  city: _city,
  venue: _venue,
  timeslot: _timeslot,
  courseDetailDate: _date,
  courseDetailTime: _time,
  courseDetailVenue: _place,
  ...EMPTY_VALUES
} = EMPTY_REGISTRATION;

/** The fields as they open, before the level is preselected. */
export const EMPTY_ENROLMENT_VALUES: EnrolmentValues = EMPTY_VALUES;

/**
 * The form as it opens: the preselected level and, from a calendar row, its event; or what a draft
 * restores (restoredEnrolment).
 */
export function initialEnrolmentState(
  levelName: string,
  workshopKey = '',
  restored?: Pick<EnrolmentFormState, 'values' | 'workshopKey'>,
): EnrolmentFormState {
  return {
    values: { ...EMPTY_VALUES, levelName },
    workshopKey,
    ...restored,
    errors: {},
    status: 'editing',
    banner: '',
  };
}

function changed(state: EnrolmentFormState, field: EnrolmentField, value: string | boolean) {
  const values = { ...state.values, [field]: value };
  // While the box is ticked, the permanent address is the current one, kept in step as it is typed.
  const copies = values.isSameAddress && (field === 'isSameAddress' || field === 'currentAddress');
  if (copies) values.permanenetAddress = values.currentAddress;
  // Editing clears the field's error.
  const errors = copies
    ? withoutErrors(state.errors, field, 'permanenetAddress')
    : withoutErrors(state.errors, field);
  return edited({ ...state, values }, errors);
}

export function enrolmentFormReducer(
  state: EnrolmentFormState,
  action: EnrolmentFormAction,
): EnrolmentFormState {
  switch (action.type) {
    case 'changed':
      return changed(state, action.field, action.value);
    case 'workshopChosen':
      return edited({ ...state, workshopKey: action.key }, withoutErrors(state.errors, 'city'));
    case 'submitRejected':
      return { ...state, errors: action.errors, status: 'editing', banner: FIX_ERRORS_MESSAGE };
    case 'submitStarted':
      return { ...state, status: 'submitting', banner: '' };
    case 'submitFailed':
      return {
        ...state,
        status: 'editing',
        banner: action.message,
        errors: { ...state.errors, ...action.fieldErrors },
      };
  }
}
