import { DECODE_LEVELS } from './decode';
import { HIDDEN_COLOURS } from './hidden-colours';
import { ICH_LEVELS, ICH_LEVEL_NUMBERS } from './ich';
import { INDIVIDUAL_TRAINING } from './individual';
import { TASSO_MODULES } from './tasso';
import { PROGRAMME_KEYS, type ProgrammeKey } from './programmes';

const decodeLevels = Object.values(DECODE_LEVELS).map((level) => `Level ${level.level}: ${level.title}`);
const awakenLevels = ICH_LEVEL_NUMBERS.map((level) => `Level ${level}: ${ICH_LEVELS[level].title}`);
const tassoModules = TASSO_MODULES.map((module) => `${module.tag}: ${module.title}`);

/**
 * What a registrant chooses as levelName, per programme, in the order the programme teaches them;
 * empty for programmes nobody enrols in (the expo, free talks). Built from the programmes' page
 * content, so kept apart from PROGRAMMES (programmes.ts), which imports none.
 */
export const PROGRAMME_LEVELS: Readonly<Record<ProgrammeKey, readonly string[]>> = {
  DECODE: decodeLevels,
  AWAKEN: awakenLevels,
  TASSO: tassoModules,
  FAMILY_CONSTELLATION: ['Family Constellation Workshop'],
  HIDDEN_COLOURS: [`${HIDDEN_COLOURS.title} Workshop`],
  INDIVIDUAL: [INDIVIDUAL_TRAINING.title],
  HHME: [],
  GENERAL: [],
};

/**
 * The programme a level name belongs to, for registrations that arrive without one (the old REST
 * client sends only levelName): a known level name decides, anything else is Awaken the Limitless
 * Human, the programme whose path the old client posts to.
 */
export function programmeOfLevel(levelName: string): ProgrammeKey {
  const name = levelName.trim().toLowerCase();
  const found = PROGRAMME_KEYS.find((key) =>
    PROGRAMME_LEVELS[key].some(
      (level) => level.toLowerCase() === name || level.toLowerCase().endsWith(`: ${name}`),
    ),
  );
  return found ?? 'AWAKEN';
}
