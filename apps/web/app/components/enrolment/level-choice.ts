import { levelLabel } from '@academy/content';
import { PROGRAMMES, PROGRAMME_LEVELS, type ProgrammeKey } from '@academy/content/en';

/** A level the form offers: the English name a registration stores, and how the site's language shows it. */
export interface LevelOption {
  value: string;
  label: string;
}

/** The levelName options of a programme; one with no levels of its own is enrolled in by name. */
export function levelOptions(programme: ProgrammeKey): readonly LevelOption[] {
  const levels = PROGRAMME_LEVELS[programme];
  const values = levels.length > 0 ? levels : [PROGRAMMES[programme].name];
  return values.map((value) => ({ value, label: levelLabel(programme, value) }));
}

/** Case, spaces and punctuation aside: 'Decode Your Blue Print' is 'Decode Your Blueprint'. */
const comparable = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The option a stored level title names, by its English value. Level cards store only the title
 * ('Decode Your Mind'), while the options carry the level too ('Level 1: Decode Your Mind'); both
 * spellings match.
 */
function optionNamed(options: readonly LevelOption[], name: string | null | undefined): string | undefined {
  const wanted = comparable(name ?? '');
  if (!wanted) return undefined;
  return options.find(({ value }) => {
    const title = value.slice(value.indexOf(': ') + 1);
    return comparable(value) === wanted || comparable(title) === wanted;
  })?.value;
}

/**
 * The level the form opens with (an option's value): the one the Enroll Now names, else the one a level
 * card remembered (localStorage `level`), else the programme's first. Both name it in English.
 */
export function preselectedLevel(
  options: readonly LevelOption[],
  targetLevel: string | undefined,
  storedLevel: string | null,
): string {
  return optionNamed(options, targetLevel) ?? optionNamed(options, storedLevel) ?? options[0].value;
}
