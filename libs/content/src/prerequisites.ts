import { ICH_LEVELS, ICH_LEVEL_NUMBERS } from './ich';
import { PROGRAMME_LEVELS, levelNamed } from './programme-levels';
import type { ProgrammeKey } from './programmes';

const COMPLETION_OF = 'Completion of ';

/**
 * Awaken's prerequisites as its /ich/levels pages state them ('Completion of Level 1: …'), so the
 * enrolment check and the page never disagree.
 */
const awakenPrerequisites = new Map<string, string>(
  ICH_LEVEL_NUMBERS.flatMap((number) => {
    const level = PROGRAMME_LEVELS.AWAKEN[number - 1];
    const stated = ICH_LEVELS[number].prerequisites.find((text) => text.startsWith(COMPLETION_OF));
    const needed = stated && levelNamed('AWAKEN', stated.slice(COMPLETION_OF.length));
    return needed ? [[level, needed] as const] : [];
  }),
);

/**
 * The level a registrant must have completed before enrolling in `levelName` of `programme`, as
 * PROGRAMME_LEVELS names it: Awaken's stated prerequisite, the level before it for Decode (taught in
 * order). Undefined for a first level, a programme without an order, or a name that is no level.
 */
export function prerequisiteOf(programme: ProgrammeKey, levelName: string): string | undefined {
  const level = levelNamed(programme, levelName);
  if (!level) return undefined;
  if (programme === 'AWAKEN') return awakenPrerequisites.get(level);
  if (programme === 'DECODE') {
    const rank = PROGRAMME_LEVELS.DECODE.indexOf(level);
    return rank > 0 ? PROGRAMME_LEVELS.DECODE[rank - 1] : undefined;
  }
  return undefined;
}

/** 1 for a programme's first level, in teaching order; 0 for a name that is no level of it. */
export function levelRank(programme: ProgrammeKey, levelName: string): number {
  const level = levelNamed(programme, levelName);
  return level ? PROGRAMME_LEVELS[programme].indexOf(level) + 1 : 0;
}

/**
 * Whether the completed levels satisfy the prerequisite `needed` of `programme`: that level or a later
 * one of the same programme (a learner repeating a level has done the ones before it).
 */
export function prerequisiteMet(
  programme: ProgrammeKey,
  needed: string,
  completed: ReadonlyArray<{ programme: ProgrammeKey; level: string }>,
): boolean {
  const rank = levelRank(programme, needed);
  return completed.some((done) => done.programme === programme && levelRank(programme, done.level) >= rank);
}
