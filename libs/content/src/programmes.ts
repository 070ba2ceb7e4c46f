import { DECODE_LEVELS } from './decode';
import { HIDDEN_COLOURS } from './hidden-colours';
import { ICH_LEVELS, ICH_LEVEL_NUMBERS } from './ich';
import { INDIVIDUAL_TRAINING } from './individual';
import { TASSO_MODULES } from './tasso';

/**
 * The programmes a calendar event or a registration belongs to. The keys are the values of the
 * GraphQL enum `Programme` and of the database columns, so content, API and storage share one spelling.
 */
export const PROGRAMME_KEYS = [
  'DECODE',
  'AWAKEN',
  'TASSO',
  'FAMILY_CONSTELLATION',
  'HIDDEN_COLOURS',
  'INDIVIDUAL',
  'HHME',
  'GENERAL',
] as const;

export type ProgrammeKey = (typeof PROGRAMME_KEYS)[number];

export interface Programme {
  key: ProgrammeKey;
  /** The programme's name as visitors read it. */
  name: string;
  /** Its page on the site. */
  pagePath: string | null;
  /**
   * What a registrant chooses as levelName, in the order the programme teaches them; empty for
   * programmes nobody enrols in (the expo, free talks).
   */
  levels: readonly string[];
}

const decodeLevels = Object.values(DECODE_LEVELS).map((level) => `Level ${level.level}: ${level.title}`);
const awakenLevels = ICH_LEVEL_NUMBERS.map((level) => `Level ${level}: ${ICH_LEVELS[level].title}`);
const tassoModules = TASSO_MODULES.map((module) => `${module.tag}: ${module.title}`);

export const PROGRAMMES: Readonly<Record<ProgrammeKey, Programme>> = {
  DECODE: { key: 'DECODE', name: 'Decode', pagePath: '/decode', levels: decodeLevels },
  AWAKEN: { key: 'AWAKEN', name: 'Awaken the Limitless Human', pagePath: '/ich', levels: awakenLevels },
  TASSO: { key: 'TASSO', name: 'Transpersonal Regression (TASSO)', pagePath: '/tasso', levels: tassoModules },
  FAMILY_CONSTELLATION: {
    key: 'FAMILY_CONSTELLATION',
    name: 'Family Constellation',
    pagePath: '/family-constellation',
    levels: ['Family Constellation Workshop'],
  },
  HIDDEN_COLOURS: {
    key: 'HIDDEN_COLOURS',
    name: HIDDEN_COLOURS.title,
    pagePath: '/Hidden-Colours',
    levels: [`${HIDDEN_COLOURS.title} Workshop`],
  },
  INDIVIDUAL: {
    key: 'INDIVIDUAL',
    name: INDIVIDUAL_TRAINING.title,
    pagePath: '/individual',
    levels: [INDIVIDUAL_TRAINING.title],
  },
  HHME: { key: 'HHME', name: 'HHME Holistic Health Expo', pagePath: '/hhme', levels: [] },
  GENERAL: { key: 'GENERAL', name: 'Open talks', pagePath: null, levels: [] },
};

export function isProgrammeKey(value: unknown): value is ProgrammeKey {
  return typeof value === 'string' && (PROGRAMME_KEYS as readonly string[]).includes(value);
}

/** The programme whose page this is ('/decode' → DECODE), for rows that name only a page. */
export function programmeOfPage(pagePath: string | null | undefined): ProgrammeKey {
  const found = PROGRAMME_KEYS.find((key) => pagePath && PROGRAMMES[key].pagePath === pagePath);
  return found ?? 'GENERAL';
}

/**
 * The programme a level name belongs to, for registrations that arrive without one (the old REST
 * client sends only levelName): a known level name decides, anything else is Awaken the Limitless
 * Human, the programme whose path the old client posts to.
 */
export function programmeOfLevel(levelName: string): ProgrammeKey {
  const name = levelName.trim().toLowerCase();
  const found = PROGRAMME_KEYS.find((key) =>
    PROGRAMMES[key].levels.some(
      (level) => level.toLowerCase() === name || level.toLowerCase().endsWith(`: ${name}`),
    ),
  );
  return found ?? 'AWAKEN';
}

/** The workshop choice that means "this programme, whenever it next runs" (SPEC.md 3.1 city). */
export const NEXT_AVAILABLE_INTAKE = 'Next available intake';
