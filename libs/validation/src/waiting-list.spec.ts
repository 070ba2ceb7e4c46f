import { prepareWaitingList, validateWaitingList } from './waiting-list';

describe('the waiting list form', () => {
  it('asks for name, e-mail and mobile with the enrolment form messages', () => {
    expect(validateWaitingList({ email: 'x', mobileNo: '123' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      mobileNo: 'Mobile number must be 10 digits',
    });
    expect(
      validateWaitingList({
        firstName: 'Layla',
        lastName: 'Hassan',
        email: 'l@example.ae',
        mobileNo: '050 123 4567',
      }),
    ).toEqual({});
  });

  it('refuses control characters and bidi overrides in the names, as the enrolment form does', () => {
    expect(
      validateWaitingList({
        firstName: 'Lay\u0000la',
        lastName: 'Has\u202esan',
        email: 'l@example.ae',
        mobileNo: '050 123 4567',
      }),
    ).toEqual({
      firstName: 'First name contains characters that are not allowed',
      lastName: 'Last name contains characters that are not allowed',
    });
  });

  it('trims, and keeps the mobile number as typed with its E.164 form', () => {
    expect(
      prepareWaitingList({
        firstName: ' Layla ',
        lastName: 'Hassan',
        email: ' l@example.ae',
        mobileNo: '050-123 4567',
      }),
    ).toEqual({
      firstName: 'Layla',
      lastName: 'Hassan',
      email: 'l@example.ae',
      mobileNo: '050-123 4567',
      mobileNoE164: '+971501234567',
    });
  });

  it('takes a mobile typed in Arabic-Indic digits, kept without the direction marks pasted with it', () => {
    const entry = {
      firstName: 'فاطمة',
      lastName: 'الزهراء',
      email: 'f@example.ae',
      mobileNo: '\u202A+٩٧١ ٥٠ ١٢٣ ٤٥٦٧\u202C',
    };
    expect(validateWaitingList(entry)).toEqual({});
    expect(prepareWaitingList(entry)).toMatchObject({
      mobileNo: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
      mobileNoE164: '+971501234567',
    });
  });
});
