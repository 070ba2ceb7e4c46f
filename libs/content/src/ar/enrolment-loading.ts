import type { Translated } from '../locale';
import type * as en from '../enrolment-loading';

/** What the enrolment modal says in Arabic while its form loads, or when it cannot. */
export const ENROLMENT_LOADING_TEXT: Translated<typeof en.ENROLMENT_LOADING_TEXT> = {
  enrolNow: 'سجّل الآن',
  dialogTitle: (title: string) => `التسجيل في ${title}`,
  loading: 'جارٍ تحميل نموذج التسجيل…',
  loadFailed: 'تعذّر تحميل نموذج التسجيل. يُرجى التحقق من اتصالك ثم إعادة تحميل الصفحة، أو مراسلتنا على',
};
