import { FAMILY_MEMBERS_MAX } from '@academy/validation';
import type { SeatClaim } from '../../components/enrolment/enrolment-target';
import { type FormDraft, formDraft } from '../../components/form/form-draft';
import { type FamilyBookingState, INITIAL_FAMILY_BOOKING } from './family-booking-state';

/** What the booking form keeps of itself until it is sent or discarded. */
export interface FamilyBookingDraft {
  sessionSlot: string;
  familyMembers: string[];
  email: string;
  phone: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** One draft per family session. */
export function familyBookingDraft(sessionId: string): FormDraft<FamilyBookingDraft> {
  return formDraft(`family-booking.${sessionId}`, (stored) => {
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { sessionSlot, familyMembers, email, phone } = stored as Record<string, unknown>;
    const names = Array.isArray(familyMembers) ? familyMembers.map(text).slice(0, FAMILY_MEMBERS_MAX) : [];
    return {
      sessionSlot: text(sessionSlot),
      familyMembers: names.length > 0 ? names : [''],
      email: text(email),
      phone: text(phone),
    };
  });
}

export function bookingDraftOf(state: FamilyBookingState): FamilyBookingDraft {
  return {
    sessionSlot: state.sessionSlot,
    familyMembers: state.members.map((member) => member.name),
    email: state.email,
    phone: state.phone,
  };
}

/** Whether a name, the e-mail or the phone holds something: choosing a time slot alone is not typing. */
export function hasTypedBooking(state: FamilyBookingState): boolean {
  return state.members.some((member) => member.name !== '') || state.email !== '' || state.phone !== '';
}

/** The form as it reopens with a draft. */
export function restoredBooking(draft: FamilyBookingDraft | undefined): FamilyBookingState {
  if (!draft) return INITIAL_FAMILY_BOOKING;
  return {
    ...INITIAL_FAMILY_BOOKING,
    sessionSlot: draft.sessionSlot,
    members: draft.familyMembers.map((name, key) => ({ key, name })),
    nextKey: draft.familyMembers.length,
    email: draft.email,
    phone: draft.phone,
  };
}

/**
 * The form as a claim link opens it: the waiting-list entry's e-mail and mobile, and its name as the
 * first member, whose seat the link holds.
 */
export function claimedBooking(
  claim: Pick<SeatClaim, 'firstName' | 'lastName' | 'email' | 'mobileNo'>,
): FamilyBookingState {
  return {
    ...INITIAL_FAMILY_BOOKING,
    members: [{ key: 0, name: `${claim.firstName} ${claim.lastName}`.trim() }],
    email: claim.email,
    phone: claim.mobileNo,
  };
}
