import { PRERENDERED_PATHS } from './site-routes';
import { PROGRAMMES, PROGRAMME_KEYS, isProgrammeKey, programmeOfLevel, programmeOfPage } from './programmes';

describe('programmes', () => {
  it('name every programme once, with its page a prerendered route', () => {
    for (const key of PROGRAMME_KEYS) {
      expect(PROGRAMMES[key].key).toBe(key);
      const page = PROGRAMMES[key].pagePath;
      if (page) expect(PRERENDERED_PATHS).toContain(page);
    }
  });

  it('list the levels a registrant chooses from, in teaching order', () => {
    expect(PROGRAMMES.DECODE.levels).toEqual([
      'Level 1: Decode Your Mind',
      'Level 2: Decode Your Behaviour',
      'Level 3: Decode Your Relationships',
      'Level 4: Decode Your Blueprint',
    ]);
    expect(PROGRAMMES.AWAKEN.levels).toHaveLength(6);
    expect(PROGRAMMES.AWAKEN.levels[5]).toBe('Level 6: Born Again');
    expect(PROGRAMMES.TASSO.levels[0]).toBe('Module 1: Foundations of Transpersonal Regression');
    expect(PROGRAMMES.HHME.levels).toEqual([]);
  });

  it('find a programme by its page, anything else being general', () => {
    expect(programmeOfPage('/tasso')).toBe('TASSO');
    expect(programmeOfPage('/Hidden-Colours')).toBe('HIDDEN_COLOURS');
    expect(programmeOfPage(undefined)).toBe('GENERAL');
    expect(programmeOfPage('/about')).toBe('GENERAL');
  });

  it('find a programme by a level name, by its title alone too, else Awaken the Limitless Human', () => {
    expect(programmeOfLevel('Level 2: Decode Your Behaviour')).toBe('DECODE');
    expect(programmeOfLevel('decode your behaviour')).toBe('DECODE');
    expect(programmeOfLevel('Past Life Regression')).toBe('TASSO');
    expect(programmeOfLevel('1')).toBe('AWAKEN');
    expect(programmeOfLevel('Born Again')).toBe('AWAKEN');
  });

  it('recognise only its own keys', () => {
    expect(isProgrammeKey('DECODE')).toBe(true);
    expect(isProgrammeKey('decode')).toBe(false);
    expect(isProgrammeKey(3)).toBe(false);
  });
});
