import type { Translated } from '../locale';
import * as en from '../programme-levels';
import { PROGRAMMES as ENGLISH_PROGRAMMES, type ProgrammeKey } from '../programmes';
import { DECODE_LEVELS } from './decode';
import { ICH_LEVELS } from './ich';
import { PROGRAMMES } from './programmes';
import { TASSO_MODULES } from './tasso';

/**
 * The levels a registrant chooses from, in Arabic: the same programmes, the same levels in the same
 * order as the English PROGRAMME_LEVELS (the English name stays the value a registration stores).
 */
export const PROGRAMME_LEVELS: Translated<typeof en.PROGRAMME_LEVELS> = {
  DECODE: Object.values(DECODE_LEVELS).map((level) => `المستوى ${level.level}: ${level.title}`),
  AWAKEN: Object.values(ICH_LEVELS).map((level) => `المستوى ${level.level}: ${level.title}`),
  // As the module cards name them, as in English.
  TASSO: TASSO_MODULES.map((module) => `${module.tag}: ${module.title}`),
  FAMILY_CONSTELLATION: ['ورشة الأبراج العائلية'],
  HIDDEN_COLOURS: ['ورشة الألوان الخفية'],
  INDIVIDUAL: ['التدريب الفردي المخصّص'],
  HHME: [],
  GENERAL: [],
};

/** The level of an event of a programme with no levels of its own (the expo, free talks). */
export const ALL_LEVELS: Translated<typeof en.ALL_LEVELS> = 'جميع المستويات';

/**
 * How the Arabic site shows a level that an English name names (the level options, a level page, a
 * registration, a calendar event): the Arabic twin of the level levelNamed finds, All levels in Arabic,
 * the Arabic name of a programme without levels; a name it does not know as it is.
 */
export const levelLabel: Translated<typeof en.levelLabel> = (programme: ProgrammeKey, levelName: string) => {
  if (!Object.hasOwn(en.PROGRAMME_LEVELS, programme)) return levelName;
  if (levelName === en.ALL_LEVELS) return ALL_LEVELS;
  if (levelName === ENGLISH_PROGRAMMES[programme].name) return PROGRAMMES[programme].name;
  const level = en.levelNamed(programme, levelName);
  return (level && PROGRAMME_LEVELS[programme][en.PROGRAMME_LEVELS[programme].indexOf(level)]) || levelName;
};
