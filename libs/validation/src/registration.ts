import { INVALID_EMAIL_MESSAGE, INVALID_PHONE_MESSAGE, disallowedCharactersMessage } from './messages';
import { EMAIL_MAX_LENGTH, hasDisallowedNameCharacters, isEmail, isIsoDay, westernDigits } from './patterns';
import { PHONE_MAX_LENGTH, readPhone } from './phone';

/**
 * The enrolment form of SPEC.md 3.1, as the visitor submits it. The odd spellings (`permanenetAddress`,
 * `TelNo`, `termsandcondition`) are the ones existing clients send and are kept on purpose.
 */
export interface RegistrationForm {
  firstName: string;
  middleName: string;
  lastName: string;
  currentAddress: string;
  permanenetAddress: string;
  isSameAddress: boolean;
  /** The chosen workshop as 'location | name | date', or the next available intake. */
  city: string;
  venue: string;
  timeslot: string;
  TelNo: string;
  mobileNo: string;
  email: string;
  /** Date of birth, ISO YYYY-MM-DD. */
  dob: string;
  occupation: string;
  courseDetailDate: string;
  courseDetailTime: string;
  courseDetailVenue: string;
  hearAbout: string;
  communicationPreferences: boolean;
  termsandcondition: boolean;
  levelName: string;
}

export type RegistrationField = keyof RegistrationForm;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** Form order: the first errored field in this order is the one scrolled to and focused. */
export const REGISTRATION_FIELDS: readonly RegistrationField[] = [
  'firstName',
  'middleName',
  'lastName',
  'email',
  'mobileNo',
  'TelNo',
  'dob',
  'occupation',
  'currentAddress',
  'isSameAddress',
  'permanenetAddress',
  'levelName',
  'city',
  'venue',
  'timeslot',
  'courseDetailDate',
  'courseDetailTime',
  'courseDetailVenue',
  'hearAbout',
  'communicationPreferences',
  'termsandcondition',
];

/** The fields' names in words, as the messages of SPEC.md 5.2 use them ('First name is required'). */
export const REGISTRATION_FIELD_LABELS: Readonly<Record<RegistrationField, string>> = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  currentAddress: 'Current address',
  permanenetAddress: 'Permanent address',
  isSameAddress: 'Same as current address',
  city: 'Workshop',
  venue: 'Venue',
  timeslot: 'Time slot',
  TelNo: 'Telephone number',
  mobileNo: 'Mobile number',
  email: 'Email',
  dob: 'Date of birth',
  occupation: 'Occupation',
  courseDetailDate: 'Course date',
  courseDetailTime: 'Course time',
  courseDetailVenue: 'Course venue',
  hearAbout: 'How you heard about us',
  communicationPreferences: 'Communication preferences',
  termsandcondition: 'Terms and conditions',
  levelName: 'Level name',
};

export const HEAR_ABOUT_OPTIONS = [
  'Facebook',
  'Instagram',
  'Google',
  'LinkedIn',
  'Friends/Relatives',
  'Other',
] as const;

/** SPEC.md 5.2: the message for a missing workshop choice, which is the field `city`. */
export const SELECT_PROGRAMME_MESSAGE = 'Please select a program from the options above';
/**
 * SPEC.md 5.2's message, kept although the rule is now any valid number (international, or a UAE one
 * without +971) or an older client's ten digits: the hint under the field shows the example.
 */
export const MOBILE_DIGITS_MESSAGE = 'Mobile number must be 10 digits';
export const ACCEPT_TERMS_MESSAGE = 'You must accept the terms and conditions';
export const INVALID_DOB_MESSAGE = 'Please enter a valid date of birth';
export const MINIMUM_AGE = 18;
export const MINIMUM_AGE_MESSAGE = `You must be at least ${MINIMUM_AGE} years old to enrol`;
export const HEAR_ABOUT_MESSAGE = 'Please choose how you heard about us from the list';

/** What SPEC.md 5.2 sends in place of an empty optional value. */
export const NOT_PROVIDED = 'Not provided';
export const NOT_SPECIFIED = 'Not specified';

/** The terms the registrant accepts (SPEC.md 3.1). */
export const REGISTRATION_TERMS =
  'I confirm that I am over 18 years of age and that I have no mental or psychological disorder and am not under psychological or psychiatric treatment. I discharge the organisation, its trainers and staff of any responsibility for my physical and mental well-being during and after the training, and I understand the curriculum of the programme I am enrolling in.';

const REQUIRED: ReadonlySet<RegistrationField> = new Set([
  'firstName',
  'lastName',
  'email',
  'mobileNo',
  'city',
  'dob',
  'occupation',
  'levelName',
]);

