import { PROVIDER, type Translated } from '@academy/content';
import { CalendarEvent } from '../../calendar-event/calendar-event.entity';
import type { Locale } from '../../mail/mail-locale';
import { mailLanguage } from '../../mail/mail-language';
import { OutgoingMail } from '../../mail/mail-outbox';
import { renderMail } from '../../mail/mail-template';
import { Registration } from '../registration.entity';
import { courseDetails } from '../registration-status.mails';

/** The hold mails' sentences in English and in the Arabic twin (issue 30). */
const EN = {
  expiredSubject: (reference: string) => `Your held seat has expired (${reference}) – ${PROVIDER.name}`,
  expiredHeading: 'Your held seat has expired',
  expiredText: (programme: string) =>
    `We held a seat for your registration for ${programme} until its payment deadline. No payment reached us in time, so the seat has been given back and your registration has expired.`,
  releasedSubject: (reference: string) =>
    `Your held seat has been released (${reference}) – ${PROVIDER.name}`,
  releasedHeading: 'Your held seat has been released',
  releasedText: (programme: string) =>
    `We held a seat for your registration for ${programme} while we waited for your payment. It has not been confirmed, so the seat has been given back and your registration has expired.`,
  enrolAgain:
    'You are welcome to enrol again on our website while seats are free, or join the waiting list when the event is full.',
  paidAlready: `Paid already, or a question? Reply to this mail or write to us at ${PROVIDER.email}, quoting your reference.`,
};

const AR: Translated<typeof EN> = {
  expiredSubject: (reference: string) => `انتهت مدة حجز مقعدك (${reference}) – أكاديمية الحياة الواعية`,
  expiredHeading: 'انتهت مدة حجز مقعدك',
  expiredText: (programme: string) =>
    `حجزنا لك مقعداً ضمن تسجيلك في ${programme} حتى الموعد النهائي للدفع، ولم يصلنا الدفع في الوقت المحدد، لذا أُتيح المقعد لغيرك وانتهت صلاحية تسجيلك.`,
  releasedSubject: (reference: string) => `أُلغي حجز مقعدك (${reference}) – أكاديمية الحياة الواعية`,
  releasedHeading: 'أُلغي حجز مقعدك',
  releasedText: (programme: string) =>
    `حجزنا لك مقعداً ضمن تسجيلك في ${programme} بانتظار دفعتك، ولم يتأكّد التسجيل، لذا أُتيح المقعد لغيرك وانتهت صلاحية تسجيلك.`,
  enrolAgain:
    'يسعدنا أن تسجّل مجدداً عبر موقعنا ما دامت هناك مقاعد متاحة، أو أن تنضم إلى قائمة الانتظار إن اكتمل عدد الفعالية.',
  paidAlready: `هل دفعت بالفعل، أو لديك سؤال؟ يكفي أن تردّ على هذه الرسالة أو تراسلنا على ${PROVIDER.email}، مع ذكر رقمك المرجعي.`,
};

const TEXTS: Record<Locale, Translated<typeof EN>> = { en: EN, ar: AR };

/** The registrant's seat was held unpaid until its deadline passed: it is gone, and how to come anyway. */
export function holdExpiredMail(r: Registration, event: CalendarEvent | null): OutgoingMail {
  const t = TEXTS[r.locale] ?? EN;
  const w = mailLanguage(r.locale);
  return {
    to: r.email,
    subject: t.expiredSubject(r.referenceCode),
    about: { kind: 'registration', id: r.id },
    ...renderMail(
      {
        greet: r.firstName,
        heading: t.expiredHeading,
        paragraphs: [t.expiredText(w.programme(r.programme)), t.enrolAgain, w.contact],
        details: courseDetails(r, event),
        uaeTime: event !== null,
      },
      r.locale,
    ),
  };
}

/** Staff gave the registrant's unpaid seat back before its deadline (it was wanted for others). */
export function holdReleasedMail(r: Registration, event: CalendarEvent | null): OutgoingMail {
  const t = TEXTS[r.locale] ?? EN;
  const w = mailLanguage(r.locale);
  return {
    to: r.email,
    subject: t.releasedSubject(r.referenceCode),
    about: { kind: 'registration', id: r.id },
    ...renderMail(
      {
        greet: r.firstName,
        heading: t.releasedHeading,
        paragraphs: [t.releasedText(w.programme(r.programme)), t.enrolAgain, t.paidAlready],
        details: courseDetails(r, event),
        uaeTime: event !== null,
      },
      r.locale,
    ),
  };
}
