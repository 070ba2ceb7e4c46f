import type * as en from '../event-calendar-page';
import type { Translated } from '../locale';

/** The event calendar page's title and description for search engines, in Arabic. */
export const EVENT_CALENDAR_META: Translated<typeof en.EVENT_CALENDAR_META> = {
  title: 'تقويم الفعاليات',
  description:
    'الأيام التطبيقية للممارسين وورش العمل واللقاءات القادمة في الإمارات وعبر الإنترنت: المواعيد والمدرّبون والمقاعد المتبقية والرسوم.',
};
