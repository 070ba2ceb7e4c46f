import {
  ENQUIRY_FIELDS,
  EMPTY_ENQUIRY,
  validateEnquiryField,
  type Enquiry,
  type EnquiryErrors,
  type EnquiryField,
} from '@academy/validation';
import { withoutErrors } from '../../components/form/form-errors';

/**
 * The contact form's states and transitions (SPEC.md section 4), as pure functions so they can be
 * tested without a browser. The rules and messages themselves come from @academy/validation.
 */
export type ContactFormStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface ContactFormState {
  values: Enquiry;
  errors: EnquiryErrors;
  touched: Partial<Record<EnquiryField, true>>;
  status: ContactFormStatus;
  /** The red banner's text while status is 'failed'. */
  failureMessage: string;
}

export type ContactFormAction =
  | { type: 'changed'; field: EnquiryField; value: string | boolean }
  | { type: 'left'; field: EnquiryField }
  | { type: 'submitRejected'; errors: EnquiryErrors }
  | { type: 'submitStarted' }
  | { type: 'submitSucceeded' }
  | { type: 'submitFailed'; message: string; fieldErrors: EnquiryErrors };

export const INITIAL_CONTACT_FORM_STATE: ContactFormState = {
  values: EMPTY_ENQUIRY,
  errors: {},
  touched: {},
  status: 'idle',
  failureMessage: '',
};

const ALL_TOUCHED: ContactFormState['touched'] = Object.fromEntries(
  ENQUIRY_FIELDS.map((field) => [field, true]),
);

function hasValue(value: string | boolean): boolean {
  return typeof value === 'boolean' ? value : value !== '';
}

export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'changed':
      // Typing clears that field's error; it is checked again when the field is left. Another country
      // may not ask a zip code, or read the number otherwise: their errors go too.
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors:
          action.field === 'country'
            ? withoutErrors(withoutErrors(state.errors, 'country'), 'zipCode')
            : withoutErrors(state.errors, action.field),
      };
    case 'left': {
      // An untouched empty field is not scolded the first time the visitor tabs through it.
      const value = state.values[action.field];
      const shouldCheck = hasValue(value) || state.touched[action.field] === true;
      const message = shouldCheck
        ? validateEnquiryField(action.field, value, { ...state.values })
        : undefined;
      return {
        ...state,
        touched: { ...state.touched, [action.field]: true },
        errors: message
          ? { ...state.errors, [action.field]: message }
          : withoutErrors(state.errors, action.field),
      };
    }
    case 'submitRejected':
      return { ...state, errors: action.errors, touched: ALL_TOUCHED, status: 'idle', failureMessage: '' };
    case 'submitStarted':
      return { ...state, status: 'submitting', failureMessage: '' };
    case 'submitSucceeded':
      return { ...INITIAL_CONTACT_FORM_STATE, status: 'succeeded' };
    case 'submitFailed':
      return {
        ...state,
        status: 'failed',
        failureMessage: action.message,
        errors: { ...state.errors, ...action.fieldErrors },
        touched: { ...state.touched, ...markTouched(action.fieldErrors) },
      };
  }
}

function markTouched(errors: EnquiryErrors): ContactFormState['touched'] {
  return Object.fromEntries(Object.keys(errors).map((field) => [field, true]));
}
