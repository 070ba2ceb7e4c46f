import * as en from '@academy/content';
import * as ar from '@academy/content/ar';
import type { Fee, Locale, ProgrammeKey, Translated } from '@academy/content';

/**
 * What every mail to a registrant says the same way, in English and in Arabic (issue 30): the details
 * table's labels, the contact line, and the content's formatters of programmes, levels, days, fees and
 * moments in the language. The Arabic is a typed twin of the English: a text missing in it fails the
 * type check. Event names, times and venues are staff's data and stay as entered.
 */
const EN = {
  labels: {
    reference: 'Reference',
    programme: 'Programme',
    level: 'Level',
    event: 'Event',
    date: 'Date',
    dates: 'Dates',
    time: 'Time',
    venue: 'Venue',
    fee: 'Fee',
    feeDue: 'Fee due',
    workshop: 'Workshop',
    amount: 'Amount',
    paidBy: 'Paid by',
    paymentReference: 'Payment reference',
    paidOn: 'Paid on',
    amountRefunded: 'Amount refunded',
    nameOnCertificate: 'Name on certificate',
    certificateNumber: 'Certificate number',
  },
  free: 'Free',
  /** The signature's 'From' of every mail. */
  provider: en.PROVIDER.name,
  contact: `Questions? Reply to this mail or write to us at ${en.PROVIDER.email}, quoting your reference.`,
  /** The programme's name ('Decode'). */
  programme: (key: ProgrammeKey) => en.PROGRAMMES[key]?.name ?? key,
  /** A level as the programme names it (the registration stores the English name). */
  level: (_programme: ProgrammeKey, level: string) => level,
  /** The workshop of a registration without a dated event. */
  nextIntake: en.NEXT_AVAILABLE_INTAKE,
  eventDays: (event: { date: string; endDate?: string | null }) => en.formatEventDays(event),
  eventDate: (isoDate: string) => en.formatEventDate(isoDate),
  fee: (fee: Fee) => en.formatFee(fee),
  owedFee: (amount: number, currency: string, offer: string | null) =>
    en.owedFeeText(amount, currency, offer),
  amount: (amount: number, currency: string) => en.formatMinorUnits(amount, currency),
  moment: (at: Date | string) => en.formatUaeMoment(at),
  /** 'Your seat is held until …. Unpaid by then, it is given to the next person waiting.' */
  seatHeld: (at: Date | string) =>
    `${en.seatHeldUntil(at, 'said elsewhere')} Unpaid by then, it is given to the next person waiting.`,
  whatToBring: (programme: ProgrammeKey) => en.WHAT_TO_BRING[programme],
};

export type MailLanguage = typeof EN;

/** The level's Arabic name (the Arabic site's levelLabel: the twin of the stored English one). */
const arabicLevel = (programme: ProgrammeKey, level: string): string => ar.levelLabel(programme, level);

const AR: Translated<MailLanguage> = {
  labels: {
    reference: 'الرقم المرجعي',
    programme: 'البرنامج',
    level: 'المستوى',
    event: 'الفعالية',
    date: 'التاريخ',
    dates: 'التواريخ',
    time: 'الوقت',
    venue: 'المكان',
    fee: 'الرسوم',
    feeDue: 'الرسوم المستحقة',
    workshop: 'ورشة العمل',
    amount: 'المبلغ',
    paidBy: 'طريقة الدفع',
    paymentReference: 'مرجع الدفع',
    paidOn: 'تاريخ الدفع',
    amountRefunded: 'المبلغ المسترد',
    nameOnCertificate: 'الاسم على الشهادة',
    certificateNumber: 'رقم الشهادة',
  },
  free: 'مجاناً',
  provider: ar.PROVIDER.name,
  contact: `لديك سؤال؟ يكفي أن تردّ على هذه الرسالة أو تراسلنا على ${en.PROVIDER.email}، مع ذكر رقمك المرجعي.`,
  programme: (key: ProgrammeKey) => ar.PROGRAMMES[key]?.name ?? key,
  level: arabicLevel,
  // The Arabic form's words for it (the Arabic site keeps NEXT_AVAILABLE_INTAKE English: it is a value).
  nextIntake: 'أقرب دفعة متاحة',
  eventDays: (event: { date: string; endDate?: string | null }) => ar.formatEventDays(event),
  eventDate: (isoDate: string) => ar.formatEventDate(isoDate),
  fee: (fee: Fee) => ar.formatFee(fee),
  owedFee: (amount: number, currency: string, offer: string | null) =>
    ar.owedFeeText(amount, currency, offer),
  amount: (amount: number, currency: string) => ar.formatMinorUnits(amount, currency),
  moment: (at: Date | string) => ar.formatUaeMoment(at),
  seatHeld: (at: Date | string) =>
    `${ar.seatHeldUntil(at, 'said elsewhere')} وإن لم يصلنا الدفع بحلول هذا الموعد، ينتقل المقعد إلى التالي في قائمة الانتظار.`,
  whatToBring: (programme: ProgrammeKey) => ar.WHAT_TO_BRING[programme],
};

const LANGUAGES: Record<Locale, MailLanguage> = { en: EN, ar: AR as MailLanguage };

/** The mail words of a language (English for anything else: a row from before issue 30 reads 'en'). */
export const mailLanguage = (locale: Locale | null | undefined): MailLanguage =>
  LANGUAGES[locale ?? 'en'] ?? EN;
