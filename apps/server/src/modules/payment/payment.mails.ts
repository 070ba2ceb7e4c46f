import { PROVIDER, type Translated } from '@academy/content';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import type { Locale } from '../mail/mail-locale';
import { mailLanguage } from '../mail/mail-language';
import { OutgoingMail } from '../mail/mail-outbox';
import { renderMail } from '../mail/mail-template';
import { courseDetails } from '../registration/registration-status.mails';
import { Registration } from '../registration/registration.entity';
import { RegistrationStatus } from '../registration/registration-status.enum';

/** The payment mails in English and in the Arabic twin (issue 30): a text missing in it fails the type check. */
const EN = {
  receivedSubject: (reference: string) => `Payment received (${reference}) – ${PROVIDER.name}`,
  receivedHeading: 'Thank you: your payment is received',
  keepAsReceipt: (bought: string) => `${bought} Please keep this mail as your receipt.`,
  bought: {
    confirmed: 'We have received your payment and your place is confirmed.',
    expired:
      'We have received your payment, but it arrived after the hold on your seat had ended, and the event has no free seat now. We will refund your payment and write to you when we have.',
    cancelled:
      'We have received your payment for a registration that is cancelled. We will contact you to reinstate it or to refund your payment.',
    other: 'We have received your payment.',
  },
  /** How it was paid, by the words the payment records ('Card (online)'); others are shown as they are. */
  methods: {
    'Card (online)': 'Card (online)',
    'Bank transfer': 'Bank transfer',
    Cash: 'Cash',
    Other: 'Other',
  } as Record<string, string>,
  refundSubject: (reference: string) => `Payment refunded (${reference}) – ${PROVIDER.name}`,
  refundedWhole: 'Your payment is refunded',
  refundedPart: 'Part of your payment is refunded',
  refundText: (amount: string) =>
    `We have refunded ${amount} to the card you paid with; your bank may take a few days to show it.`,
  refundCancelled:
    'Your registration is cancelled, and your seat is no longer held. If you would like to come after all, please write to us.',
};

const AR: Translated<typeof EN> = {
  receivedSubject: (reference: string) => `تسلّمنا دفعتك (${reference}) – أكاديمية الحياة الواعية`,
  receivedHeading: 'شكراً لك: تسلّمنا دفعتك',
  keepAsReceipt: (bought: string) => `${bought} يُرجى الاحتفاظ بهذه الرسالة إيصالاً للدفع.`,
  bought: {
    confirmed: 'تسلّمنا دفعتك، وتأكّد مكانك.',
    expired:
      'تسلّمنا دفعتك، لكنها وصلت بعد انتهاء مدة حجز مقعدك، ولا يوجد في الفعالية مقعد شاغر الآن. سنردّ إليك المبلغ ونكتب إليك حين نفعل.',
    cancelled: 'تسلّمنا دفعتك عن تسجيل ملغى، وسنتواصل معك لإعادة تفعيله أو لردّ المبلغ إليك.',
    other: 'تسلّمنا دفعتك.',
  },
  methods: {
    'Card (online)': 'بطاقة مصرفية (دفع إلكتروني)',
    'Bank transfer': 'تحويل مصرفي',
    Cash: 'نقداً',
    Other: 'طريقة أخرى',
  },
  refundSubject: (reference: string) => `رددنا إليك المبلغ (${reference}) – أكاديمية الحياة الواعية`,
  refundedWhole: 'رددنا إليك المبلغ المدفوع',
  refundedPart: 'رددنا إليك جزءاً من المبلغ المدفوع',
  refundText: (amount: string) =>
    `رددنا مبلغ ${amount} إلى البطاقة التي دفعت بها، وقد يستغرق ظهوره في حسابك المصرفي بضعة أيام.`,
  refundCancelled: 'أُلغي تسجيلك ولم يعد مقعدك محجوزاً. وإن رغبت في الحضور رغم ذلك، يُرجى مراسلتنا.',
};

