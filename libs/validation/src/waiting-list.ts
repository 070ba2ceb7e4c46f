import { readPhone } from './phone';
import { validateRegistrationField } from './registration';

/** What a waiting list asks for: the enrolment form's name, e-mail and mobile, under its rules. */
export const WAITING_LIST_FIELDS = ['firstName', 'lastName', 'email', 'mobileNo'] as const;
export type WaitingListField = (typeof WAITING_LIST_FIELDS)[number];
export type WaitingListErrors = Partial<Record<WaitingListField, string>>;

export interface WaitingListForm {
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string;
}

/** The enrolment form's messages for the same fields, in form order. */
export function validateWaitingList(input: Readonly<Record<string, unknown>>): WaitingListErrors {
  const errors: WaitingListErrors = {};
  for (const field of WAITING_LIST_FIELDS) {
    const message = validateRegistrationField(field, input[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** A waiting-list entry as it is stored: the mobile number as typed and in E.164. */
export interface PreparedWaitingList extends WaitingListForm {
  mobileNoE164: string | null;
}

/** Trimmed, the mobile number read as the enrolment form reads it. Call only on valid input. */
export function prepareWaitingList(input: Readonly<Record<string, unknown>>): PreparedWaitingList {
  const text = (field: WaitingListField) => String(input[field] ?? '').trim();
  const mobile = readPhone(text('mobileNo'));
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    mobileNo: mobile?.typed ?? text('mobileNo'),
    mobileNoE164: mobile?.e164 ?? null,
  };
}
