import type * as en from '../contact-form';
import type { Translated } from '../locale';

/** The Contact Us form's words in Arabic. */
export const CONTACT_FORM_TEXT: Translated<typeof en.CONTACT_FORM_TEXT> = {
  formLabel: 'نموذج التواصل',
  allRequired: 'جميع الحقول مطلوبة.',
  sent: 'أُرسلت رسالتك بنجاح!',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  email: 'البريد الإلكتروني',
  phoneNumber: 'رقم الهاتف',
  country: 'الدولة',
  selectCountry: 'اختر الدولة',
  zipCode: 'الرمز البريدي',
  message: 'الرسالة',
  acceptPrivacyPolicy: 'أوافق على',
  privacyPolicy: 'سياسة الخصوصية',
  send: 'أرسل الرسالة',
  sending: 'جارٍ الإرسال...',
};
