import { PROGRAMME_LEVELS } from './programme-levels';
import { levelRank, prerequisiteMet, prerequisiteOf } from './prerequisites';

describe('prerequisiteOf', () => {
  it('reads Awaken’s prerequisites from its level pages', () => {
    expect(prerequisiteOf('AWAKEN', 'Level 1: Foundations of Consciousness')).toBeUndefined();
    expect(prerequisiteOf('AWAKEN', 'Level 2: Clinical Hypnotherapy Practitioner')).toBe(
      'Level 1: Foundations of Consciousness',
    );
    expect(prerequisiteOf('AWAKEN', PROGRAMME_LEVELS.AWAKEN[5])).toBe(PROGRAMME_LEVELS.AWAKEN[4]);
  });

  it('takes Decode’s levels in order, whatever way the level is named', () => {
    expect(prerequisiteOf('DECODE', 'Level 1: Decode Your Mind')).toBeUndefined();
    expect(prerequisiteOf('DECODE', 'Level 3: Decode Your Relationships')).toBe(
      'Level 2: Decode Your Behaviour',
    );
    expect(prerequisiteOf('DECODE', 'decode your blueprint')).toBe('Level 3: Decode Your Relationships');
    expect(prerequisiteOf('DECODE', '2')).toBe('Level 1: Decode Your Mind');
  });

  it('asks nothing of programmes without an order or of unknown levels', () => {
    expect(prerequisiteOf('TASSO', PROGRAMME_LEVELS.TASSO[1])).toBeUndefined();
    expect(prerequisiteOf('FAMILY_CONSTELLATION', 'Family Constellation Workshop')).toBeUndefined();
    expect(prerequisiteOf('DECODE', 'Level 9')).toBeUndefined();
  });
});

describe('prerequisiteMet', () => {
  it('is met by the level itself or a later one of the same programme', () => {
    const needed = 'Level 2: Decode Your Behaviour';
    expect(levelRank('DECODE', needed)).toBe(2);
    expect(prerequisiteMet('DECODE', needed, [{ programme: 'DECODE', level: needed }])).toBe(true);
    expect(
      prerequisiteMet('DECODE', needed, [
        { programme: 'DECODE', level: 'Level 3: Decode Your Relationships' },
      ]),
    ).toBe(true);
    expect(
      prerequisiteMet('DECODE', needed, [{ programme: 'DECODE', level: 'Level 1: Decode Your Mind' }]),
    ).toBe(false);
    expect(
      prerequisiteMet('DECODE', needed, [{ programme: 'AWAKEN', level: PROGRAMME_LEVELS.AWAKEN[3] }]),
    ).toBe(false);
  });
});
