import type { Translated } from '../locale';
import * as en from '../forms';

/** What every form says around its fields, in Arabic: the question before closing one with typed data. */
export const FORM_CLOSE_TEXT: Translated<typeof en.FORM_CLOSE_TEXT> = {
  question: 'هل تريد إغلاق هذا النموذج؟',
  explanation:
    'يبقى ما كتبته محفوظاً على هذا الجهاز، في علامة التبويب هذه من المتصفح، إلى أن ترسل النموذج أو تتخلّى عنه.',
  keepEditing: 'متابعة التعبئة',
  closeKeepingDraft: 'إغلاق مع حفظ المسودة',
  discard: 'تجاهل ما كتبته وإغلاق',
};

/** Said over a form that opens with a draft the visitor left in it. */
export const DRAFT_RESTORED_TEXT: Translated<typeof en.DRAFT_RESTORED_TEXT> =
  'احتفظنا لك بما كتبته في المرة السابقة.';

/**
 * The hint under every phone field. The number is isolated left to right (U+2066 … U+2069): in a
 * right-to-left sentence its groups of digits would otherwise be laid out in reverse order.
 */
export const PHONE_HINT: Translated<typeof en.PHONE_HINT> =
  `مثال: \u2066${en.PHONE_EXAMPLE}\u2069. إن كنت خارج الإمارات، فابدأ برمز بلدك.`;

/** What a form says over itself in Arabic when it was sent with errors, or could not be sent. */
export const FORM_MESSAGES: Translated<typeof en.FORM_MESSAGES> = {
  fixErrors: 'يُرجى تصحيح الأخطاء أدناه قبل الإرسال',
  requestFailed: 'تعذّر إرسال الطلب. يُرجى المحاولة مرة أخرى.',
  sendFailed: 'تعذّر إرسال الرسالة. يُرجى المحاولة مرة أخرى.',
  registrationFailed: 'تعذّر إتمام التسجيل',
  submissionFailed: 'تعذّر الإرسال',
};
