import { PROGRAMMES as ENGLISH_PROGRAMMES, PROGRAMME_LEVELS } from '@academy/content/en';
import { levelOptions, preselectedLevel } from './level-choice';

// The Arabic build: '@academy/content' is the Arabic site's content, '@academy/content/en' stays English.
jest.mock('@academy/content', () => jest.requireActual('../../../../../libs/content/src/ar/site'));

const arabic = jest.requireActual<typeof import('../../../../../libs/content/src/ar/site')>(
  '../../../../../libs/content/src/ar/site',
);
const arabicLevels = jest.requireActual<typeof import('../../../../../libs/content/src/ar/programme-levels')>(
  '../../../../../libs/content/src/ar/programme-levels',
);

describe('the level options in the Arabic site', () => {
  it.each(['DECODE', 'AWAKEN', 'TASSO', 'FAMILY_CONSTELLATION', 'HIDDEN_COLOURS', 'INDIVIDUAL'] as const)(
    'send the English level names of %s and show their Arabic twins',
    (programme) => {
      const options = levelOptions(programme);
      expect(options.map((option) => option.value)).toEqual(PROGRAMME_LEVELS[programme]);
      expect(options.map((option) => option.label)).toEqual(arabicLevels.PROGRAMME_LEVELS[programme]);
    },
  );

  it('send the English name of a programme without levels and show its Arabic name', () => {
    expect(levelOptions('GENERAL')).toEqual([
      { value: ENGLISH_PROGRAMMES.GENERAL.name, label: arabic.PROGRAMMES.GENERAL.name },
    ]);
  });

  it('preselect the level an Enroll Now names by its English name, as level pages now do', () => {
    const options = levelOptions('AWAKEN');
    expect(preselectedLevel(options, PROGRAMME_LEVELS.AWAKEN[2], null)).toBe(PROGRAMME_LEVELS.AWAKEN[2]);
  });
});
