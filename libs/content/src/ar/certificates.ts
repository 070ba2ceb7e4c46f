import type { Translated } from '../locale';
import type * as en from '../certificates';

/** The verification page in Arabic (/ar/certificates and /ar/certificates/{number}). */
export const CERTIFICATE_CHECK: Translated<typeof en.CERTIFICATE_CHECK> = {
  title: 'التحقق من شهادة',
  description: 'تحقّق من أن شهادة صادرة عن أكاديمية الحياة الواعية أصلية، من خلال رقمها.',
  intro:
    'أدخل الرقم المطبوع على الشهادة، مثل CLA-2027-7KQM-4XPB. لا يهم إن كتبت الأحرف كبيرة أو صغيرة، ولا المسافات أو الشرطات.',
  numberLabel: 'رقم الشهادة',
  submit: 'تحقّق',

  checking: 'جارٍ التحقق...',
  status: {
    VALID: 'شهادة سارية',
    REVOKED: 'شهادة ملغاة',
    REPLACED: 'شهادة مستبدلة',
  },
  revokedOn: (day: string) => `أُلغيت هذه الشهادة في ${day}، ولم تعد سارية.`,
  replacedBy: 'صُحّحت هذه الشهادة واستُبدلت بالشهادة رقم',
  valid: 'أصدرت أكاديمية الحياة الواعية هذه الشهادة، وهي سارية.',
  fields: {
    number: 'رقم الشهادة',
    name: 'الاسم',
    programme: 'البرنامج',
    level: 'المستوى',
    dates: 'التواريخ',
    trainer: 'المدرّب',
    issued: 'تاريخ الإصدار',
  },
  notFound: 'لا توجد شهادة بهذا الرقم. يُرجى مراجعته والمحاولة مرة أخرى، فحرف واحد خاطئ يكفي.',
  invalid: 'يُرجى إدخال رقم الشهادة.',
  failed: 'تعذّر التحقق من الشهادة. يُرجى التحقق من اتصالك والمحاولة مرة أخرى.',
  throttled: 'لقد تحققت من شهادات كثيرة خلال وقت قصير. يُرجى المحاولة لاحقاً.',
  json: 'للأنظمة: الإجابة نفسها بصيغة JSON على',
};
