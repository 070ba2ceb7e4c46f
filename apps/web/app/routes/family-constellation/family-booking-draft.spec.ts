import { validateFamilyBooking } from '@academy/validation';
import { claimedBooking } from './family-booking-draft';
import { bookingForm } from './family-booking-state';

describe('a family booking opened by a claim link', () => {
  const claim = {
    firstName: 'Layla',
    lastName: 'Hassan',
    email: 'layla@example.com',
    mobileNo: '5551234567',
  };

  it("holds the waiting-list entry's name as the first member, its e-mail and its mobile as the phone", () => {
    const state = claimedBooking(claim);
    expect(state.members).toEqual([{ key: 0, name: 'Layla Hassan' }]);
    expect(state.nextKey).toBe(1);
    expect(state.email).toBe('layla@example.com');
    expect(state.phone).toBe('5551234567');
  });

  it('lacks only the time slot to be sent', () => {
    const errors = validateFamilyBooking({ ...bookingForm(claimedBooking(claim), 'session-1') });
    expect(Object.keys(errors)).toEqual(['sessionSlot']);
  });
});
