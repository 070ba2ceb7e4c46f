import {
  FAMILY_MEMBERS_MAX,
  FAMILY_MEMBERS_MIN,
  type FamilyBookingErrors,
  type FamilyBookingForm,
  firstMemberError,
  validateFamilyMember,
} from '@academy/validation';
import { edited, withoutErrors } from '../../components/form/form-errors';
import { FIX_ERRORS_MESSAGE } from '../../components/form/form-messages';
import type { SubmitAction } from '../../components/form/use-form-submit';

/**
 * The family booking form's states (SPEC.md 2.11, 5.3) as pure functions. The rules and messages come
 * from @academy/validation.
 */

/** A family member's row; the key keeps each row's input its own when an earlier row is removed. */
export interface MemberRow {
  key: number;
  name: string;
}

export interface FamilyBookingState {
  sessionSlot: string;
  members: MemberRow[];
  /** The key the next added row gets. */
  nextKey: number;
  email: string;
  /** The ten US digits as typed, after the fixed +1. */
  phone: string;
  errors: FamilyBookingErrors;
  status: 'editing' | 'submitting';
  /** The red banner's text; '' when there is none. */
  banner: string;
}

export type FamilyBookingAction =
  | { type: 'slotChosen'; slot: string }
  | { type: 'memberChanged'; index: number; name: string }
  | { type: 'memberAdded' }
  | { type: 'memberRemoved'; index: number }
  | { type: 'changed'; field: 'email' | 'phone'; value: string }
  | SubmitAction<FamilyBookingErrors>;

export const INITIAL_FAMILY_BOOKING: FamilyBookingState = {
  sessionSlot: '',
  members: [{ key: 0, name: '' }],
  nextKey: 1,
  email: '',
  phone: '',
  errors: {},
  status: 'editing',
  banner: '',
};

export const canAddMember = (members: readonly MemberRow[]) => members.length < FAMILY_MEMBERS_MAX;
/** SPEC.md 5.3: the last remaining row cannot be removed. */
export const canRemoveMember = (members: readonly MemberRow[]) => members.length > FAMILY_MEMBERS_MIN;

/** The booking as the rules check it and the server takes it. */
export function bookingForm(state: FamilyBookingState, sessionId: string): FamilyBookingForm {
  return {
    sessionId,
    sessionSlot: state.sessionSlot,
    familyMembers: state.members.map((member) => member.name),
    email: state.email,
    phone: state.phone,
  };
}

/** SPEC.md 5.3: only the first member's error is displayed, under that member's row. */
export function shownMemberError(
  errors: FamilyBookingErrors,
): { index: number; message: string } | undefined {
  return firstMemberError(errors.members);
}

/** Member errors after a change: `members` as given, `familyMembers` again the first of them. */
function withMemberErrors(
  errors: FamilyBookingErrors,
  members: Partial<Record<number, string>>,
): FamilyBookingErrors {
  const { members: _members, familyMembers: _first, ...rest } = errors;
  const next: FamilyBookingErrors = Object.keys(members).length > 0 ? { ...rest, members } : rest;
  const shown = shownMemberError(next);
  return shown ? { ...next, familyMembers: shown.message } : next;
}

function withoutMemberError(errors: FamilyBookingErrors, index: number): FamilyBookingErrors {
  const { [index]: _cleared, ...members } = errors.members ?? {};
  return withMemberErrors(errors, members);
}

/**
 * A removed row's error goes with it; the rows after it move up one, their errors with them, worded
 * for their new place ('Family member 2 name is required').
 */
function removeMemberError(
  errors: FamilyBookingErrors,
  index: number,
  remaining: readonly MemberRow[],
): FamilyBookingErrors {
  const members: Partial<Record<number, string>> = {};
  for (const key of Object.keys(errors.members ?? {})) {
    const row = Number(key);
    if (row === index) continue;
    const moved = row > index ? row - 1 : row;
    const message = validateFamilyMember(moved, remaining[moved]?.name);
    if (message) members[moved] = message;
  }
  return withMemberErrors(errors, members);
}

export function familyBookingReducer(
  state: FamilyBookingState,
  action: FamilyBookingAction,
): FamilyBookingState {
  switch (action.type) {
    case 'slotChosen':
      return edited({ ...state, sessionSlot: action.slot }, withoutErrors(state.errors, 'sessionSlot'));
    case 'memberChanged': {
      const members = state.members.map((member, index) =>
        index === action.index ? { ...member, name: action.name } : member,
      );
      return edited({ ...state, members }, withoutMemberError(state.errors, action.index));
    }
    case 'memberAdded':
      if (!canAddMember(state.members)) return state;
      return {
        ...state,
        members: [...state.members, { key: state.nextKey, name: '' }],
        nextKey: state.nextKey + 1,
      };
    case 'memberRemoved': {
      if (!canRemoveMember(state.members)) return state;
      const members = state.members.filter((_member, index) => index !== action.index);
      return edited({ ...state, members }, removeMemberError(state.errors, action.index, members));
    }
    case 'changed':
      return edited({ ...state, [action.field]: action.value }, withoutErrors(state.errors, action.field));
    case 'submitRejected':
      return { ...state, errors: action.errors, status: 'editing', banner: FIX_ERRORS_MESSAGE };
    case 'submitStarted':
      return { ...state, status: 'submitting', banner: '' };
    case 'submitFailed':
      return { ...state, status: 'editing', banner: action.message, errors: action.fieldErrors };
  }
}
