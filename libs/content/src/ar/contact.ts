import type * as en from '../contact';
import type { Translated } from '../locale';
import { PROVIDER } from './provider';

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

/** The Contact Us page around its form, in Arabic. */
export const CONTACT_PAGE: Translated<typeof en.CONTACT_PAGE> = {
  meta: {
    title: 'تواصل معنا',
    description: `راسل ${PROVIDER.name}، أو تواصل مع أحد ممارسينا في دولة الإمارات العربية المتحدة.`,
  },
  title: 'تواصل معنا',
  tagline: 'يسعدنا أن نسمع منك!',
  formHeading: 'ابقَ على تواصل',
  formLead: 'املأ النموذج أدناه، أو راسلنا على',
  practicesHeading: 'عياداتنا في الإمارات',
  practicesLead: 'تفضّل التحدث إلى شخص قريب منك؟ تواصل مباشرة مع أحد خرّيجينا.',
};
