import { COUNTRIES } from '@academy/content';
import {
  ENQUIRY_FIELDS,
  Enquiry,
  firstEnquiryError,
  UNKNOWN_COUNTRY_MESSAGE,
  normalizeEnquiry,
  validateEnquiry,
  validateEnquiryField,
} from './enquiry';
import { fieldLabel, maxLengthMessage, minLengthMessage, requiredMessage } from './messages';

const valid: Enquiry = {
  firstName: 'Layla',
  lastName: 'Hassan',
  email: 'layla.hassan@example.ae',
  phoneNumber: '+971 50 123 4567',
  country: 'UK',
  zipCode: 'SW1A 1AA',
  message: 'I would like to know when the next Decode level 1 starts.',
  acceptPrivacyPolicy: true,
};

describe('message builders', () => {
  it('capitalises the first letter of the field name only', () => {
    expect(fieldLabel('firstName')).toBe('FirstName');
    expect(fieldLabel('zipCode')).toBe('ZipCode');
    expect(requiredMessage('phoneNumber')).toBe('PhoneNumber is required');
    expect(minLengthMessage('lastName', 2)).toBe('LastName must be at least 2 characters');
    expect(maxLengthMessage('message', 5000)).toBe('Message must be at most 5000 characters');
  });
});

describe('validateEnquiry', () => {
  it('accepts a complete, well-formed enquiry', () => {
    expect(validateEnquiry({ ...valid })).toEqual({});
  });

  it('reports every field of an empty form as required, in form order, the zip code once a country needs it', () => {
    const errors = validateEnquiry({});
    expect(Object.keys(errors)).toEqual(ENQUIRY_FIELDS.filter((field) => field !== 'zipCode'));
    expect(errors).toEqual({
      firstName: 'FirstName is required',
      lastName: 'LastName is required',
      email: 'Email is required',
      phoneNumber: 'PhoneNumber is required',
      country: 'Country is required',
      message: 'Message is required',
      acceptPrivacyPolicy: 'AcceptPrivacyPolicy is required',
    });
    expect(validateEnquiry({ country: 'IN' }).zipCode).toBe('ZipCode is required');
  });

  it('treats whitespace-only text as missing', () => {
    expect(validateEnquiry({ ...valid, firstName: '   ', message: '\n\t' })).toEqual({
      firstName: 'FirstName is required',
      message: 'Message is required',
    });
  });
});

describe('names', () => {
  it.each(['firstName', 'lastName'] as const)('%s needs at least 2 characters', (field) => {
    const label = fieldLabel(field);
    expect(validateEnquiryField(field, 'A')).toBe(`${label} must be at least 2 characters`);
    expect(validateEnquiryField(field, ' A ')).toBe(`${label} must be at least 2 characters`);
    expect(validateEnquiryField(field, 'Al')).toBeUndefined();
    expect(validateEnquiryField(field, 'Zoë')).toBeUndefined();
  });

  it.each(['firstName', 'lastName'] as const)(
    'refuses control characters, lone surrogates and bidi overrides in %s, naming it',
    (field) => {
      for (const bad of ['Om\u0000ar', 'Omar\r\nBcc', 'Omar\ud83d', 'Om\u202ear', 'Om\u2067ar']) {
        expect(validateEnquiryField(field, bad)).toBe(
          `${fieldLabel(field)} contains characters that are not allowed`,
        );
      }
      expect(validateEnquiryField(field, 'عمر خليل')).toBeUndefined();
    },
  );

  it('rejects names longer than 100 characters and values that are not text', () => {
    expect(validateEnquiryField('firstName', 'x'.repeat(101))).toBe(
      'FirstName must be at most 100 characters',
    );
    expect(validateEnquiryField('firstName', 'x'.repeat(100))).toBeUndefined();
    expect(validateEnquiryField('lastName', 42)).toBe('LastName must be text');
    expect(validateEnquiryField('lastName', null)).toBe('LastName is required');
  });
});

describe('email', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.com', '  padded@example.org  '])('accepts %p', (email) => {
    expect(validateEnquiryField('email', email)).toBeUndefined();
  });

  it.each(['plain', 'no-at.example.com', 'two@@example.com', 'a@b@c.com', 'space in@example.com', 'a@nodot'])(
    'rejects %p',
    (email) => {
      expect(validateEnquiryField('email', email)).toBe('Please enter a valid email address');
    },
  );

  it('is required', () => {
    expect(validateEnquiryField('email', '')).toBe('Email is required');
  });
});

