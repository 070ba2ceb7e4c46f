import type { Translated } from '../locale';
import type * as en from '../not-found';

/** The not-found page in Arabic; paths as in English. */
export const NOT_FOUND_PAGE: Translated<typeof en.NOT_FOUND_PAGE> = {
  title: 'الصفحة غير موجودة',
  description: 'الصفحة التي تبحث عنها غير موجودة.',
  eyebrow: 'خطأ 404',
  text: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت إلى مكان آخر. جرّب إحدى هذه الصفحات.',
  home: 'العودة إلى الرئيسية',
  contact: 'تواصل معنا',
  programmesLabel: 'برامجنا',
  programmesHeading: 'استكشف برامجنا',
  programmes: [
    { label: 'DECODE', path: '/decode' },
    { label: 'أيقظ الإنسان اللامحدود', path: '/ich' },
    { label: 'الارتداد ما وراء الشخصي', path: '/tasso' },
    { label: 'الأبراج العائلية', path: '/family-constellation' },
    { label: 'تقويم الفعاليات', path: '/practitioner' },
  ],
};
