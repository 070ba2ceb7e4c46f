import {
  FAMILY_BOOKING_MESSAGES,
  firstMemberError,
  validateFamilyBooking,
  validateFamilyMember,
  validateFamilyPhone,
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

  it('uses the messages of SPEC 5.3, but for a phone number no longer US only', () => {
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
      phone: 'Please enter a valid phone number, for example +971 50 123 4567',
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
  it.each(['+971 50 123 4567', '050 123 4567', '+1 212 555 1234', '+44 20 7946 0958'])(
    'an international or UAE number: %p',
    (phone) => {
      expect(validateFamilyPhone(phone)).toBeUndefined();
    },
  );

  it.each(['5551234567', '(555) 123-4567', '555.123.4567', '555 123 4567', '(555)1234567'])(
    "an older client's ten digits, once typed after the fixed +1: %p",
    (phone) => {
      expect(validateFamilyPhone(phone)).toBeUndefined();
    },
  );

  it.each(['555-123-45', '+1 555 123 4567', '55512345678', 'phone', '050 123 456'])('rejects %p', (phone) => {
    expect(validateFamilyPhone(phone)).toBe(
      'Please enter a valid phone number, for example +971 50 123 4567',
    );
  });

  it('asks for a number, of at most 30 characters', () => {
    expect(validateFamilyPhone(' ')).toBe('Phone number is required');
    expect(validateFamilyPhone('5'.repeat(31))).toBe('Phone number must be at most 30 characters');
  });

  it('names a member by their row number', () => {
    expect(validateFamilyMember(3, ' ')).toBe('Family member 4 name is required');
    expect(validateFamilyMember(0, 'Al')).toBeUndefined();
  });
});
