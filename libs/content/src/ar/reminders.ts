import type { Translated } from '../locale';
import type * as en from '../reminders';

const PRACTICE_DAY = [
  'ملابس مريحة على طبقات: قاعة التدريب مكيّفة، ومعظم التمارين تُؤدّى استلقاءً أو جلوساً',
  'دفتر وقلم',
  'زجاجة ماء',
  'بطاقة الهوية الإماراتية أو جواز السفر لتسجيل الحضور',
];

/** What a registrant brings, by programme, in Arabic: said in the reminders. */
export const WHAT_TO_BRING: Translated<typeof en.WHAT_TO_BRING> = {
  DECODE: [...PRACTICE_DAY, 'صورة لك في طفولتك إن توفّرت لديك (تبقى معك)'],
  AWAKEN: [
    ...PRACTICE_DAY,
    'بطانية خفيفة ووسادة صغيرة لتمارين الغشية الموجّهة',
    'دفتر يوميات الممارسة من المستويات السابقة، إن كان لديك',
  ],
  TASSO: [
    ...PRACTICE_DAY,
    'بطانية خفيفة ووسادة صغيرة لتمارين الارتداد',
    'ملاحظات الدورة المرسلة مع رسالة التأكيد، مطبوعة أو على جهاز لوحي',
  ],
  FAMILY_CONSTELLATION: [
    'ملابس مريحة وجوارب: يجري عمل الأبراج العائلية وقوفاً وتنقّلاً من دون أحذية',
    'دفتر وقلم',
    'أسماء أفراد العائلة الذين تودّ العمل عليهم، إن كنت ستطرح مسألة تخصّك',
  ],
  HIDDEN_COLOURS: [
    'ملابس لا بأس أن تصيبها الألوان أو الطباشير الملوّن',
    'زجاجة ماء',
    'لا شيء غير ذلك: نوفّر جميع أدوات الرسم',
  ],
  INDIVIDUAL: ['دفتر وقلم', 'أي ملاحظات أو أسئلة تودّ العمل عليها مع مدرّبك'],
  HHME: ['الرقم المرجعي لتسجيلك، لإبرازه عند المدخل', 'زجاجة ماء وحذاء مريح'],
  GENERAL: ['دفتر وقلم، إن كنت تحب تدوين الملاحظات'],
};

/** What a family brings to a family session. */
export const FAMILY_SESSION_BRING: Translated<typeof en.FAMILY_SESSION_BRING> =
  WHAT_TO_BRING.FAMILY_CONSTELLATION;
