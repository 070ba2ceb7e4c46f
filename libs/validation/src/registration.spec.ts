import {
  ACCEPT_TERMS_MESSAGE,
  EMPTY_REGISTRATION,
  MINIMUM_AGE_MESSAGE,
  MOBILE_DIGITS_MESSAGE,
  REGISTRATION_FIELDS,
  SELECT_PROGRAMME_MESSAGE,
  firstRegistrationError,
  nameAsCertificate,
  prepareRegistration,
  readBoolean,
  tickBoxesFromForm,
  validateRegistration,
  validateRegistrationField,
} from './registration';
import { isIsoDay } from './patterns';

const TODAY = '2026-11-23';

const valid = {
  ...EMPTY_REGISTRATION,
  firstName: 'Layla',
  lastName: 'Hassan',
  email: 'layla.hassan@example.ae',
  mobileNo: '050 123 4567',
  city: 'Next available intake | Decode | date to be announced',
  dob: '1990-04-12',
  occupation: 'Teacher',
  levelName: 'Level 1: Decode Your Mind',
  termsandcondition: true,
};

describe('validateRegistration', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(valid, TODAY)).toEqual({});
  });

  it('names every missing required field in words, and the workshop and terms in their own words', () => {
    expect(validateRegistration({ ...EMPTY_REGISTRATION, levelName: '' }, TODAY)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      mobileNo: 'Mobile number is required',
      dob: 'Date of birth is required',
      occupation: 'Occupation is required',
      levelName: 'Level name is required',
      city: SELECT_PROGRAMME_MESSAGE,
      termsandcondition: ACCEPT_TERMS_MESSAGE,
    });
  });

  it('lists errors in form order, so the first one is the field to focus', () => {
    const errors = validateRegistration(
      { ...valid, termsandcondition: false, email: 'x', firstName: '' },
      TODAY,
    );
    expect(Object.keys(errors)).toEqual(['firstName', 'email', 'termsandcondition']);
    expect(firstRegistrationError(errors)).toBe('firstName');
    expect(REGISTRATION_FIELDS.indexOf('city')).toBeGreaterThan(REGISTRATION_FIELDS.indexOf('levelName'));
  });

  it('skips the permanent address while it copies the current one', () => {
    const long = 'x'.repeat(501);
    expect(validateRegistration({ ...valid, permanenetAddress: long }, TODAY)).toHaveProperty(
      'permanenetAddress',
    );
    expect(validateRegistration({ ...valid, permanenetAddress: long, isSameAddress: true }, TODAY)).toEqual(
      {},
    );
  });
});

