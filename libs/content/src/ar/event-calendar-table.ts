import type * as en from '../event-calendar-table';
import type { Translated } from '../locale';
import { dataLang, dataParts, placeName } from './calendar-events';

/**
 * The Arabic parts of a text staff typed, for an attribute read out in Arabic (an attribute cannot mark
 * a Latin part as English): 'Conscious Living Studio، دبي' → 'دبي'.
 */
const arabicParts = (text: string) =>
  dataParts(text)
    .filter((part) => /[^\s,،·|\-–—]/.test(part) && dataLang(part) === undefined)
    .join('، ');

/** The event calendar's filter labels, columns and Enroll Now names, in Arabic. */
export const EVENT_CALENDAR_TABLE_TEXT: Translated<typeof en.EVENT_CALENDAR_TABLE_TEXT> = {
  programme: 'البرنامج',
  month: 'الشهر',
  city: 'المدينة',
  columns: ['الفعالية', 'التاريخ', 'المكان', 'يقدّمها', 'إجمالي المشاركين', 'رسوم البرنامج', 'الإجراء'],
  caption: (name: string, count: number) =>
    `${name} (${count}): الفعاليات بتواريخها وأماكنها ومدرّبيها ومقاعدها ورسومها وطريقة التسجيل`,
  // The event's name and a venue's own name in Latin script are shown beside the button, not read here.
  enrolLabel: (name: string, date: string, location: string) =>
    `سجّل الآن: ${[arabicParts(name), date, arabicParts(placeName(location))].filter(Boolean).join('، ')}`,
};
