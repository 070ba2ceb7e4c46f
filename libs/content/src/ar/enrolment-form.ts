import type * as en from '../enrolment-form';
import type { Translated } from '../locale';

/** The enrolment form's own labels, in Arabic. */
export const ENROLMENT_FORM_TEXT: Translated<typeof en.ENROLMENT_FORM_TEXT> = {
  formLabel: 'نموذج التسجيل',
  detailsPart: 'بياناتك',
  programmePart: 'برنامجك',
  certificateName: 'الاسم كما سيظهر على الشهادة',
  level: 'المستوى',
  selectWorkshop: 'اختر ورشة',
  selectOption: 'اختر إجابة',
  workshop: { date: 'التاريخ', time: 'الوقت', venue: 'المكان', fee: 'الرسوم' },
  feeLine: (fee: string) => `الرسوم: ${fee}`,
  submit: 'إرسال طلب التسجيل',
  terms: 'الشروط والأحكام',
};
