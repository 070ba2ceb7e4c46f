import type { Translated } from '../locale';
import type * as en from '../enrolment';
import { PHONE_HINT } from './forms';

/** The words of the enrolment modal in Arabic (the loading texts are in enrolment-loading.ts). */
export const ENROLMENT_TEXT: Translated<typeof en.ENROLMENT_TEXT> = {
  intro: 'املأ بياناتك لحجز مقعدك. وفور استلام طلب التسجيل، نرسل إليك رابط الدفع بالبريد الإلكتروني لإتمامه.',
  choicesLoading: 'جارٍ تحميل ورش العمل القادمة…',
  choicesReady: 'اختر الموعد والمكان، أو «أقرب دفعة متاحة» إن لم يناسبك أيٌّ منها.',
  choicesFailed:
    'تعذّر علينا تحميل ورش العمل القادمة الآن. يمكنك اختيار «أقرب دفعة متاحة» وسنرسل إليك المواعيد.',
  nextIntake: 'سنرسل إليك بالبريد الإلكتروني موعد الدفعة التالية ومكانها فور تحديدهما.',
  certificateHint: 'يتكوّن من اسمك الأول والأوسط واسم العائلة.',
  mobileHint: PHONE_HINT,
  telephoneHint: `${PHONE_HINT} وإن تركته فارغاً، نعتمد رقم هاتفك المتحرك.`,
  sameAddress: 'عنواني الدائم هو نفسه عنواني الحالي',
  communicationPreferences: 'أرسلوا إليّ أخبار البرامج والفعاليات القادمة',
  acceptTerms: 'قرأت الشروط والأحكام أعلاه وأوافق عليها',
  thankYouHeading: 'شكراً لك!',
  closesSoon: 'ستُغلق هذه النافذة تلقائياً خلال ثوانٍ.',
  confirmation: {
    heading: (title: string) => `تم تسجيلك في ${title}`,
    label: 'تسجيلك',
    payNow: 'ادفع الآن',
    payByMail: 'للدفع، افتح الرابط الوارد في رسالة التأكيد التي أرسلناها إلى بريدك الإلكتروني.',
    dismiss: 'إخفاء هذا التأكيد',
  },
};
