import {
  FAMILY_BOOKING_MESSAGES,
  firstMemberError,
  usPhoneNumber,
  validateFamilyBooking,
  validateFamilyMember,
  validateUsPhone,
} from './family-booking';

const valid = {
  sessionId: 'family-session-dubai-2026-12',
  sessionSlot: '10:00 AM - 11:30 AM',
  familyMembers: ['Omar Haddad', 'Rania Haddad'],
  email: 'omar@example.com',
  phone: '(555) 123-4567',
};

describe('validateFamilyBooking', () => {
  it('accepts a complete booking', () => {
    expect(validateFamilyBooking(valid)).toEqual({});
    expect(validateFamilyBooking({ ...valid, familyMembers: ['عمر حداد', 'رانيا حداد'] })).toEqual({});
  });

  it('refuses control characters, lone surrogates and bidi overrides in a member name, naming the row', () => {
    for (const bad of ['Om\u0000ar', 'Omar\u202e', 'Om\u2066ar', 'Omar\udfff', 'Omar\tHaddad']) {
      expect(validateFamilyMember(1, bad)).toBe(
        'Family member 2 name contains characters that are not allowed',
      );
    }
    const errors = validateFamilyBooking({ ...valid, familyMembers: ['Omar Haddad', 'Rania\u202eHaddad'] });
    expect(errors.members).toEqual({ 1: 'Family member 2 name contains characters that are not allowed' });
  });

  it('uses the messages of SPEC 5.3', () => {
    expect(validateFamilyBooking({ familyMembers: [''], email: '', phone: '' })).toEqual({
      sessionId: 'Please choose a family session',
      sessionSlot: 'Please choose a time slot',
      familyMembers: 'Family member 1 name is required',
      members: { 0: 'Family member 1 name is required' },
      email: 'Email is required',
      phone: 'Phone number is required',
    });
    expect(validateFamilyBooking({ ...valid, email: 'omar@', phone: '555-1234' })).toEqual({
      email: 'Invalid email address',
      phone: 'Please enter a valid US phone number',
    });
  });

  it('shows only the first member error, keeping each row’s own', () => {
    const errors = validateFamilyBooking({ ...valid, familyMembers: ['Omar', 'R', ''] });
    expect(errors.familyMembers).toBe('Name must be at least 2 characters');
    expect(errors.members).toEqual({
      1: 'Name must be at least 2 characters',
      2: 'Family member 3 name is required',
    });
  });

  it('names the first member row with an error, whatever order the rows were checked in', () => {
    expect(firstMemberError({ 3: 'Third', 1: 'First' })).toEqual({ index: 1, message: 'First' });
    expect(firstMemberError({})).toBeUndefined();
    expect(firstMemberError(undefined)).toBeUndefined();
  });

  it('books one to four members', () => {
    expect(validateFamilyBooking({ ...valid, familyMembers: [] }).familyMembers).toBe(
      FAMILY_BOOKING_MESSAGES.membersCount,
    );
    expect(validateFamilyBooking({ ...valid, familyMembers: ['Aa', 'Bb', 'Cc', 'Dd'] })).toEqual({});
    expect(
      validateFamilyBooking({ ...valid, familyMembers: ['Aa', 'Bb', 'Cc', 'Dd', 'Ee'] }).familyMembers,
    ).toBe(FAMILY_BOOKING_MESSAGES.membersCount);
  });
});

describe('rules', () => {
  it.each(['5551234567', '(555) 123-4567', '555.123.4567', '555 123 4567', '(555)1234567'])(
    'a US phone: %p',
    (phone) => {
      expect(validateUsPhone(phone)).toBeUndefined();
    },
  );

  it.each(['555-123-456', '+1 555 123 4567', '55512345678', '(555 123 4567', 'phone'])(
    'rejects %p',
    (phone) => {
      expect(validateUsPhone(phone)).toBe('Please enter a valid US phone number');
    },
  );

  it('names a member by their row number', () => {
    expect(validateFamilyMember(3, ' ')).toBe('Family member 4 name is required');
    expect(validateFamilyMember(0, 'Al')).toBeUndefined();
  });

  it('stores a US number with its +1 prefix', () => {
    expect(usPhoneNumber('(555) 123-4567')).toBe('+1 555 123 4567');
  });
});
