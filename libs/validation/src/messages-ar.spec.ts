import { PHONE_EXAMPLE } from '@academy/content';
import { type CalendarEventForm, type EventInputContext, eventInputProblems } from './calendar-event';
import { ENQUIRY_FIELDS, validateEnquiryField } from './enquiry';
import { FAMILY_BOOKING_MESSAGES, validateFamilyBooking } from './family-booking';
import { validateLostLinkEmail } from './lost-link';
import { MESSAGE_TEMPLATES, type MessageId, readMessage } from './message-catalogue';
import {
  INVALID_EMAIL_MESSAGE,
  disallowedCharactersMessage,
  fieldLabel,
  maxLengthMessage,
  minLengthMessage,
  requiredMessage,
} from './messages';
import {
  ARABIC_MESSAGES,
  ENQUIRY_FIELD_LABELS_AR,
  REGISTRATION_FIELD_LABELS_AR,
  SIGN_IN_FIELD_LABELS_AR,
  arabicLabel,
  arabicMessage,
  localizeErrors,
  localizeMessage,
} from './messages-ar';
import { dayProblem } from './patterns';
import { PHOTO_MAX_BYTES, photoSizeMessage, validatePhotoFiles } from './photo';
import { prerequisiteNeededMessage, readPrerequisiteAnswer } from './prerequisite';
import {
  EMPTY_REGISTRATION,
  MINIMUM_AGE_MESSAGE,
  MOBILE_DIGITS_MESSAGE,
  REGISTRATION_FIELDS,
  validateRegistration,
  validateRegistrationField,
} from './registration';
import { validateSignIn } from './sign-in';
import { validateWaitingList } from './waiting-list';

const TODAY = '2026-11-23';

/** What a visitor, an older client or a hostile body may send in any field. */
const BAD_VALUES: unknown[] = [
  undefined,
  '',
  ' ',
  'A',
  42,
  true,
  'maybe',
  'x'.repeat(6000),
  'Lay\u0000la',
  'bad',
  '2027-01-01',
  '2020-01-01',
  '1990-02-30',
  'TikTok',
  'ZZ',
];

const EVENT: CalendarEventForm = {
  name: 'Decode Your Behaviour: Two-Day Workshop',
  programme: 'DECODE',
  level: 'Level 2: Decode Your Behaviour',
  date: '2027-02-06',
  time: '9:00 AM - 5:00 PM',
  location: 'Abu Dhabi, Al Reem Island',
  trainer: 'Vikram Rao',
  type: 'Workshop',
  participants: 'Open to all adults',
  seats: 10,
  noEnroll: false,
};
const CONTEXT: EventInputContext = { today: TODAY, regular: { currency: 'AED', amount: 2565 } };

/** Every message the rules give for a wide set of wrong input, each form's and the event manager's. */
function everyMessage(): string[] {
  const messages: string[] = [];
  const add = (errors: object) => {
    for (const value of Object.values(errors)) {
      if (typeof value === 'string') messages.push(value);
      else if (value && typeof value === 'object') add(value);
    }
  };
  for (const field of REGISTRATION_FIELDS) {
    for (const value of BAD_VALUES) {
      const message = validateRegistrationField(field, value, TODAY);
      if (message) messages.push(message);
    }
  }
  add(validateRegistration({ ...EMPTY_REGISTRATION }, TODAY));
  for (const country of ['GB', 'AE', 'XX']) {
    for (const field of ENQUIRY_FIELDS) {
      for (const value of BAD_VALUES) {
        const message = validateEnquiryField(field, value, { country });
        if (message) messages.push(message);
      }
    }
  }
  add(validateFamilyBooking({}));
  add(
    validateFamilyBooking({
      familyMembers: ['', 'A', 'x'.repeat(101), 'a\u0000b', 'Layla'],
      email: 'x',
      phone: '5'.repeat(31),
    }),
  );
  add(validateFamilyBooking({ familyMembers: ['Layla'], email: 'x@example.ae', phone: 'bad' }));
  add(validateWaitingList({}));
  add(validateSignIn({}));
  for (const email of ['', 'x']) messages.push(validateLostLinkEmail(email) ?? '');
  for (const input of [
    { prerequisiteElsewhere: 'maybe', prerequisiteNote: 5 },
    { prerequisiteElsewhere: true, prerequisiteNote: '' },
    { prerequisiteElsewhere: true, prerequisiteNote: 'x'.repeat(501) },
  ]) {
    messages.push(...readPrerequisiteAnswer(input).problems.map((problem) => problem.message));
  }
  messages.push(prerequisiteNeededMessage('Level 1: Decode Your Mind'));
  add(
    validatePhotoFiles({
      idPhotofront: null,
      idphotoback: { type: 'image/gif', size: 10 },
      profileImage: { type: 'image/png', size: PHOTO_MAX_BYTES + 1 },
    }),
  );
  const events: [Partial<CalendarEventForm>, Partial<EventInputContext>][] = [
    [
      {
        name: '',
        programme: 'X',
        date: '',
        endDate: 'bad',
        time: 'x'.repeat(41),
        location: '',
        trainer: '',
        type: 'X',
        participants: '',
        seats: 0,
        paymentLink: 'http://example.com',
        seatHoldHours: 0,
      },
      {},
    ],
    [{ level: 'Level 7', endDate: '2027-01-01', seats: 5 }, { seatsTaken: 8 }],
    [{ offerAmount: 2200 }, {}],
    [{ offerName: 'x'.repeat(61), offerAmount: 0, offerEndsOn: '2026-01-01' }, {}],
    [{ offerName: 'Early bird', offerAmount: 3000, offerEndsOn: '2027-03-01' }, {}],
    [{ offerName: 'Early bird', offerAmount: 3000, offerEndsOn: '2027-02-30' }, {}],
    [{ offerName: 'Early bird', offerAmount: 100, offerEndsOn: '2027-01-01' }, { regular: null }],
    [
      { offerName: 'Early bird', offerAmount: 100, offerEndsOn: '2027-01-01', noEnroll: true },
      { regular: null },
    ],
  ];
  for (const [input, context] of events) {
    messages.push(
      ...eventInputProblems({ ...EVENT, ...input }, { ...CONTEXT, ...context }).map(
        (problem) => problem.message,
      ),
    );
  }
  return [...new Set(messages.filter(Boolean))];
}

