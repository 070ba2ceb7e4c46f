import type * as en from '../event-calendar-table';
import type { Translated } from '../locale';

/** The event calendar's filter labels, columns and Enroll Now names, in Arabic. */
export const EVENT_CALENDAR_TABLE_TEXT: Translated<typeof en.EVENT_CALENDAR_TABLE_TEXT> = {
  programme: 'البرنامج',
  month: 'الشهر',
  city: 'المدينة',
  columns: ['الفعالية', 'التاريخ', 'المكان', 'يقدّمها', 'إجمالي المشاركين', 'رسوم البرنامج', 'الإجراء'],
  caption: (name: string, count: number) =>
    `${name} (${count}): الفعاليات بتواريخها وأماكنها ومدرّبيها ومقاعدها ورسومها وطريقة التسجيل`,
  enrolLabel: (name: string, date: string, location: string) => `سجّل الآن: ${name}، ${date}، ${location}`,
};
