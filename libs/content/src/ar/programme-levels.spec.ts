import * as en from '../programme-levels';
import { PROGRAMMES as ENGLISH_PROGRAMMES, PROGRAMME_KEYS } from '../programmes';
import { ALL_LEVELS, PROGRAMME_LEVELS, levelLabel } from './programme-levels';
import { PROGRAMMES } from './programmes';
import { TASSO_MODULES } from './tasso';

describe('levelLabel in Arabic', () => {
  it.each(PROGRAMME_KEYS)('shows each level of %s, named in English, as its Arabic twin', (programme) => {
    expect(en.PROGRAMME_LEVELS[programme].map((level) => levelLabel(programme, level))).toEqual(
      PROGRAMME_LEVELS[programme],
    );
  });

  it('finds the level a short or old spelling names, as levelNamed does', () => {
    expect(levelLabel('DECODE', 'Decode Your Blue Print')).toBe(PROGRAMME_LEVELS.DECODE[3]);
    expect(levelLabel('TASSO', 'Module 2')).toBe(PROGRAMME_LEVELS.TASSO[1]);
  });

  it('shows All levels and the name of a programme without levels in Arabic', () => {
    expect(levelLabel('GENERAL', en.ALL_LEVELS)).toBe(ALL_LEVELS);
    expect(levelLabel('HHME', ENGLISH_PROGRAMMES.HHME.name)).toBe(PROGRAMMES.HHME.name);
  });

  it('leaves a name it does not know as it is', () => {
    expect(levelLabel('DECODE', 'A private session')).toBe('A private session');
  });

  it('names the TASSO modules as their cards do', () => {
    expect(PROGRAMME_LEVELS.TASSO).toEqual(TASSO_MODULES.map((module) => `${module.tag}: ${module.title}`));
  });
});
