import type { Translated } from '../locale';
import * as en from '../practices';

/** The fixed blurb every practice card shows. */
export const PRACTICE_BLURB: Translated<typeof en.PRACTICE_BLURB> =
  'عيادة معتمدة يديرها خرّيجونا، تقدّم جلسات العلاج بالتنويم الإيحائي والعلاج بالارتداد والشفاء حضورياً وعبر الإنترنت.';

/** A contact of a practice: the name in Arabic script, the phone and the address as in English. */
const contact = (practice: number, index: number, name: string) => {
  const english = en.UAE_PRACTICES[practice - 1].contacts[index];
  return { name, phone: english.phone, email: english.email };
};

export const UAE_PRACTICES: Translated<typeof en.UAE_PRACTICES> = [
  {
    id: 1,
    name: 'استوديو النور الداخلي للشفاء',
    location: 'أبراج بحيرات جميرا، دبي',
    contacts: [contact(1, 0, 'أميرة حداد')],
  },
  {
    id: 2,
    name: 'العقل الهادئ للعلاج بالتنويم الإيحائي',
    location: 'البرشا، دبي',
    contacts: [contact(2, 0, 'روهان ميهتا'), contact(2, 1, 'لينا ميهتا')],
  },
  {
    id: 3,
    name: 'عيادة الجذور والأجنحة للأسرة',
    location: 'جزيرة الريم، أبوظبي',
    contacts: [contact(3, 0, 'فاطمة المنصوري')],
  },
  {
    id: 4,
    name: 'مركز المسارات للعلاج بالارتداد',
    location: 'المجاز، الشارقة',
    contacts: [contact(4, 0, 'دانيال أوكافور')],
  },
  {
    id: 5,
    name: 'اللوتس الأزرق للعافية',
    location: 'الخليج التجاري، دبي',
    contacts: [contact(5, 0, 'بريا ناير')],
  },
  {
    id: 6,
    name: 'غرف المياه الساكنة للعلاج',
    location: 'مدينة خليفة، أبوظبي',
    contacts: [contact(6, 0, 'عمر صالح')],
  },
  {
    id: 7,
    name: 'مساحة اليقظة',
    location: 'النعيمية، عجمان',
    contacts: [contact(7, 0, 'سارة قريشي')],
  },
  {
    id: 8,
    name: 'عيادة الانسجام للتنويم الإيحائي',
    location: 'الجيمي، العين',
    contacts: [contact(8, 0, 'مريم الظاهري')],
  },
  {
    id: 9,
    name: 'دائرة الفجر الجديد للشفاء',
    location: 'النخيل، رأس الخيمة',
    contacts: [contact(9, 0, 'جوزيف فرنانديز')],
  },
  {
    id: 10,
    name: 'بوصلة الروح للتوجيه والإرشاد',
    location: 'واحة دبي للسيليكون، دبي',
    contacts: [contact(10, 0, 'نادية رحمن'), contact(10, 1, 'كريم رحمن')],
  },
  {
    id: 11,
    name: 'عيادة الشاطئ الهادئ',
    location: 'طريق دبا، الفجيرة',
    contacts: [contact(11, 0, 'حصة الكعبي')],
  },
];

/** The accessible names of a practice card's contact links, in Arabic. */
export const PRACTICE_CONTACT_TEXT: Translated<typeof en.PRACTICE_CONTACT_TEXT> = {
  call: (name: string, phone: string) => `اتصل بـ${name} على الرقم ${phone}`,
  email: (name: string, email: string) => `راسل ${name} على ${email}`,
};