/**
 * Whether the rules refuse a field empty (the terms must be accepted too): a form marks the others
 * (optional). Agrees with validateRegistrationField(field, '') without running it.
 */
export const isRequiredRegistrationField = (field: RegistrationField): boolean =>
  REQUIRED.has(field) || field === 'termsandcondition';

/** Upper bounds, so one request cannot fill the database. */
export const REGISTRATION_LIMITS: Readonly<Partial<Record<RegistrationField, number>>> = {
  firstName: 100,
  middleName: 100,
  lastName: 100,
  currentAddress: 500,
  permanenetAddress: 500,
  city: 300,
  venue: 200,
  timeslot: 100,
  TelNo: PHONE_MAX_LENGTH,
  mobileNo: PHONE_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  occupation: 100,
  courseDetailDate: 100,
  courseDetailTime: 100,
  courseDetailVenue: 200,
  levelName: 200,
};

const BOOLEAN_FIELDS: ReadonlySet<RegistrationField> = new Set([
  'isSameAddress',
  'communicationPreferences',
  'termsandcondition',
]);

export const isBooleanRegistrationField = (field: RegistrationField): boolean => BOOLEAN_FIELDS.has(field);

/**
 * A tick box's value: a boolean, or absent (unticked). Anything else (the text 'true' too) is the wrong
 * type, undefined here: JSON and GraphQL carry booleans; a form post's text is read by tickBoxesFromForm.
 */
export function readBoolean(value: unknown): boolean | undefined {
  if (value === true) return true;
  if (value === false || value === undefined || value === null) return false;
  return undefined;
}

/** The text a ticked and an unticked box post as (a browser's 'on', or a script's 'true' and 'false'). */
const FORM_TICKED: Readonly<Record<string, boolean>> = { true: true, on: true, false: false };

/**
 * A registration posted as a form (multipart, urlencoded), whose every value is text: its tick boxes
 * as booleans. Other values, and text that is no tick box's, are left for the rules to judge.
 */
export function tickBoxesFromForm(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const read: Record<string, unknown> = { ...input };
  for (const field of BOOLEAN_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && Object.hasOwn(FORM_TICKED, value)) read[field] = FORM_TICKED[value];
  }
  return read;
}

const NAME_FIELDS: ReadonlySet<RegistrationField> = new Set(['firstName', 'middleName', 'lastName']);

/** Today as YYYY-MM-DD (UTC); the age check is about years, so the hour does not matter. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Whole years between an ISO birth date and an ISO day. */
function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** A real day, not before 1900: nobody enrolling was born earlier. */
const isBirthDate = (iso: string) => isIsoDay(iso) && Number(iso.slice(0, 4)) >= 1900;

/**
 * One field's rule. `value` is unknown because the same rule checks the form state and an untrusted
 * body. Returns the message to show, or undefined when the value is acceptable.
 */
export function validateRegistrationField(
  field: RegistrationField,
  value: unknown,
  today: string = todayUtc(),
): string | undefined {
  const label = REGISTRATION_FIELD_LABELS[field];
  if (BOOLEAN_FIELDS.has(field)) {
    const ticked = readBoolean(value);
    if (ticked === undefined) return `${label} must be true or false`;
    return field === 'termsandcondition' && !ticked ? ACCEPT_TERMS_MESSAGE : undefined;
  }
  if (value !== undefined && value !== null && typeof value !== 'string') return `${label} must be text`;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    if (!REQUIRED.has(field)) return undefined;
    return field === 'city' ? SELECT_PROGRAMME_MESSAGE : `${label} is required`;
  }
  const max = REGISTRATION_LIMITS[field];
  if (max !== undefined && text.length > max) return `${label} must be at most ${max} characters`;
  if (NAME_FIELDS.has(field) && hasDisallowedNameCharacters(text)) return disallowedCharactersMessage(label);
  switch (field) {
    case 'email':
      return isEmail(text) ? undefined : INVALID_EMAIL_MESSAGE;
    case 'mobileNo':
      return readPhone(text) ? undefined : MOBILE_DIGITS_MESSAGE;
    case 'TelNo':
      // Older clients apply the fallback themselves and send it.
      return text === NOT_PROVIDED || readPhone(text) ? undefined : INVALID_PHONE_MESSAGE;
    case 'dob': {
      // Typed on an Arabic keyboard, '١٩٩٠-٠٤-١٢' is the same day (prepareRegistration stores it so).
      const day = westernDigits(text);
      if (!isBirthDate(day) || day > today) return INVALID_DOB_MESSAGE;
      return ageOn(day, today) >= MINIMUM_AGE ? undefined : MINIMUM_AGE_MESSAGE;
    }
    case 'hearAbout':
      return text === NOT_SPECIFIED || (HEAR_ABOUT_OPTIONS as readonly string[]).includes(text)
        ? undefined
        : HEAR_ABOUT_MESSAGE;
    default:
      return undefined;
  }
}

