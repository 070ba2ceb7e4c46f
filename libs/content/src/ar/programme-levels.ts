import type { Translated } from '../locale';
import type * as en from '../programme-levels';
import { DECODE_LEVELS } from './decode';
import { ICH_LEVELS } from './ich';

/**
 * The levels a registrant chooses from, in Arabic: the same programmes, the same levels in the same
 * order as the English PROGRAMME_LEVELS (the English name stays the value a registration stores).
 */
export const PROGRAMME_LEVELS: Translated<typeof en.PROGRAMME_LEVELS> = {
  DECODE: Object.values(DECODE_LEVELS).map((level) => `المستوى ${level.level}: ${level.title}`),
  AWAKEN: Object.values(ICH_LEVELS).map((level) => `المستوى ${level.level}: ${level.title}`),
  TASSO: [
    'الوحدة 1: أسس الارتداد ما وراء الشخصي',
    'الوحدة 2: الارتداد في الحياة الحالية وإلى الطفل الداخلي',
    'الوحدة 3: الارتداد إلى الحيوات السابقة',
    'الوحدة 4: شفاء إرث الأسلاف والشفاء المنظومي',
    'الوحدة 5: الحياة بين الحيوات وغاية الروح',
    'الوحدة 6: الممارسة السريرية والإشراف',
  ],
  FAMILY_CONSTELLATION: ['ورشة الأبراج العائلية'],
  HIDDEN_COLOURS: ['ورشة الألوان الخفية'],
  INDIVIDUAL: ['التدريب الفردي المخصّص'],
  HHME: [],
  GENERAL: [],
};

/** The level of an event of a programme with no levels of its own (the expo, free talks). */
export const ALL_LEVELS: Translated<typeof en.ALL_LEVELS> = 'جميع المستويات';