describe('field rules', () => {
  it.each([
    '0501234567',
    '050 123 4567',
    '(050) 123-4567',
    '050.123.4567',
    '+971 50 123 4567',
    '+971501234567',
    '+44 7911 123456',
  ])('a mobile number, UAE or international: %p', (mobile) => {
    expect(validateRegistrationField('mobileNo', mobile, TODAY)).toBeUndefined();
  });

  it.each(['5551234567', '(555) 123-4567'])("an older client's ten digits: %p", (mobile) => {
    expect(validateRegistrationField('mobileNo', mobile, TODAY)).toBeUndefined();
  });

  it.each(['050123456', '05012345678', '050-123-456x', '+1 555 123 4567', 'x'.repeat(31)])(
    "rejects mobile %p with SPEC's message",
    (mobile) => {
      expect(validateRegistrationField('mobileNo', mobile, TODAY)).toBe(
        mobile.length > 30 ? 'Mobile number must be at most 30 characters' : MOBILE_DIGITS_MESSAGE,
      );
    },
  );

  it("takes any number as the telephone, or 'Not provided', and refuses anything else", () => {
    for (const tel of ['04 123 4567', '+971 4 123 4567', '+44 20 7946 0958', 'Not provided', '']) {
      expect(validateRegistrationField('TelNo', tel, TODAY)).toBeUndefined();
    }
    for (const tel of ['04 123', 'call me', '+1 555 123 4567']) {
      expect(validateRegistrationField('TelNo', tel, TODAY)).toBe('Please enter a valid phone number');
    }
  });

  it('checks the email shape', () => {
    expect(validateRegistrationField('email', 'layla@example', TODAY)).toBe(
      'Please enter a valid email address',
    );
    expect(validateRegistrationField('email', ' layla@example.ae ', TODAY)).toBeUndefined();
  });

  it('wants a real date of birth in the past, 18 years ago or more', () => {
    expect(validateRegistrationField('dob', '2008-11-23', TODAY)).toBeUndefined();
    expect(validateRegistrationField('dob', '2008-11-24', TODAY)).toBe(MINIMUM_AGE_MESSAGE);
    expect(validateRegistrationField('dob', '2027-01-01', TODAY)).toBe('Please enter a valid date of birth');
    expect(validateRegistrationField('dob', '1990-02-30', TODAY)).toBe('Please enter a valid date of birth');
    expect(validateRegistrationField('dob', '12/04/1990', TODAY)).toBe('Please enter a valid date of birth');
  });

  it('takes hearAbout from the list, or the fallback older clients send', () => {
    for (const option of [
      'Facebook',
      'Instagram',
      'Google',
      'LinkedIn',
      'Friends/Relatives',
      'Other',
      'Not specified',
      '',
    ]) {
      expect(validateRegistrationField('hearAbout', option, TODAY)).toBeUndefined();
    }
    expect(validateRegistrationField('hearAbout', 'TikTok', TODAY)).toBe(
      'Please choose how you heard about us from the list',
    );
  });

  it('accepts tick boxes as booleans only: text is refused like any other wrong type', () => {
    expect(readBoolean(true)).toBe(true);
    expect(readBoolean(false)).toBe(false);
    expect(readBoolean(undefined)).toBe(false);
    expect(readBoolean(null)).toBe(false);
    for (const text of ['true', 'false', 'yes', '', 1]) expect(readBoolean(text)).toBeUndefined();
    expect(validateRegistrationField('termsandcondition', true, TODAY)).toBeUndefined();
    expect(validateRegistrationField('termsandcondition', false, TODAY)).toBe(ACCEPT_TERMS_MESSAGE);
    expect(validateRegistrationField('termsandcondition', 'true', TODAY)).toBe(
      'Terms and conditions must be true or false',
    );
    expect(validateRegistrationField('isSameAddress', 'false', TODAY)).toBe(
      'Same as current address must be true or false',
    );
    expect(validateRegistrationField('communicationPreferences', 'maybe', TODAY)).toBe(
      'Communication preferences must be true or false',
    );
  });

  it("reads a form post's tick boxes (text is all a form carries) as booleans, leaving anything else to the rules", () => {
    const posted = tickBoxesFromForm({
      isSameAddress: 'true',
      communicationPreferences: 'false',
      termsandcondition: 'on',
      occupation: 'true',
    });
    expect(posted).toEqual({
      isSameAddress: true,
      communicationPreferences: false,
      termsandcondition: true,
      occupation: 'true',
    });
    expect(tickBoxesFromForm({ termsandcondition: 'maybe' })).toEqual({ termsandcondition: 'maybe' });
    expect(
      validateRegistration({ ...valid, ...tickBoxesFromForm({ termsandcondition: 'true' }) }, TODAY),
    ).toEqual({});
  });

  it.each(['firstName', 'middleName', 'lastName'] as const)(
    'refuses control characters, lone surrogates and bidi overrides in %s, naming it',
    (field) => {
      const label = { firstName: 'First name', middleName: 'Middle name', lastName: 'Last name' }[field];
      for (const bad of [
        'Lay\u0000la',
        'Lay\u0007la',
        'Layla\nHassan',
        'Lay\u007fla',
        'Lay\u0085la',
        'Layla\ud800',
        '\udc00Layla',
        'Lay\u202ela',
        'Lay\u202ala',
        'Lay\u2066la',
        'Lay\u2069la',
        'Lay\u2028la',
      ]) {
        expect({ bad, message: validateRegistrationField(field, bad, TODAY) }).toEqual({
          bad,
          message: `${label} contains characters that are not allowed`,
        });
      }
      for (const good of [
        'Layla',
        'ليلى',
        'عبد الرحمن',
        'Zoë-Anne O’Neil',
        '李小龍',
        'नेहा',
        'مریم\u200cزاده',
        '😀',
      ]) {
        expect({ good, message: validateRegistrationField(field, good, TODAY) }).toEqual({
          good,
          message: undefined,
        });
      }
    },
  );

  it('bounds text and refuses values that are not text', () => {
    expect(validateRegistrationField('firstName', 'x'.repeat(101), TODAY)).toBe(
      'First name must be at most 100 characters',
    );
    expect(validateRegistrationField('occupation', 42, TODAY)).toBe('Occupation must be text');
    expect(validateRegistrationField('middleName', undefined, TODAY)).toBeUndefined();
  });
});