export function validateRegistration(
  input: Readonly<Record<string, unknown>>,
  today?: string,
): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of REGISTRATION_FIELDS) {
    // A permanent address that copies the current one is whatever the current one is.
    if (field === 'permanenetAddress' && readBoolean(input.isSameAddress)) continue;
    const message = validateRegistrationField(field, input[field], today);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first field, in form order, that has an error: the one to scroll to and focus. */
export function firstRegistrationError(errors: RegistrationErrors): RegistrationField | undefined {
  return REGISTRATION_FIELDS.find((field) => errors[field] !== undefined);
}

/** 'Layla', '', 'Hassan' → 'Layla Hassan': the name as it will be printed on the certificate. */
export function nameAsCertificate(firstName: string, middleName: string, lastName: string): string {
  return [firstName, middleName, lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/**
 * A registration ready to store: trimmed, derived fields built and SPEC.md 5.2's fallbacks applied. The
 * numbers stay as typed (what staff and the registrant see) with their E.164 form beside them (null for
 * an older client's ten digits, and for a telephone 'Not provided').
 */
export interface PreparedRegistration extends RegistrationForm {
  nameAsCertificate: string;
  mobileNoE164: string | null;
  telNoE164: string | null;
}

/**
 * The one place SPEC.md 5.2's fallbacks are applied (the server calls it on every registration,
 * whichever API it came through): empty addresses, venue and telephone become 'Not provided' (the
 * telephone falls back to the mobile number first), the empty course details and hearAbout become
 * 'Not specified', a ticked isSameAddress copies the current address; the date of birth is stored in
 * Western digits (westernDigits). Call only on valid input.
 */
export function prepareRegistration(input: Readonly<Record<string, unknown>>): PreparedRegistration {
  const text = (field: RegistrationField) => {
    const value = input[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  const or = (value: string, fallback: string) => (value === '' ? fallback : value);
  const isSameAddress = readBoolean(input.isSameAddress) === true;
  const currentAddress = or(text('currentAddress'), NOT_PROVIDED);
  const mobile = readPhone(text('mobileNo'));
  const mobileNo = mobile?.typed ?? text('mobileNo');
  const telephone = text('TelNo') === '' ? mobile : readPhone(text('TelNo'));
  const telNo = text('TelNo') === '' ? '' : (telephone?.typed ?? text('TelNo'));
  const firstName = text('firstName');
  const middleName = text('middleName');
  const lastName = text('lastName');
  return {
    firstName,
    middleName,
    lastName,
    nameAsCertificate: nameAsCertificate(firstName, middleName, lastName),
    currentAddress,
    permanenetAddress: isSameAddress ? currentAddress : or(text('permanenetAddress'), NOT_PROVIDED),
    isSameAddress,
    city: text('city'),
    venue: or(text('venue'), NOT_PROVIDED),
    timeslot: or(text('timeslot'), NOT_SPECIFIED),
    TelNo: or(telNo, or(mobileNo, NOT_PROVIDED)),
    telNoE164: telephone?.e164 ?? null,
    mobileNo,
    mobileNoE164: mobile?.e164 ?? null,
    email: text('email'),
    dob: westernDigits(text('dob')),
    occupation: text('occupation'),
    courseDetailDate: or(text('courseDetailDate'), NOT_SPECIFIED),
    courseDetailTime: or(text('courseDetailTime'), NOT_SPECIFIED),
    courseDetailVenue: or(text('courseDetailVenue'), NOT_SPECIFIED),
    hearAbout: or(text('hearAbout'), NOT_SPECIFIED),
    communicationPreferences: readBoolean(input.communicationPreferences) === true,
    termsandcondition: readBoolean(input.termsandcondition) === true,
    levelName: text('levelName'),
  };
}

/** The form as it opens: level '1' by default (SPEC.md 3.1), nothing else filled. */
export const EMPTY_REGISTRATION: RegistrationForm = {
  firstName: '',
  middleName: '',
  lastName: '',
  currentAddress: '',
  permanenetAddress: '',
  isSameAddress: false,
  city: '',
  venue: '',
  timeslot: '',
  TelNo: '',
  mobileNo: '',
  email: '',
  dob: '',
  occupation: '',
  courseDetailDate: '',
  courseDetailTime: '',
  courseDetailVenue: '',
  hearAbout: '',
  communicationPreferences: false,
  termsandcondition: false,
  levelName: '1',
};
