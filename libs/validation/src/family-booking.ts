import { PHONE_EXAMPLE } from '@academy/content';
import { disallowedCharactersMessage } from './messages';
import { hasDisallowedNameCharacters, isEmail } from './patterns';
import { PHONE_MAX_LENGTH, readPhone } from './phone';

/** SPEC.md 9: a family session is booked for 1 to 4 family members. */
export const FAMILY_MEMBERS_MIN = 1;
export const FAMILY_MEMBERS_MAX = 4;
export const FAMILY_MEMBER_NAME_MIN = 2;
export const FAMILY_MEMBER_NAME_MAX = 100;
/** The booking form of SPEC.md 3.6 (familyMember0..3 as a list). */
export interface FamilyBookingForm {
  /** Which family session (its id). */
  sessionId: string;
  /** The chosen time slot, one of the session's. */
  sessionSlot: string;
  familyMembers: string[];
  email: string;
  /** Any number the forms take (phone.ts), as typed: '+971 50 123 4567', '050 123 4567'. */
  phone: string;
}

export type FamilyBookingField = 'sessionId' | 'sessionSlot' | 'familyMembers' | 'email' | 'phone';
export type FamilyBookingErrors = Partial<Record<FamilyBookingField, string>> & {
  /** Per member row, by index. */
  members?: Partial<Record<number, string>>;
};

export const FAMILY_BOOKING_MESSAGES = {
  sessionRequired: 'Please choose a family session',
  slotRequired: 'Please choose a time slot',
  memberRequired: (index: number) => `Family member ${index + 1} name is required`,
  memberCharacters: (index: number) => disallowedCharactersMessage(`Family member ${index + 1} name`),
  memberTooShort: `Name must be at least ${FAMILY_MEMBER_NAME_MIN} characters`,
  memberTooLong: `Name must be at most ${FAMILY_MEMBER_NAME_MAX} characters`,
  membersCount: `Between ${FAMILY_MEMBERS_MIN} and ${FAMILY_MEMBERS_MAX} family members can be booked`,
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  phoneRequired: 'Phone number is required',
  // SPEC.md 5.3's 'Please enter a valid US phone number' described the fixed +1, which is gone.
  phoneInvalid: `Please enter a valid phone number, for example ${PHONE_EXAMPLE}`,
  phoneTooLong: `Phone number must be at most ${PHONE_MAX_LENGTH} characters`,
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The message for one family member's name, or undefined. */
export function validateFamilyMember(index: number, value: unknown): string | undefined {
  const name = text(value);
  if (name === '') return FAMILY_BOOKING_MESSAGES.memberRequired(index);
  if (name.length < FAMILY_MEMBER_NAME_MIN) return FAMILY_BOOKING_MESSAGES.memberTooShort;
  if (name.length > FAMILY_MEMBER_NAME_MAX) return FAMILY_BOOKING_MESSAGES.memberTooLong;
  if (hasDisallowedNameCharacters(name)) return FAMILY_BOOKING_MESSAGES.memberCharacters(index);
  return undefined;
}

export function validateFamilyEmail(value: unknown): string | undefined {
  const email = text(value);
  if (email === '') return FAMILY_BOOKING_MESSAGES.emailRequired;
  return isEmail(email) ? undefined : FAMILY_BOOKING_MESSAGES.emailInvalid;
}

export function validateFamilyPhone(value: unknown): string | undefined {
  const phone = text(value);
  if (phone === '') return FAMILY_BOOKING_MESSAGES.phoneRequired;
  if (phone.length > PHONE_MAX_LENGTH) return FAMILY_BOOKING_MESSAGES.phoneTooLong;
  return readPhone(phone) ? undefined : FAMILY_BOOKING_MESSAGES.phoneInvalid;
}

/**
 * SPEC.md 5.3: only the first member's error is displayed, the one of the lowest row that has one
 * (as `familyMembers`, and under that row in the form).
 */
export function firstMemberError(
  members: FamilyBookingErrors['members'],
): { index: number; message: string } | undefined {
  const indexes = Object.keys(members ?? {}).map(Number);
  if (indexes.length === 0) return undefined;
  const index = Math.min(...indexes);
  const message = members?.[index];
  return message ? { index, message } : undefined;
}

/** The control's name for a member row, as the server names its field errors too. */
export const familyMemberField = (index: number) => `familyMember${index}`;

/** The first control, in form order, with an error: the one to focus. */
export function firstFamilyBookingError(errors: FamilyBookingErrors): string | undefined {
  if (errors.sessionSlot) return 'sessionSlot';
  const member = firstMemberError(errors.members);
  if (member) return familyMemberField(member.index);
  if (errors.email) return 'email';
  if (errors.phone) return 'phone';
  return undefined;
}

/** Every problem of a booking; `members` holds each member row's message by index. */
export function validateFamilyBooking(input: Readonly<Record<string, unknown>>): FamilyBookingErrors {
  const errors: FamilyBookingErrors = {};
  if (text(input.sessionId) === '') errors.sessionId = FAMILY_BOOKING_MESSAGES.sessionRequired;
  if (text(input.sessionSlot) === '') errors.sessionSlot = FAMILY_BOOKING_MESSAGES.slotRequired;
  const members = Array.isArray(input.familyMembers) ? (input.familyMembers as unknown[]) : [];
  if (members.length < FAMILY_MEMBERS_MIN || members.length > FAMILY_MEMBERS_MAX) {
    errors.familyMembers = FAMILY_BOOKING_MESSAGES.membersCount;
  }
  members.slice(0, FAMILY_MEMBERS_MAX).forEach((member, index) => {
    const message = validateFamilyMember(index, member);
    if (message) errors.members = { ...errors.members, [index]: message };
  });
  const first = firstMemberError(errors.members);
  if (first && !errors.familyMembers) errors.familyMembers = first.message;
  const email = validateFamilyEmail(input.email);
  if (email) errors.email = email;
  const phone = validateFamilyPhone(input.phone);
  if (phone) errors.phone = phone;
  return errors;
}