describe('phone number', () => {
  it.each([
    '+971 50 123 4567',
    '050 123 4567',
    '0501234567',
    '04 123 4567',
    '+44 20 7946 0958',
    '+1 212 555 1234',
  ])('accepts the international or UAE number %p', (phone) => {
    expect(validateEnquiryField('phoneNumber', phone, { country: 'AE' })).toBeUndefined();
  });

  it.each(['5551234567', '(555) 123-4567', '555.123.4567', '555-123-4567'])(
    "accepts an older client's ten digits %p with any country",
    (phone) => {
      for (const country of ['US', 'IN', 'UK', 'CA', 'AU']) {
        expect(validateEnquiryField('phoneNumber', phone, { country })).toBeUndefined();
      }
    },
  );

  it.each([
    '12345',
    '123456789',
    '050 123 456',
    '555-123-456a',
    '++15551234567',
    '5551234567+',
    '+1 555 123 4567',
  ])('rejects %p', (phone) => {
    expect(validateEnquiryField('phoneNumber', phone, { country: 'US' })).toBe(
      'Please enter a valid phone number',
    );
  });

  it('reads a number without a country code as one of the chosen country when it is no UAE number', () => {
    expect(validateEnquiryField('phoneNumber', '020 7946 0958', { country: 'AE' })).toBe(
      'Please enter a valid phone number',
    );
    expect(validateEnquiryField('phoneNumber', '020 7946 0958', { country: 'UK' })).toBeUndefined();
    expect(normalizeEnquiry({ ...valid, phoneNumber: '020 7946 0958', country: 'UK' })).toMatchObject({
      phoneNumber: '020 7946 0958',
      phoneNumberE164: '+442079460958',
      country: 'GB',
    });
  });

  it('is required and bounded', () => {
    expect(validateEnquiryField('phoneNumber', '')).toBe('PhoneNumber is required');
    expect(validateEnquiryField('phoneNumber', '1'.repeat(31))).toBe(
      'PhoneNumber must be at most 30 characters',
    );
  });
});

describe('country', () => {
  it("accepts every listed country, and SPEC 3.2's codes (UK for GB)", () => {
    for (const { code } of COUNTRIES) expect(validateEnquiryField('country', code)).toBeUndefined();
    for (const code of ['US', 'IN', 'UK', 'CA', 'AU'])
      expect(validateEnquiryField('country', code)).toBeUndefined();
  });

  it('must be chosen from the list', () => {
    expect(validateEnquiryField('country', '')).toBe('Country is required');
    expect(validateEnquiryField('country', 'ZZ')).toBe(UNKNOWN_COUNTRY_MESSAGE);
    expect(validateEnquiryField('country', 'United States')).toBe(UNKNOWN_COUNTRY_MESSAGE);
  });
});

describe('zip code, message and privacy policy', () => {
  it('zip code needs at least 3 characters where addresses have one', () => {
    for (const country of ['US', 'IN', 'UK', 'GB', 'CA', 'AU', 'IE']) {
      expect(validateEnquiryField('zipCode', '12', { country })).toBe(
        'ZipCode must be at least 3 characters',
      );
      expect(validateEnquiryField('zipCode', '123', { country })).toBeUndefined();
      expect(validateEnquiryField('zipCode', '', { country })).toBe('ZipCode is required');
    }
  });

  it('zip code is not asked in the UAE and other countries without one, but kept when sent', () => {
    for (const country of ['AE', 'QA', 'HK']) {
      for (const zip of ['', '  ', undefined, '12']) {
        expect(validateEnquiryField('zipCode', zip, { country })).toBeUndefined();
      }
      expect(validateEnquiryField('zipCode', 'z'.repeat(21), { country })).toBe(
        'ZipCode must be at most 20 characters',
      );
      expect(validateEnquiryField('zipCode', 12, { country })).toBe('ZipCode must be text');
    }
    expect(validateEnquiry({ ...valid, country: 'AE', zipCode: '' })).toEqual({});
    expect(normalizeEnquiry({ ...valid, country: 'AE', zipCode: ' 12 ' }).zipCode).toBe('12');
  });

  it('message is required only (up to 5000 characters)', () => {
    expect(validateEnquiryField('message', '?')).toBeUndefined();
    expect(validateEnquiryField('message', '')).toBe('Message is required');
    expect(validateEnquiryField('message', 'm'.repeat(5001))).toBe('Message must be at most 5000 characters');
  });

  it('the privacy policy must be ticked: only true passes', () => {
    expect(validateEnquiryField('acceptPrivacyPolicy', true)).toBeUndefined();
    for (const value of [false, 'true', 1, undefined]) {
      expect(validateEnquiryField('acceptPrivacyPolicy', value)).toBe('AcceptPrivacyPolicy is required');
    }
  });
});

describe('firstEnquiryError', () => {
  it('follows the form order, not the order of the errors object', () => {
    expect(firstEnquiryError({ message: 'Message is required', email: 'Email is required' })).toBe('email');
  });

  it('finds nothing in a valid form', () => {
    expect(firstEnquiryError(validateEnquiry({ ...valid }))).toBeUndefined();
  });
});

describe('normalizeEnquiry', () => {
  it('trims every text field, keeps the consent, names the country by its ISO code and reads the number', () => {
    const padded = {
      ...valid,
      firstName: ' Layla ',
      email: ' layla.hassan@example.ae\n',
      phoneNumber: ' +971 50 123 4567 ',
      zipCode: ' SW1A 1AA ',
    };
    expect(normalizeEnquiry(padded)).toEqual({
      ...valid,
      country: 'GB',
      phoneNumberE164: '+971501234567',
    });
  });

  it("keeps an older client's ten digits as typed, without an E.164 form", () => {
    expect(normalizeEnquiry({ ...valid, country: 'US', phoneNumber: '(555) 123-4567' })).toMatchObject({
      phoneNumber: '(555) 123-4567',
      phoneNumberE164: null,
      country: 'US',
    });
  });
});
