import { PROGRAMME_LEVELS, programmeOfLevel } from './programme-levels';

describe('programme levels', () => {
  it('list the levels a registrant chooses from, in teaching order', () => {
    expect(PROGRAMME_LEVELS.DECODE).toEqual([
      'Level 1: Decode Your Mind',
      'Level 2: Decode Your Behaviour',
      'Level 3: Decode Your Relationships',
      'Level 4: Decode Your Blueprint',
    ]);
    expect(PROGRAMME_LEVELS.AWAKEN).toHaveLength(6);
    expect(PROGRAMME_LEVELS.AWAKEN[5]).toBe('Level 6: Born Again');
    expect(PROGRAMME_LEVELS.TASSO[0]).toBe('Module 1: Foundations of Transpersonal Regression');
    expect(PROGRAMME_LEVELS.HHME).toEqual([]);
  });

  it('find a programme by a level name, by its title alone too, else Awaken the Limitless Human', () => {
    expect(programmeOfLevel('Level 2: Decode Your Behaviour')).toBe('DECODE');
    expect(programmeOfLevel('decode your behaviour')).toBe('DECODE');
    expect(programmeOfLevel('Past Life Regression')).toBe('TASSO');
    expect(programmeOfLevel('1')).toBe('AWAKEN');
    expect(programmeOfLevel('Born Again')).toBe('AWAKEN');
  });
});
