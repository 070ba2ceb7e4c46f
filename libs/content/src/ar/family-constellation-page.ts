import type * as en from '../family-constellation-page';
import type { Translated } from '../locale';

/** The /family-constellation page's own words around its content objects, in Arabic. */
export const FAMILY_CONSTELLATION_PAGE: Translated<typeof en.FAMILY_CONSTELLATION_PAGE> = {
  meta: {
    title: 'الأبراج العائلية',
    description:
      'ورش الأبراج العائلية في الإمارات: ما البرج العائلي، وما الذي ينتظرك، ومواعيد الورش القادمة وأماكنها.',
  },
  heroLabel: 'مقدّمة عن الأبراج العائلية',
  heroEyebrow: 'ورشة عمل',
  programmesTitle: 'تفاصيل البرامج',
  programmesLead: 'ورش ليوم كامل ضمن مجموعات صغيرة من عشرة مشاركين. اختر الموعد والمكان، ثم سجّل لحجز مقعدك.',
  stepsTitle: 'كيف يجري البرج العائلي',
  expectationsTitle: 'ما الذي ينتظرك',
  questions: { before: 'لديك أسئلة قبل الحجز؟', link: 'راسلنا', after: 'وسيتصل بك الميسّر.' },
  seeDates: 'اطّلع على مواعيد الورش',
  illustrationAlt:
    'رسم توضيحي لبرج عائلي: ممثّلو أحد المشاركين يقفون في دائرة تصل بينهم خطوط، ومراقبان عند طرفها',
};

/** The Programs Details table's columns and card facts, in Arabic. */
export const FAMILY_PROGRAMMES_TABLE_TEXT: Translated<typeof en.FAMILY_PROGRAMMES_TABLE_TEXT> = {
  columns: ['التاريخ', 'الفعالية', 'المكان', 'سجّل الآن'],
  time: 'الوقت',
  groupLine: (status: string, capacity: number, organisedBy: string) =>
    `${status} · ${capacity === 1 ? 'مقعد واحد' : capacity === 2 ? 'مقعدان' : capacity <= 10 ? `${capacity} مقاعد` : `${capacity} مقعداً`} · تنظّمها ${organisedBy}`,
  group: 'المجموعة',
};