/** Latin-script words an Arabic message may hold: file formats, a code's example, an address's scheme. */
const LATIN_ALLOWED = new Set(['JPEG', 'PNG', 'WebP', 'ISO', 'AE', 'YYYY-MM-DD', 'https']);

/** An Arabic message without its isolated parts (quoted English: a level, a fee, an example number). */
const withoutIsolates = (text: string) => text.replace(/\u2068[^\u2069]*\u2069/g, '');

describe('the Arabic of every message', () => {
  const messages = everyMessage();

  it('has an Arabic twin for every message the rules give', () => {
    expect(messages.length).toBeGreaterThan(60);
    expect(messages.filter((message) => arabicMessage(message) === undefined)).toEqual([]);
  });

  it('reads some rule output as each message id: the catalogue holds no message the rules lost', () => {
    const reached = new Set(messages.map((message) => readMessage(message)?.id));
    const unreached = (Object.keys(MESSAGE_TEMPLATES) as MessageId[]).filter((id) => !reached.has(id));
    expect(unreached).toEqual([]);
  });

  it('reads each template back as its own id (no earlier template takes its text)', () => {
    const sample: Record<string, string> = {
      label: 'First name',
      min: '2',
      max: '100',
      n: '3',
      age: '18',
      taken: '8',
      example: PHONE_EXAMPLE,
      level: 'Level 1: Decode Your Mind',
      options: 'All levels',
      fee: 'AED 2,565',
    };
    for (const [id, template] of Object.entries(MESSAGE_TEMPLATES)) {
      const text = template.replace(/\{(\w+)\}/g, (_, slot: string) => sample[slot]);
      expect({ text, id: readMessage(text)?.id }).toEqual({ text, id });
    }
  });

  it('writes Arabic: no Latin word beyond format names and codes, Arabic commas, no English field name', () => {
    for (const message of messages) {
      const arabic = withoutIsolates(arabicMessage(message) ?? '');
      const latin = (arabic.match(/[A-Za-z][A-Za-z-]*/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
      expect({ message, arabic, latin }).toEqual({ message, arabic, latin: [] });
      expect({ message, arabic, commas: /[,;?]/.test(arabic) }).toEqual({ message, arabic, commas: false });
      expect(arabic).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('names the field in Arabic words, whichever form named it how', () => {
    expect(arabicMessage('First name is required')).toBe('حقل «الاسم الأول» مطلوب');
    expect(arabicMessage(requiredMessage('firstName'))).toBe('حقل «الاسم الأول» مطلوب');
    expect(arabicMessage(requiredMessage('phoneNumber'))).toBe('حقل «رقم الهاتف» مطلوب');
    expect(arabicMessage(requiredMessage('acceptPrivacyPolicy'))).toBe(
      'حقل «الموافقة على سياسة الخصوصية» مطلوب',
    );
    expect(arabicMessage(FAMILY_BOOKING_MESSAGES.memberRequired(1))).toBe('حقل «اسم فرد العائلة 2» مطلوب');
    expect(arabicMessage(disallowedCharactersMessage('Last name'))).toBe(
      'يحتوي حقل «اسم العائلة» على أحرف غير مسموح بها',
    );
    expect(arabicMessage(photoSizeMessage('profileImage'))).toBe(
      'يجب ألّا يزيد حجم ملف «الصورة الشخصية» على 5 ميغابايت',
    );
    expect(arabicMessage(dayProblem('Offer end date', '') ?? '')).toBe('حقل «تاريخ انتهاء العرض» مطلوب');
  });

  it('counts characters as Arabic counts them', () => {
    expect(arabicMessage(minLengthMessage('firstName', 2))).toBe('يجب ألّا يقل حقل «الاسم الأول» عن حرفين');
    expect(arabicMessage(minLengthMessage('zipCode', 3))).toBe('يجب ألّا يقل حقل «الرمز البريدي» عن 3 أحرف');
    expect(arabicMessage(maxLengthMessage('zipCode', 20))).toBe(
      'يجب ألّا يزيد حقل «الرمز البريدي» على 20 حرفًا',
    );
    expect(arabicMessage(maxLengthMessage('message', 5000))).toBe('يجب ألّا يزيد حقل «الرسالة» على 5000 حرف');
    expect(arabicMessage('First name must be at most 100 characters')).toBe(
      'يجب ألّا يزيد حقل «الاسم الأول» على 100 حرف',
    );
    expect(arabicMessage(maxLengthMessage('email', 254))).toBe(
      'يجب ألّا يزيد حقل «البريد الإلكتروني» على 254 حرفًا',
    );
  });

  it('says the fixed messages in Arabic', () => {
    expect(arabicMessage(INVALID_EMAIL_MESSAGE)).toBe('يُرجى إدخال عنوان بريد إلكتروني صحيح');
    expect(arabicMessage(MOBILE_DIGITS_MESSAGE)).toBe('يُرجى إدخال رقم هاتف متحرك صحيح');
    expect(arabicMessage(MINIMUM_AGE_MESSAGE)).toBe('يجب ألّا يقل عمرك عن 18 عامًا للتسجيل');
    expect(arabicMessage(FAMILY_BOOKING_MESSAGES.phoneInvalid)).toBe(
      `يُرجى إدخال رقم هاتف صحيح، مثل \u2068${PHONE_EXAMPLE}\u2069`,
    );
  });

  it('leaves any other text alone: undefined from arabicMessage, as it is from localizeMessage', () => {
    for (const other of [
      'Registration failed',
      'Somebody is required to be here today',
      '',
      'x'.repeat(2000),
    ]) {
      expect(arabicMessage(other)).toBeUndefined();
      expect(localizeMessage(other, 'ar')).toBe(other);
    }
    // A label no form uses is not guessed at.
    expect(arabicMessage('Favourite colour is required')).toBeUndefined();
    expect(arabicLabel('Favourite colour')).toBeUndefined();
  });
});

describe('localizeMessage and localizeErrors', () => {
  const errors = validateFamilyBooking({ familyMembers: ['Layla', ''], email: 'x', phone: '' });

  it('keep English as it is, the default', () => {
    for (const message of everyMessage()) {
      expect(localizeMessage(message)).toBe(message);
      expect(localizeMessage(message, 'en')).toBe(message);
    }
    expect(localizeErrors(errors)).toBe(errors);
    expect(localizeErrors(errors, 'en')).toBe(errors);
  });

  it('give a form’s errors in Arabic, member rows too, on an Arabic page', () => {
    expect(localizeErrors(errors, 'ar')).toEqual({
      sessionId: 'يُرجى اختيار جلسة عائلية',
      sessionSlot: 'يُرجى اختيار موعد',
      familyMembers: 'حقل «اسم فرد العائلة 2» مطلوب',
      members: { 1: 'حقل «اسم فرد العائلة 2» مطلوب' },
      email: 'عنوان البريد الإلكتروني غير صحيح',
      phone: 'حقل «رقم الهاتف» مطلوب',
    });
    expect(localizeErrors(validateSignIn({}), 'ar')).toEqual({
      email: 'حقل «البريد الإلكتروني» مطلوب',
      password: 'حقل «كلمة المرور» مطلوب',
    });
    expect(localizeErrors({ firstName: 'Registration failed' }, 'ar')).toEqual({
      firstName: 'Registration failed',
    });
  });
});

describe('the Arabic field names', () => {
  it('name a field the same in every form that has it', () => {
    for (const field of ENQUIRY_FIELDS) {
      if (field in REGISTRATION_FIELD_LABELS_AR) {
        expect(ENQUIRY_FIELD_LABELS_AR[field]).toBe(
          REGISTRATION_FIELD_LABELS_AR[field as keyof typeof REGISTRATION_FIELD_LABELS_AR],
        );
      }
    }
    expect(SIGN_IN_FIELD_LABELS_AR.email).toBe(REGISTRATION_FIELD_LABELS_AR.email);
    expect(arabicLabel(fieldLabel('email'))).toBe('البريد الإلكتروني');
    expect(arabicLabel('Email')).toBe('البريد الإلكتروني');
  });
});

describe('the type check', () => {
  it('refuses an Arabic table missing a message, and a message said without its parts', () => {
    const { required: _required, ...rest } = ARABIC_MESSAGES;
    // @ts-expect-error every message id needs its Arabic
    const incomplete: typeof ARABIC_MESSAGES = rest;
    expect(Object.keys(incomplete)).not.toContain('required');
    // @ts-expect-error 'required' says its field's name
    expect(() => ARABIC_MESSAGES.required({})).not.toThrow();
  });
});
