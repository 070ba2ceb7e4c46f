import type { Translated } from '../locale';
import type * as en from '../add-to-calendar';

/**
 * The 'Add to calendar' links in Arabic. The services' names are written in Arabic script (only the
 * brand names of LATIN_IN_ARABIC stay Latin), and the '.ics' of the English is said as 'calendar file'.
 */
export const ADD_TO_CALENDAR: Translated<typeof en.ADD_TO_CALENDAR> = {
  heading: 'أضف إلى التقويم',
  google: 'تقويم جوجل',
  outlook: 'أوتلوك',
  ics: 'آبل / تقويمات أخرى (ملف تقويم)',
  newTab: ' (يُفتح في علامة تبويب جديدة)',
};

/** Shown with the reference code wherever a registration is confirmed. */
export const REFERENCE_CODE_LABEL: Translated<typeof en.REFERENCE_CODE_LABEL> = 'رقمك المرجعي';
export const REFERENCE_CODE_NOTE: Translated<typeof en.REFERENCE_CODE_NOTE> = 'يُرجى ذكره عند مراسلتنا.';
