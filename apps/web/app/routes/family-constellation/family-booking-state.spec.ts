import { firstFamilyBookingError, validateFamilyBooking } from '@academy/validation';
import {
  type FamilyBookingAction,
  type FamilyBookingState,
  INITIAL_FAMILY_BOOKING,
  bookingForm,
  canAddMember,
  canRemoveMember,
  familyBookingReducer,
  shownMemberError,
} from './family-booking-state';

const run = (actions: FamilyBookingAction[], from: FamilyBookingState = INITIAL_FAMILY_BOOKING) =>
  actions.reduce(familyBookingReducer, from);

const names = (state: FamilyBookingState) => state.members.map((member) => member.name);
const add = (count: number): FamilyBookingAction[] => Array(count).fill({ type: 'memberAdded' });

describe('member rows', () => {
  it('start with one row, which cannot be removed', () => {
    expect(INITIAL_FAMILY_BOOKING.members).toHaveLength(1);
    expect(canRemoveMember(INITIAL_FAMILY_BOOKING.members)).toBe(false);
    expect(run([{ type: 'memberRemoved', index: 0 }]).members).toHaveLength(1);
  });

  it('grow to four and no further', () => {
    const three = run(add(2));
    expect(canAddMember(three.members)).toBe(true);
    const four = run(add(5));
    expect(four.members).toHaveLength(4);
    expect(canAddMember(four.members)).toBe(false);
    expect(new Set(four.members.map((member) => member.key)).size).toBe(4);
  });

  it('remove the chosen row and keep the others’ names and keys', () => {
    const filled = run([
      ...add(2),
      { type: 'memberChanged', index: 0, name: 'Amal' },
      { type: 'memberChanged', index: 1, name: 'Badr' },
      { type: 'memberChanged', index: 2, name: 'Chadia' },
    ]);
    const state = familyBookingReducer(filled, { type: 'memberRemoved', index: 1 });
    expect(names(state)).toEqual(['Amal', 'Chadia']);
    expect(state.members.map((member) => member.key)).toEqual([filled.members[0].key, filled.members[2].key]);
  });
});

describe('errors', () => {
  const rejected = (state: FamilyBookingState) =>
    familyBookingReducer(state, {
      type: 'submitRejected',
      errors: validateFamilyBooking({ ...bookingForm(state, 'session-1') }),
    });

  it('show every message of SPEC.md 5.3 for an empty form, only the first member’s', () => {
    const state = rejected(run(add(1)));
    expect(state.banner).toBe('Please fix the errors below before submitting');
    expect(state.errors).toMatchObject({
      sessionSlot: 'Please choose a time slot',
      familyMembers: 'Family member 1 name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
    expect(shownMemberError(state.errors)).toEqual({ index: 0, message: 'Family member 1 name is required' });
    expect(firstFamilyBookingError(state.errors)).toBe('sessionSlot');
  });

  it('show the next member’s error once the first is corrected', () => {
    const state = run([
      ...add(1),
      { type: 'slotChosen', slot: '10:00 AM' },
      { type: 'memberChanged', index: 1, name: 'B' },
    ]);
    const withErrors = rejected(state);
    expect(shownMemberError(withErrors.errors)?.index).toBe(0);
    const corrected = familyBookingReducer(withErrors, { type: 'memberChanged', index: 0, name: 'Amal' });
    expect(shownMemberError(corrected.errors)).toEqual({
      index: 1,
      message: 'Name must be at least 2 characters',
    });
    expect(corrected.errors.familyMembers).toBe('Name must be at least 2 characters');
    expect(firstFamilyBookingError(corrected.errors)).toBe('familyMember1');
  });

  it('move with their rows when an earlier row is removed', () => {
    const state = rejected(
      run([
        ...add(2),
        { type: 'memberChanged', index: 0, name: 'Amal' },
        { type: 'memberChanged', index: 1, name: 'Badr' },
      ]),
    );
    expect(shownMemberError(state.errors)?.index).toBe(2);
    const removed = familyBookingReducer(state, { type: 'memberRemoved', index: 0 });
    // Reworded for its new place.
    expect(shownMemberError(removed.errors)).toEqual({
      index: 1,
      message: 'Family member 2 name is required',
    });
    const gone = familyBookingReducer(removed, { type: 'memberRemoved', index: 1 });
    expect(gone.errors.members).toBeUndefined();
    expect(gone.errors.familyMembers).toBeUndefined();
  });

  it('clear as fields are edited, and the banner with the last of them', () => {
    let state = rejected(INITIAL_FAMILY_BOOKING);
    for (const action of [
      { type: 'slotChosen', slot: '10:00 AM' },
      { type: 'memberChanged', index: 0, name: 'Amal' },
      { type: 'changed', field: 'email', value: 'a@example.com' },
    ] as FamilyBookingAction[]) {
      state = familyBookingReducer(state, action);
    }
    expect(state.errors).toEqual({ phone: 'Phone number is required' });
    expect(state.banner).not.toBe('');
    state = familyBookingReducer(state, { type: 'changed', field: 'phone', value: '5' });
    expect(state.errors).toEqual({});
    expect(state.banner).toBe('');
  });

  it('come back from the server with the banner, ready to send again', () => {
    const state = run([
      { type: 'submitStarted' },
      { type: 'submitFailed', message: 'This session is full', fieldErrors: {} },
    ]);
    expect(state).toMatchObject({ status: 'editing', banner: 'This session is full', errors: {} });
  });
});

it('sends the names in row order with the session, slot, email and phone', () => {
  const state = run([
    { type: 'slotChosen', slot: '12:30 PM - 2:00 PM' },
    { type: 'memberChanged', index: 0, name: 'Amal' },
    ...add(1),
    { type: 'memberChanged', index: 1, name: 'Badr' },
    { type: 'changed', field: 'email', value: 'family@example.com' },
    { type: 'changed', field: 'phone', value: '(555) 123-4567' },
  ]);
  expect(bookingForm(state, 'session-9')).toEqual({
    sessionId: 'session-9',
    sessionSlot: '12:30 PM - 2:00 PM',
    familyMembers: ['Amal', 'Badr'],
    email: 'family@example.com',
    phone: '(555) 123-4567',
  });
});
