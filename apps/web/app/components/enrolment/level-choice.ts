import { PROGRAMMES, PROGRAMME_LEVELS, type ProgrammeKey } from '@academy/content';

/** The levelName options of a programme; one with no levels of its own is enrolled in by name. */
export function levelOptions(programme: ProgrammeKey): readonly string[] {
  const levels = PROGRAMME_LEVELS[programme];
  return levels.length > 0 ? levels : [PROGRAMMES[programme].name];
}

/** Case, spaces and punctuation aside: 'Decode Your Blue Print' is 'Decode Your Blueprint'. */
const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The option a stored level title names. Level cards store only the title ('Decode Your Mind'),
 * while the options carry the level too ('Level 1: Decode Your Mind'); both spellings match.
 */
function optionNamed(options: readonly string[], name: string | null | undefined): string | undefined {
  const wanted = comparable(name ?? '');
  if (!wanted) return undefined;
  return options.find((option) => {
    const title = option.slice(option.indexOf(': ') + 1);
    return comparable(option) === wanted || comparable(title) === wanted;
  });
}

/**
 * The level the form opens with: the one the Enroll Now names, else the one a level card remembered
 * (localStorage `level`), else the programme's first.
 */
export function preselectedLevel(
  options: readonly string[],
  targetLevel: string | undefined,
  storedLevel: string | null,
): string {
  return optionNamed(options, targetLevel) ?? optionNamed(options, storedLevel) ?? options[0];
}
