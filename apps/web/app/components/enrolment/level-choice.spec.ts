import { PROGRAMMES, PROGRAMME_LEVELS } from '@academy/content';
import { levelOptions, preselectedLevel } from './level-choice';

const DECODE = levelOptions('DECODE');

describe('levelOptions', () => {
  it("are the programme's levels, shown as they are named", () => {
    expect(DECODE.map((option) => option.value)).toEqual(PROGRAMME_LEVELS.DECODE);
    expect(DECODE[0]).toEqual({ value: 'Level 1: Decode Your Mind', label: 'Level 1: Decode Your Mind' });
  });

  it('name the programme itself when it has no levels', () => {
    expect(levelOptions('GENERAL')).toEqual([
      { value: PROGRAMMES.GENERAL.name, label: PROGRAMMES.GENERAL.name },
    ]);
  });
});

describe('preselectedLevel', () => {
  it('takes the level the Enroll Now names', () => {
    expect(preselectedLevel(DECODE, 'Level 3: Decode Your Relationships', 'Decode Your Mind')).toBe(
      'Level 3: Decode Your Relationships',
    );
  });

  it('else the title a level card stored, matched with or without its level number', () => {
    expect(preselectedLevel(DECODE, undefined, 'Decode Your Behaviour')).toBe(
      'Level 2: Decode Your Behaviour',
    );
    expect(preselectedLevel(DECODE, undefined, 'level 4: decode your blueprint')).toBe(
      'Level 4: Decode Your Blueprint',
    );
    // The Decode card spells it 'Blue Print'; the level page 'Blueprint'.
    expect(preselectedLevel(DECODE, undefined, 'Decode Your Blue Print')).toBe(
      'Level 4: Decode Your Blueprint',
    );
  });

  it('else the first level, when neither names an option', () => {
    expect(preselectedLevel(DECODE, 'Level 9', 'Born Again')).toBe('Level 1: Decode Your Mind');
    expect(preselectedLevel(DECODE, undefined, 'Level')).toBe('Level 1: Decode Your Mind');
    expect(preselectedLevel(DECODE, undefined, null)).toBe('Level 1: Decode Your Mind');
    expect(preselectedLevel(DECODE, '  ', '')).toBe('Level 1: Decode Your Mind');
  });
});
