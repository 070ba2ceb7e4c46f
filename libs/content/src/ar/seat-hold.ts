import type { Translated } from '../locale';
import type * as en from '../seat-hold';
import type { WaitingListSubject } from '../seat-hold';
import { PROVIDER } from '../provider';

/** Made on first use: the pages whose islands import this module rarely show a deadline. */
let heldUntil: Intl.DateTimeFormat | undefined;

/** A held seat's or a claim's deadline in Arabic: 'السبت، 28 نوفمبر 2026، 10:00 م بتوقيت الخليج'. */
export const formatHeldUntil: Translated<typeof en.formatHeldUntil> = (at: Date | string) =>
  `${formatUaeMoment(at)} بتوقيت الخليج`;

/**
 * A moment in the provider's time zone without naming it ('السبت، 28 نوفمبر 2026، 10:00 م'): Arabic
 * month names, Western digits as in the UAE.
 */
export const formatUaeMoment: Translated<typeof en.formatUaeMoment> = (at: Date | string) => {
  heldUntil ??= new Intl.DateTimeFormat('ar-AE-u-nu-latn', {
    timeZone: PROVIDER.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  });
  return heldUntil.format(new Date(at));
};

/** The sentence the thank-you and the private page show while an unpaid seat is held. */
export const seatHeldUntil: Translated<typeof en.seatHeldUntil> = (
  at: Date | string,
  zone: 'named' | 'said elsewhere' = 'named',
) => `مقعدك محجوز حتى ${zone === 'named' ? formatHeldUntil(at) : formatUaeMoment(at)}.`;

/** How the waiting list's sentences name what is full: both words are feminine in Arabic. */
const thisSubject = (kind: WaitingListSubject) =>
  kind === 'family-session' ? 'هذه الجلسة العائلية' : 'هذه الفعالية';

/** The waiting list's words in Arabic, on the enrolment form, the calendar, the family sessions and the claim pages. */
export const WAITING_LIST: Translated<typeof en.WAITING_LIST> = {
  offer: 'انضم إلى قائمة الانتظار',
  intro: (kind: WaitingListSubject) =>
    `${thisSubject(kind)} مكتملة العدد. اترك اسمك وبريدك الإلكتروني ورقم هاتفك المتحرك، ثم افتح الرابط الذي نرسله إليك لتأكيد مكانك في القائمة: حين يتوفّر مقعد، يتلقى صاحب الدور الأول رسالة فيها رابط يحجز المقعد له.`,
  submit: 'انضم إلى قائمة الانتظار',
  joined:
    'شكراً لك. يُرجى تفقّد بريدك الإلكتروني: أرسلنا إليك رابطاً لتأكيد مكانك في قائمة الانتظار، ولا يُحتسب دورك إلا بعد فتحه.',
  confirmHeading: 'مكانك في قائمة الانتظار',
  confirming: 'جارٍ تأكيد مكانك في قائمة الانتظار…',
  confirmed: (place: number) =>
    `تأكّد مكانك في قائمة الانتظار: ترتيبك ${place} في الدور. وإذا توفّر لك مقعد، سنرسل إليك رابطاً لحجزه.`,
  confirmedOffered: 'تأكّد مكانك في قائمة الانتظار، وهناك مقعد متاح لك: أرسلنا إليك رابط حجزه.',
  confirmGone: 'انتهت صلاحية رابط التأكيد هذا أو لم يعد صالحاً. يُرجى الانضمام إلى قائمة الانتظار مرة أخرى.',
  claimHeading: 'هناك مقعد متاح لك',
  claimHeld: (kind: WaitingListSubject, at: Date | string) =>
    `مقعد في ${thisSubject(kind)} محجوز لك حتى ${formatHeldUntil(at)}. أكمل النموذج أدناه لتثبيته باسمك.`,
  claimGone: 'انتهت صلاحية رابط الحجز هذا أو سبق استخدامه.',
  formFull: 'لورشة العمل المكتملة قائمة انتظار:',
  formFullLink: 'انضم إليها من تقويم الفعاليات',
  heldForYou: 'محجوز لك',
};
