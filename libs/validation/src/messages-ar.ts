import type { EnquiryField } from './enquiry';
import { type MessageDescriptor, type MessageId, type MessageSlots, readMessage } from './message-catalogue';
import { fieldLabel } from './messages';
import { PHOTO_FIELD_LABELS, type PhotoField } from './photo';
import { type HEAR_ABOUT_OPTIONS, REGISTRATION_FIELD_LABELS, type RegistrationField } from './registration';
import type { SignInField } from './sign-in';

/** The languages a message can be shown in: English (SPEC's texts, the default) and Arabic (issue 30). */
export type MessageLocale = 'en' | 'ar';

/** The enrolment form's fields in words, in Arabic (REGISTRATION_FIELD_LABELS' twin). */
export const REGISTRATION_FIELD_LABELS_AR: Readonly<Record<RegistrationField, string>> = {
  firstName: 'الاسم الأول',
  middleName: 'الاسم الأوسط',
  lastName: 'اسم العائلة',
  currentAddress: 'العنوان الحالي',
  permanenetAddress: 'العنوان الدائم',
  isSameAddress: 'مطابق للعنوان الحالي',
  city: 'ورشة العمل',
  venue: 'المكان',
  timeslot: 'الفترة الزمنية',
  TelNo: 'رقم الهاتف',
  mobileNo: 'رقم الهاتف المتحرك',
  email: 'البريد الإلكتروني',
  dob: 'تاريخ الميلاد',
  occupation: 'المهنة',
  courseDetailDate: 'تاريخ الدورة',
  courseDetailTime: 'وقت الدورة',
  courseDetailVenue: 'مكان الدورة',
  hearAbout: 'كيف عرفت بنا',
  communicationPreferences: 'تفضيلات التواصل',
  termsandcondition: 'الشروط والأحكام',
  levelName: 'اسم المستوى',
};

/** The contact form's fields in words, in Arabic (its English messages name them 'FirstName', …). */
export const ENQUIRY_FIELD_LABELS_AR: Readonly<Record<EnquiryField, string>> = {
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  email: 'البريد الإلكتروني',
  phoneNumber: 'رقم الهاتف',
  country: 'الدولة',
  zipCode: 'الرمز البريدي',
  message: 'الرسالة',
  acceptPrivacyPolicy: 'الموافقة على سياسة الخصوصية',
};

export const SIGN_IN_FIELD_LABELS_AR: Readonly<Record<SignInField, string>> = {
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
};

/** PHOTO_FIELD_LABELS' twin. */
export const PHOTO_FIELD_LABELS_AR: Readonly<Record<PhotoField, string>> = {
  idPhotofront: 'صورة الهوية (الوجه الأمامي)',
  idphotoback: 'صورة الهوية (الوجه الخلفي)',
  profileImage: 'الصورة الشخصية',
};

/** The 'How did you hear about us?' choices in Arabic; the value sent stays the English option. */
export const HEAR_ABOUT_OPTION_LABELS_AR: Readonly<Record<(typeof HEAR_ABOUT_OPTIONS)[number], string>> = {
  Facebook: 'فيسبوك',
  Instagram: 'إنستغرام',
  Google: 'غوغل',
  LinkedIn: 'لينكدإن',
  'Friends/Relatives': 'الأصدقاء أو الأقارب',
  Other: 'أخرى',
};

/** REGISTRATION_TERMS in Arabic, for the Arabic enrolment form (the provider's lawyer should read it). */
export const REGISTRATION_TERMS_AR =
  'أؤكد أن عمري يزيد على 18 عامًا، وأنني لا أعاني أي اضطراب عقلي أو نفسي، ولا أخضع لعلاج نفسي أو لعلاج لدى طبيب نفسي. وأُخلي مسؤولية المؤسسة ومدرّبيها وموظفيها عن سلامتي البدنية والنفسية أثناء التدريب وبعده، وأقرّ بأنني أفهم منهج البرنامج الذي أسجّل فيه.';

/** The other names in words the rules give in their messages (family booking, prerequisite, event manager). */
const OTHER_LABELS_AR = {
  Name: 'الاسم',
  'Phone number': 'رقم الهاتف',
  'The note': 'الملاحظة',
  'I completed it elsewhere': 'أكملته في مكان آخر',
  Date: 'التاريخ',
  'End date': 'تاريخ الانتهاء',
  'Offer end date': 'تاريخ انتهاء العرض',
  'Offer name': 'اسم العرض',
  Time: 'الوقت',
  Location: 'الموقع',
  Trainer: 'المدرّب',
  Participants: 'المشاركون',
  Seats: 'عدد المقاعد',
  'Hours an unpaid seat is held': 'عدد ساعات حجز المقعد غير المدفوع',
} as const;

