import type { Translated } from '../locale';
import type * as en from '../tasso-page';

/** The /tasso page's heading over the module cards, its title and description, in Arabic. */
export const TASSO_PAGE_TEXT: Translated<typeof en.TASSO_PAGE_TEXT> = {
  meta: {
    title: 'الارتداد ما وراء الشخصي (TASSO)',
    description: (duration: string, fee: string) =>
      `TASSO، تدريب على العلاج بالارتداد ما وراء الشخصي: ست وحدات، مدة كل منها ${duration}، ورسوم الوحدة ${fee}.`,
  },
  modulesHeading: 'ست وحدات',
  enrolLabel: (title: string) => `سجّل الآن: ${title}`,
};