const TEXTS: Record<Locale, Translated<typeof EN>> = { en: EN, ar: AR };
const textsOf = (locale: Locale) => TEXTS[locale] ?? EN;

export interface ReceiptContext {
  /** The registration as it is once paid. */
  registration: Registration;
  event: CalendarEvent | null;
  /** How it was paid, in words: 'Card (online)', 'Bank transfer'… */
  method: string;
}

/** The receipt a registrant gets once their payment is recorded, online or by staff. */
export function receiptMail({ registration: r, event, method }: ReceiptContext): OutgoingMail {
  const t = textsOf(r.locale);
  const w = mailLanguage(r.locale);
  const amount =
    r.amountPaid !== null && r.paymentCurrency ? w.amount(r.amountPaid, r.paymentCurrency) : null;
  return {
    to: r.email,
    subject: t.receivedSubject(r.referenceCode),
    about: { kind: 'registration', id: r.id },
    ...renderMail(
      {
        greet: r.firstName,
        heading: t.receivedHeading,
        paragraphs: [t.keepAsReceipt(whatThePaymentBought(r.status, t)), w.contact],
        details: [
          ...(amount ? ([[w.labels.amount, amount]] as const) : []),
          [w.labels.paidBy, t.methods[method] ?? method],
          ...(r.paymentReference ? ([[w.labels.paymentReference, r.paymentReference]] as const) : []),
          // 'Paid on', in Dubai time: the one 'Date' line is the event's.
          ...(r.paidAt ? ([[w.labels.paidOn, w.moment(r.paidAt)]] as const) : []),
          ...courseDetails(r, event),
        ],
        uaeTime: r.paidAt !== null || event !== null,
      },
      r.locale,
    ),
  };
}

/** The receipt's first words: only a confirmed registration holds a place. */
function whatThePaymentBought(status: RegistrationStatus, t: Translated<typeof EN>): string {
  switch (status) {
    case RegistrationStatus.CONFIRMED:
      return t.bought.confirmed;
    case RegistrationStatus.EXPIRED:
      return t.bought.expired;
    case RegistrationStatus.CANCELLED:
      return t.bought.cancelled;
    default:
      return t.bought.other;
  }
}

export interface RefundContext {
  registration: Registration;
  /** What was refunded so far, as shown: 'AED 375.00'. */
  amount: string;
  /** The same in minor units, for a mail in another language to write it its own way ('375.00 درهم'). */
  refunded?: { amount: number; currency: string } | null;
  /** The whole payment, or only part of it. */
  whole: boolean;
  /** The refund cancelled the registration and gave its seat up. */
  cancelled?: boolean;
}

/**
 * Tells a registrant that their payment (or part of it) was refunded, so nobody has to ask; and, when the
 * refund cancelled the registration, that too (the one mail of that change).
 */
export function refundMail({
  registration: r,
  amount: shownInEnglish,
  refunded = null,
  whole,
  cancelled = false,
}: RefundContext): OutgoingMail {
  const t = textsOf(r.locale);
  const w = mailLanguage(r.locale);
  const amount =
    r.locale === 'ar'
      ? refunded
        ? w.amount(refunded.amount, refunded.currency)
        : 'مبلغ لم نتمكّن من تحديده'
      : shownInEnglish;
  return {
    to: r.email,
    subject: t.refundSubject(r.referenceCode),
    about: { kind: 'registration', id: r.id },
    ...renderMail(
      {
        greet: r.firstName,
        heading: whole ? t.refundedWhole : t.refundedPart,
        paragraphs: [t.refundText(amount), ...(cancelled ? [t.refundCancelled] : []), w.contact],
        details: [
          [w.labels.amountRefunded, amount],
          ...(r.paymentReference ? ([[w.labels.paymentReference, r.paymentReference]] as const) : []),
          [w.labels.reference, r.referenceCode],
        ],
      },
      r.locale,
    ),
  };
}
