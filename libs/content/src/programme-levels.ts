import { CATALOGUE_SEED, type CataloguedProgramme, type LevelTerms } from './catalogue';
import type { Fee } from './fees';
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

/** Case, spaces and punctuation aside: 'Decode Your Blue Print' is 'Decode Your Blueprint'. */
const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The option a text names: the whole option ('Level 3: Decode Your Relationships'), its title alone
 * ('Decode Your Relationships', as level cards store it), its part before the colon ('Level 3',
 * 'Module 2', as events used to spell it) or that part's number ('3', as the old REST client sends it).
 */
export function matchLevel(options: readonly string[], text: string | null | undefined): string | undefined {
  const wanted = comparable(text ?? '');
  if (!wanted) return undefined;
  return options.find((option) => {
    const colon = option.indexOf(': ');
    if (colon < 0) return comparable(option) === wanted;
    const rank = comparable(option.slice(0, colon));
    return [comparable(option), comparable(option.slice(colon + 2)), rank, rank.replace(/^\D+/, '')].includes(
      wanted,
    );
  });
}

/** The level of a programme that a text names (matchLevel over the programme's levels). */
export function levelNamed(programme: ProgrammeKey, text: string | null | undefined): string | undefined {
  return matchLevel(PROGRAMME_LEVELS[programme], text);
}

/**
 * How a page shows a level named as PROGRAMME_LEVELS, a registration or a calendar event names it (or,
 * for a programme without levels, the programme's name, the level options' value): the name itself in
 * English; the Arabic site (ar/programme-levels.ts) shows the twin of the level it names instead. What
 * is sent, stored or compared stays the English name.
 */
export function levelLabel(_programme: ProgrammeKey, levelName: string): string {
  return levelName;
}

/** The level of an event of a programme with no levels of its own (the expo, free talks). */
export const ALL_LEVELS = 'All levels';

/** What staff choose an event's level from: the programme's levels, or All levels when it has none. */
export function eventLevelOptions(programme: ProgrammeKey): readonly string[] {
  const levels = PROGRAMME_LEVELS[programme];
  return levels.length > 0 ? levels : [ALL_LEVELS];
}

/**
 * Whether an enrolment in `levelName` may take a seat of this event: the same level of the event's
 * programme; an event whose level names none of the programme's (one kept from before levels were
 * chosen from a list) takes any level of its programme; a programme without levels takes anyone.
 */
export function levelFitsEvent(
  event: { programme: ProgrammeKey; level: string },
  levelName: string,
): boolean {
  const levels = PROGRAMME_LEVELS[event.programme];
  if (levels.length === 0) return true;
  const chosen = levelNamed(event.programme, levelName);
  const eventLevel = levelNamed(event.programme, event.level);
  return chosen !== undefined && (eventLevel === undefined || chosen === eventLevel);
}

/** A level of the catalogue with its name: what the server seeds its programme_level table with. */
export interface CatalogueLevel extends LevelTerms {
  programme: CataloguedProgramme;
  /** Its name in PROGRAMME_LEVELS, e.g. 'Level 2: Decode Your Behaviour'. */
  level: string;
  /** 1 for the programme's first level, in teaching order. */
  rank: number;
}

/** The catalogue's first values (catalogue.ts), each level named as registrants choose it. */
export const CATALOGUE_LEVELS: readonly CatalogueLevel[] = CATALOGUE_SEED.map((entry) => {
  const level = PROGRAMME_LEVELS[entry.programme][entry.rank - 1];
  if (!level) throw new Error(`${entry.programme} has no level ${entry.rank} to price`);
  return { ...entry, level };
});

/**
 * The seeded terms of a programme's level (levelNamed's matching): the figures the build's pages
 * show. The server's catalogue holds the live ones, which staff may have changed since.
 */
export function levelTerms(programme: ProgrammeKey, levelName: string): CatalogueLevel | undefined {
  const level = levelNamed(programme, levelName);
  return level
    ? CATALOGUE_LEVELS.find((entry) => entry.programme === programme && entry.level === level)
    : undefined;
}

/** The seeded fee of a programme's level (levelTerms), undefined for a programme without levels. */
export function levelFee(programme: ProgrammeKey, levelName: string): Fee | undefined {
  return levelTerms(programme, levelName)?.fee;
}
