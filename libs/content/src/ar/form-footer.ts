import type * as en from '../form-footer';
import type { Translated } from '../locale';

/** The end of a form in a modal, in Arabic. */
export const FORM_FOOTER_TEXT: Translated<typeof en.FORM_FOOTER_TEXT> = {
  cancel: 'إلغاء',
  submitting: 'جارٍ الإرسال...',
  close: 'إغلاق',
};