describe('isIsoDay', () => {
  it.each(['2026-11-23', '2024-02-29', '1899-12-31', '0050-01-01', '9999-12-31'])('takes %p', (day) => {
    expect(isIsoDay(day)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '12/04/1990',
    '',
  ])('refuses %p', (day) => {
    expect(isIsoDay(day)).toBe(false);
  });

  it('takes a date of birth typed in Arabic-Indic or Persian digits as the same day', () => {
    expect(validateRegistrationField('dob', '١٩٩٠-٠٤-١٢', TODAY)).toBeUndefined();
    expect(validateRegistrationField('dob', '۱۹۹۰-۰۴-۱۲', TODAY)).toBeUndefined();
    expect(validateRegistrationField('dob', '٢٠٠٨-١١-٢٣', TODAY)).toBeUndefined();
    expect(validateRegistrationField('dob', '٢٠٠٨-١١-٢٤', TODAY)).toBe(MINIMUM_AGE_MESSAGE);
    expect(validateRegistrationField('dob', '١٩٩٠-٠٢-٣٠', TODAY)).toBe('Please enter a valid date of birth');
    expect(validateRegistrationField('dob', '١٨٩٩-١٢-٣١', TODAY)).toBe('Please enter a valid date of birth');
    expect(prepareRegistration({ ...valid, dob: ' ١٩٩٠-٠٤-١٢ ' }).dob).toBe('1990-04-12');
  });

  it('leaves the 1900 bound to the date of birth', () => {
    expect(validateRegistrationField('dob', '1899-12-31', TODAY)).toBe('Please enter a valid date of birth');
    expect(validateRegistrationField('dob', '1900-01-01', TODAY)).toBeUndefined();
  });
});

describe('nameAsCertificate', () => {
  it('joins the names present with single spaces', () => {
    expect(nameAsCertificate(' Layla ', '', 'Hassan')).toBe('Layla Hassan');
    expect(nameAsCertificate('Layla', 'Noor', 'Hassan')).toBe('Layla Noor Hassan');
  });

  it('joins names in Arabic script as they are, their marks included', () => {
    expect(nameAsCertificate(' عَبْدُ الرَّحْمٰن ', '', 'الهاشمي')).toBe('عَبْدُ الرَّحْمٰن الهاشمي');
    expect(nameAsCertificate('فاطمة', 'الزهراء', 'محمد')).toBe('فاطمة الزهراء محمد');
  });
});

describe('prepareRegistration', () => {
  it('applies the fallbacks of SPEC 5.2 to empty optional values', () => {
    const prepared = prepareRegistration(valid);
    expect(prepared).toMatchObject({
      nameAsCertificate: 'Layla Hassan',
      mobileNo: '050 123 4567',
      mobileNoE164: '+971501234567',
      currentAddress: 'Not provided',
      permanenetAddress: 'Not provided',
      venue: 'Not provided',
      TelNo: '050 123 4567',
      telNoE164: '+971501234567',
      timeslot: 'Not specified',
      courseDetailDate: 'Not specified',
      courseDetailTime: 'Not specified',
      courseDetailVenue: 'Not specified',
      hearAbout: 'Not specified',
      communicationPreferences: false,
      termsandcondition: true,
    });
  });

  it('copies the current address while isSameAddress is ticked', () => {
    const prepared = prepareRegistration({
      ...valid,
      currentAddress: ' 12 Palm Street, Dubai ',
      permanenetAddress: 'somewhere else',
      isSameAddress: true,
      communicationPreferences: true,
      TelNo: '+971 4 123 4567',
    });
    expect(prepared.permanenetAddress).toBe('12 Palm Street, Dubai');
    expect(prepared.isSameAddress).toBe(true);
    expect(prepared.communicationPreferences).toBe(true);
    expect(prepared.TelNo).toBe('+971 4 123 4567');
    expect(prepared.telNoE164).toBe('+97141234567');
  });

  it('reads numbers typed in Arabic-Indic digits, and keeps them without the direction marks pasted with them', () => {
    expect(
      prepareRegistration({
        ...valid,
        mobileNo: '\u202A+٩٧١ ٥٠ ١٢٣ ٤٥٦٧\u202C',
        TelNo: '\u2066٠٤ ١٢٣ ٤٥٦٧\u2069',
      }),
    ).toMatchObject({
      mobileNo: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧',
      mobileNoE164: '+971501234567',
      TelNo: '٠٤ ١٢٣ ٤٥٦٧',
      telNoE164: '+97141234567',
    });
    expect(validateRegistrationField('mobileNo', '٠٥٠ ١٢٣ ٤٥٦٧', TODAY)).toBeUndefined();
    expect(validateRegistrationField('TelNo', '+٩٧١ ٤ ١٢٣ ٤٥٦٧', TODAY)).toBeUndefined();
  });

  it("keeps the numbers as typed with their E.164 form, and an older client's ten digits without one", () => {
    expect(
      prepareRegistration({ ...valid, mobileNo: ' +971 50 123 4567 ', TelNo: '04 123 4567' }),
    ).toMatchObject({
      mobileNo: '+971 50 123 4567',
      mobileNoE164: '+971501234567',
      TelNo: '04 123 4567',
      telNoE164: '+97141234567',
    });
    expect(
      prepareRegistration({ ...valid, mobileNo: '(555) 123-4567', TelNo: 'Not provided' }),
    ).toMatchObject({
      mobileNo: '(555) 123-4567',
      mobileNoE164: null,
      TelNo: 'Not provided',
      telNoE164: null,
    });
  });
});
