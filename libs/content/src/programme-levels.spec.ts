import { aedOfUsd } from './catalogue';
import {
  ALL_LEVELS,
  CATALOGUE_LEVELS,
  PROGRAMME_LEVELS,
  eventLevelOptions,
  levelFee,
  levelFitsEvent,
  levelLabel,
  levelNamed,
  levelTerms,
  programmeOfLevel,
} from './programme-levels';

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

describe('levelNamed', () => {
  it('finds a level by its full name, its title, its rank or the rank’s number', () => {
    for (const text of ['Level 3: Decode Your Relationships', 'decode your relationships', 'Level 3', '3']) {
      expect(levelNamed('DECODE', text)).toBe('Level 3: Decode Your Relationships');
    }
    expect(levelNamed('TASSO', 'Module 2')).toBe('Module 2: Current Life and Inner Child Regression');
    expect(levelNamed('DECODE', 'Level 9')).toBeUndefined();
    expect(levelNamed('DECODE', 'Level 1: Foundations of Consciousness')).toBeUndefined();
  });
});

describe('levelFitsEvent', () => {
  const level3 = { programme: 'DECODE' as const, level: 'Level 3: Decode Your Relationships' };

  it("takes only the event's own level of its programme", () => {
    expect(levelFitsEvent(level3, 'Level 3: Decode Your Relationships')).toBe(true);
    expect(levelFitsEvent({ ...level3, level: 'Level 3' }, 'Level 3: Decode Your Relationships')).toBe(true);
    expect(levelFitsEvent(level3, 'Level 1: Decode Your Mind')).toBe(false);
    expect(levelFitsEvent(level3, 'Level 3: Regression Therapy and Inner Child Healing')).toBe(false);
  });

  it('takes any level of the programme for an event of no single level, anyone where there are no levels', () => {
    const allLevels = { programme: 'DECODE' as const, level: ALL_LEVELS };
    expect(levelFitsEvent(allLevels, 'Level 2: Decode Your Behaviour')).toBe(true);
    expect(levelFitsEvent(allLevels, 'Born Again')).toBe(false);
    expect(levelFitsEvent({ programme: 'HHME', level: ALL_LEVELS }, 'HHME Holistic Health Expo')).toBe(true);
  });
});

describe('eventLevelOptions and levelFee', () => {
  it("offer the programme's levels, or All levels, and price every level of the catalogue", () => {
    expect(eventLevelOptions('DECODE')).toEqual(PROGRAMME_LEVELS.DECODE);
    expect(eventLevelOptions('GENERAL')).toEqual([ALL_LEVELS]);
    expect(levelFee('AWAKEN', 'Level 2')).toEqual({ currency: 'AED', amount: 4684 });
    expect(levelFee('AWAKEN', 'Level 3: Regression Therapy and Inner Child Healing')).toEqual({
      currency: 'AED',
      amount: 4680,
    });
    expect(levelFee('TASSO', 'Module 1')).toEqual({ currency: 'AED', amount: 5614 });
    expect(levelFee('HHME', 'All levels')).toBeUndefined();
    expect(levelTerms('HIDDEN_COLOURS', 'Hidden Colours Workshop')).toMatchObject({
      durationDays: 2,
      rank: 1,
    });
  });
});

describe('the catalogue', () => {
  it('prices every level people enrol in exactly once, in teaching order, in dirhams', () => {
    const named = CATALOGUE_LEVELS.map(({ programme, level }) => `${programme}/${level}`);
    const enrolled = Object.entries(PROGRAMME_LEVELS).flatMap(([programme, levels]) =>
      levels.map((level) => `${programme}/${level}`),
    );
    expect(named).toEqual(enrolled);
    for (const entry of CATALOGUE_LEVELS) {
      expect(entry.fee.currency).toBe('AED');
      expect(Number.isInteger(entry.fee.amount) && entry.fee.amount > 0).toBe(true);
      expect(Number.isInteger(entry.durationDays) && entry.durationDays > 0).toBe(true);
    }
  });

  it("converts Decode's dollar prices at the dirham's peg, to the nearest 5 dirhams", () => {
    expect(
      CATALOGUE_LEVELS.filter((entry) => entry.programme === 'DECODE').map((entry) => entry.fee.amount),
    ).toEqual([1465, 2565, 3300, 4770]);
    expect(aedOfUsd(100)).toEqual({ currency: 'AED', amount: 365 });
  });
});

describe('levelLabel', () => {
  it('shows an English name as it is, whatever it names', () => {
    expect(levelLabel('DECODE', 'Level 2: Decode Your Behaviour')).toBe('Level 2: Decode Your Behaviour');
    expect(levelLabel('DECODE', 'Decode Your Blue Print')).toBe('Decode Your Blue Print');
    expect(levelLabel('GENERAL', ALL_LEVELS)).toBe(ALL_LEVELS);
  });
});