/** Every English field name the rules' messages use, with its Arabic. */
export const ARABIC_LABELS: ReadonlyMap<string, string> = new Map<string, string>([
  ...(Object.keys(REGISTRATION_FIELD_LABELS) as RegistrationField[]).map(
    (field) => [REGISTRATION_FIELD_LABELS[field], REGISTRATION_FIELD_LABELS_AR[field]] as const,
  ),
  ...(Object.keys(ENQUIRY_FIELD_LABELS_AR) as EnquiryField[]).map(
    (field) => [fieldLabel(field), ENQUIRY_FIELD_LABELS_AR[field]] as const,
  ),
  ...(Object.keys(SIGN_IN_FIELD_LABELS_AR) as SignInField[]).map(
    (field) => [fieldLabel(field), SIGN_IN_FIELD_LABELS_AR[field]] as const,
  ),
  ...(Object.keys(PHOTO_FIELD_LABELS) as PhotoField[]).map(
    (field) => [PHOTO_FIELD_LABELS[field], PHOTO_FIELD_LABELS_AR[field]] as const,
  ),
  ...Object.entries(OTHER_LABELS_AR),
]);

/** A field's English name in words ('First name', 'FirstName', 'Family member 2 name') in Arabic. */
export function arabicLabel(label: string): string | undefined {
  const member = /^Family member (\d+) name$/.exec(label);
  if (member) return `اسم فرد العائلة ${member[1]}`;
  return ARABIC_LABELS.get(label);
}

/** An isolate (FSI … PDI): a quoted English or numeric part keeps its own direction inside Arabic text. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/**
 * '…characters' with Arabic's counted noun: 3 to 10 take the plural (أحرف), 11 to 99 the accusative
 * singular (حرفًا), round hundreds and thousands the genitive singular (حرف).
 */
function characters(count: string): string {
  const n = Number(count);
  const lastTwo = n % 100;
  if (n === 1) return 'حرف واحد';
  if (n === 2) return 'حرفين';
  if (lastTwo >= 3 && lastTwo <= 10) return `${n} أحرف`;
  if (lastTwo >= 11) return `${n} حرفًا`;
  return `${n} حرف`;
}

/**
 * Every message in Arabic, by id, its slots filled with the Arabic field name (arabicLabel) and the
 * English's other parts. A field is named as 'حقل «…»' so the sentence agrees with it whatever the
 * name's gender. A message id without its Arabic here fails the type check.
 */
