/**
 * Every message the rules of this library give, by a stable id, written as the English the rules build
 * (SPEC.md section 5 fixes it; the rules' own strings and builders stay the source). A {slot} stands for
 * a variable part: {label} a field's name in words ('First name', 'FirstName', 'Family member 2 name'),
 * {min} {max} {n} {age} {taken} a whole number, the others a text the message quotes. readMessage turns
 * an English message back into its id and parts, so another language can say it (messages-ar.ts): the
 * rules, their callers and the server's replies keep English, and a page translates where it shows one.
 *
 * Order matters where two templates could read the same text: the more particular one comes first.
 */
export const MESSAGE_TEMPLATES = {
  // Fixed texts (messages.ts and each form's constants).
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  invalidPhoneExample: 'Please enter a valid phone number, for example {example}',
  selectProgramme: 'Please select a program from the options above',
  mobileDigits: 'Mobile number must be 10 digits',
  acceptTerms: 'You must accept the terms and conditions',
  invalidDob: 'Please enter a valid date of birth',
  minimumAge: 'You must be at least {age} years old to enrol',
  hearAbout: 'Please choose how you heard about us from the list',
  unknownCountry: 'Country must be one of the listed countries (an ISO code such as AE)',
  sessionRequired: 'Please choose a family session',
  slotRequired: 'Please choose a time slot',
  membersCount: 'Between {min} and {max} family members can be booked',
  emailInvalid: 'Invalid email address',
  prerequisiteNoteRequired: 'Tell us where and when you completed it',
  prerequisiteNeeded:
    'This level needs {level} first. If you completed it elsewhere, tick "I completed it elsewhere" and tell us where and when.',
  // The event manager's (staff) texts, calendar-event.ts.
  chooseProgramme: 'Choose a programme',
  levelOneOf: 'Level must be one of {options}',
  endBeforeStart: 'End date cannot be before the date',
  chooseType: 'Choose a type',
  seatsBelowTaken: 'Seats cannot be fewer than the {taken} already taken',
  paymentLinkHttps: 'Payment link must be an https:// address',
  openEntryNoOffer: 'An open-entry event has no fee, so no offer: remove the offer',
  freeNoOffer: 'This event is free, so it has no offer: remove the offer',
  offerNameRequired: 'Offer name is required with an offer price',
  offerPriceWhole: 'Offer price must be a whole number above 0',
  offerBelowFee: 'Offer price must be below the regular fee, {fee}',
  offerEndPast: 'Offer end date cannot be in the past',
  offerEndAfterStart: "Offer end date must be on or before the event's first day",
  // A field named in words, then what is wrong with it.
  required: '{label} is required',
  minLength: '{label} must be at least {min} characters',
  maxLength: '{label} must be at most {max} characters',
  disallowedCharacters: '{label} contains characters that are not allowed',
  notText: '{label} must be text',
  notBoolean: '{label} must be true or false',
  notDay: '{label} must be a real day, YYYY-MM-DD',
  wholeNumberUpTo: '{label} must be a whole number from 1 to {max}',
  photoType: '{label} must be a JPEG, PNG or WebP image',
  photoSize: '{label} must be at most 5 MB',
  photoMissing: '{label}: choose a file first',
} as const;

export type MessageId = keyof typeof MESSAGE_TEMPLATES;

/** The {slot} names of a template: 'label' | 'max' for '{label} must be at most {max} characters'. */
type SlotsOf<Template extends string> = Template extends `${string}{${infer Slot}}${infer Rest}`
  ? Slot | SlotsOf<Rest>
  : never;

/** A message's variable parts by slot name, as its English gives them. */
export type MessageSlots<Id extends MessageId> = Readonly<
  Record<SlotsOf<(typeof MESSAGE_TEMPLATES)[Id]>, string>
>;

/** A message read: which one, and its variable parts. */
export type MessageDescriptor = { [Id in MessageId]: { id: Id; slots: MessageSlots<Id> } }[MessageId];

/** Slots that hold a whole number. */
const NUMBER_SLOTS: ReadonlySet<string> = new Set(['min', 'max', 'n', 'age', 'taken']);

/** No message of the rules is longer; a longer text is not read (every template is tried on it). */
const MESSAGE_MAX_LENGTH = 1000;

interface CompiledTemplate {
  id: MessageId;
  pattern: RegExp;
  slots: readonly string[];
}

function compile(id: MessageId, template: string): CompiledTemplate {
  const slots: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const slot = /^\{(\w+)\}$/.exec(part);
      if (!slot) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      slots.push(slot[1]);
      return NUMBER_SLOTS.has(slot[1]) ? '(\\d+)' : '(.+)';
    })
    .join('');
  return { id, pattern: new RegExp(`^${source}$`, 's'), slots };
}

const COMPILED: readonly CompiledTemplate[] = (Object.keys(MESSAGE_TEMPLATES) as MessageId[]).map((id) =>
  compile(id, MESSAGE_TEMPLATES[id]),
);

/**
 * The id and parts of an English message of the rules ('First name is required' → required, label
 * 'First name'), or undefined for any other text. `accept` may turn down a reading (a label it does not
 * know), and the next template is tried.
 */
export function readMessage(
  message: string,
  accept: (descriptor: MessageDescriptor) => boolean = () => true,
): MessageDescriptor | undefined {
  if (message.length > MESSAGE_MAX_LENGTH) return undefined;
  for (const { id, pattern, slots } of COMPILED) {
    const match = pattern.exec(message);
    if (!match) continue;
    const descriptor = {
      id,
      slots: Object.fromEntries(slots.map((slot, index) => [slot, match[index + 1]])),
    } as MessageDescriptor;
    if (accept(descriptor)) return descriptor;
  }
  return undefined;
}
