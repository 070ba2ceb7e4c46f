import type { Translated } from '../locale';
import type * as en from '../learner-path';

/**
 * Each learner's path through the levels in Arabic, on the private page (the staff keys are in the same
 * object, so they are written too). PREREQUISITE_ADMIN is staff-only: the admin stays English.
 */
export const LEARNER_PATH: Translated<typeof en.LEARNER_PATH> = {
  title: 'مسارك',
  staffTitle: 'مسار المتعلّم',
  intro: 'المستويات التي أتممتها معنا، والمستويات التي حجزتها، وما ينتظرك بعدها.',
  staffIntro: 'جميع تسجيلات عنوان البريد الإلكتروني هذا: المستويات المكتملة والمحجوزة والتالية.',
  loading: 'جارٍ تحميل المسار…',
  loadFailed: 'تعذّر تحميل المسار. يُرجى إعادة تحميل الصفحة.',
  completed: 'المستويات المكتملة',
  booked: 'المستويات المحجوزة',
  next: 'الخطوة التالية',
  none: 'لا شيء بعد.',
  external: 'أُتمّ لدى جهة أخرى',
  completedOn: (day: string) => `أُتمّ في ${day}`,
  certificate: (number: string) => `الشهادة ${number}`,
  awaitingApproval: 'بانتظار موافقتنا',
};

/** The enrolment form's part for a level that needs another first, in Arabic. */
export const PREREQUISITE_TEXT: Translated<typeof en.PREREQUISITE_TEXT> = {
  needs: (level: string) =>
    `يتطلب هذا المستوى إتمام ${level} أولاً. إن كنت أتممته معنا، فسجّل بعنوان البريد الإلكتروني نفسه.`,
  elsewhere: 'أتممته لدى جهة أخرى',
  note: 'أين ومتى أتممته؟',
  noteHint: 'نراجع ذلك قبل أن نطلب منك الدفع، ويبقى مقعدك محجوزاً في الأثناء.',
};