export const ARABIC_MESSAGES: { readonly [Id in MessageId]: (slots: MessageSlots<Id>) => string } = {
  invalidEmail: () => 'يُرجى إدخال عنوان بريد إلكتروني صحيح',
  invalidPhone: () => 'يُرجى إدخال رقم هاتف صحيح',
  invalidPhoneExample: ({ example }) => `يُرجى إدخال رقم هاتف صحيح، مثل ${isolate(example)}`,
  selectProgramme: () => 'يُرجى اختيار برنامج من الخيارات أعلاه',
  // SPEC's English still says ten digits; the rule takes any valid number, which the Arabic says.
  mobileDigits: () => 'يُرجى إدخال رقم هاتف متحرك صحيح',
  acceptTerms: () => 'يجب الموافقة على الشروط والأحكام',
  invalidDob: () => 'يُرجى إدخال تاريخ ميلاد صحيح',
  minimumAge: ({ age }) => `يجب ألّا يقل عمرك عن ${age} عامًا للتسجيل`,
  hearAbout: () => 'يُرجى اختيار طريقة معرفتك بنا من القائمة',
  unknownCountry: () => 'يجب أن تكون الدولة إحدى الدول المدرجة في القائمة (رمز ISO مثل AE)',
  sessionRequired: () => 'يُرجى اختيار جلسة عائلية',
  slotRequired: () => 'يُرجى اختيار موعد',
  membersCount: ({ min, max }) => `يمكن الحجز لعدد يتراوح بين ${min} و${max} من أفراد العائلة`,
  emailInvalid: () => 'عنوان البريد الإلكتروني غير صحيح',
  prerequisiteNoteRequired: () => 'أخبرنا أين ومتى أكملته',
  prerequisiteNeeded: ({ level }) =>
    `يتطلب هذا المستوى إكمال ${isolate(level)} أولًا. إذا كنت قد أكملته في مكان آخر، فضع علامة على «أكملته في مكان آخر» وأخبرنا أين ومتى.`,
  chooseProgramme: () => 'اختر برنامجًا',
  levelOneOf: ({ options }) => `يجب أن يكون المستوى أحد الخيارات التالية: ${isolate(options)}`,
  endBeforeStart: () => 'لا يمكن أن يسبق تاريخ الانتهاء تاريخ البدء',
  chooseType: () => 'اختر نوعًا',
  seatsBelowTaken: ({ taken }) => `لا يمكن أن يقل عدد المقاعد عن عدد المقاعد المحجوزة حاليًا (${taken})`,
  paymentLinkHttps: () => 'يجب أن يكون رابط الدفع عنوانًا يبدأ بـ https://',
  openEntryNoOffer: () => 'الفعالية ذات الدخول المفتوح بلا رسوم، فلا عرض لها: احذف العرض',
  freeNoOffer: () => 'هذه الفعالية مجانية، فلا عرض لها: احذف العرض',
  offerNameRequired: () => 'اسم العرض مطلوب عند تحديد سعر العرض',
  offerPriceWhole: () => 'يجب أن يكون سعر العرض عددًا صحيحًا أكبر من 0',
  offerBelowFee: ({ fee }) => `يجب أن يكون سعر العرض أقل من الرسوم العادية، ${isolate(fee)}`,
  offerEndPast: () => 'لا يمكن أن يكون تاريخ انتهاء العرض في الماضي',
  offerEndAfterStart: () => 'يجب أن يكون تاريخ انتهاء العرض في اليوم الأول للفعالية أو قبله',
  required: ({ label }) => `حقل «${label}» مطلوب`,
  minLength: ({ label, min }) => `يجب ألّا يقل حقل «${label}» عن ${characters(min)}`,
  maxLength: ({ label, max }) => `يجب ألّا يزيد حقل «${label}» على ${characters(max)}`,
  disallowedCharacters: ({ label }) => `يحتوي حقل «${label}» على أحرف غير مسموح بها`,
  notText: ({ label }) => `يجب أن يكون حقل «${label}» نصًا`,
  notBoolean: ({ label }) => `يجب أن تكون قيمة حقل «${label}» «نعم» أو «لا»`,
  notDay: ({ label }) => `يجب أن يكون حقل «${label}» تاريخًا صحيحًا بالصيغة YYYY-MM-DD`,
  wholeNumberUpTo: ({ label, max }) => `يجب أن يكون حقل «${label}» عددًا صحيحًا من 1 إلى ${max}`,
  photoType: ({ label }) => `يجب أن يكون ملف «${label}» صورة بصيغة JPEG أو PNG أو WebP`,
  photoSize: ({ label }) => `يجب ألّا يزيد حجم ملف «${label}» على 5 ميغابايت`,
  photoMissing: ({ label }) => `«${label}»: يُرجى اختيار ملف أولًا`,
};

/** A reading whose field name, if it has one, has its Arabic. */
const hasArabicLabel = (descriptor: MessageDescriptor) =>
  !('label' in descriptor.slots) || arabicLabel(descriptor.slots.label) !== undefined;

/**
 * The Arabic of one of the rules' English messages ('First name is required' → 'حقل «الاسم الأول»
 * مطلوب'), whether a rule gave it here or the server sent it; undefined for any other text.
 */
export function arabicMessage(message: string): string | undefined {
  const descriptor = readMessage(message, hasArabicLabel);
  if (!descriptor) return undefined;
  const slots: Record<string, string> = { ...descriptor.slots };
  if ('label' in slots) slots.label = arabicLabel(slots.label) ?? slots.label;
  const say = ARABIC_MESSAGES[descriptor.id] as (slots: Readonly<Record<string, string>>) => string;
  return say(slots);
}

/**
 * A message of the rules in the page's language: as it is in English (the default), in Arabic on an
 * Arabic page. Any other text (a server's own failure message) is returned as it is.
 */
export function localizeMessage(message: string, locale: MessageLocale = 'en'): string {
  return locale === 'ar' ? (arabicMessage(message) ?? message) : message;
}

/**
 * A form's errors (validateRegistration's, validateEnquiry's, validateFamilyBooking's with its member
 * rows, a server's field errors) with every message in the page's language; the same object in English.
 */
export function localizeErrors<Errors extends object>(errors: Errors, locale: MessageLocale = 'en'): Errors {
  if (locale === 'en') return errors;
  const localize = (value: unknown): unknown => {
    if (typeof value === 'string') return localizeMessage(value, locale);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, localize(inner)]));
    }
    return value;
  };
  return localize(errors) as Errors;
}
