import { PRERENDERED_PATHS } from './site-routes';
import { HIDDEN_COLOURS } from './hidden-colours';
import { INDIVIDUAL_TRAINING } from './individual';
import { PROGRAMMES, PROGRAMME_KEYS, isProgrammeKey, programmeOfPage } from './programmes';

describe('programmes', () => {
  it('name every programme once, with its page a prerendered route', () => {
    for (const key of PROGRAMME_KEYS) {
      expect(PROGRAMMES[key].key).toBe(key);
      const page = PROGRAMMES[key].pagePath;
      if (page) expect(PRERENDERED_PATHS).toContain(page);
    }
  });

  it('name a programme with a page of its own as that page is titled', () => {
    expect(PROGRAMMES.HIDDEN_COLOURS.name).toBe(HIDDEN_COLOURS.title);
    expect(PROGRAMMES.INDIVIDUAL.name).toBe(INDIVIDUAL_TRAINING.title);
  });

  it('find a programme by its page, anything else being general', () => {
    expect(programmeOfPage('/tasso')).toBe('TASSO');
    expect(programmeOfPage('/Hidden-Colours')).toBe('HIDDEN_COLOURS');
    expect(programmeOfPage(undefined)).toBe('GENERAL');
    expect(programmeOfPage('/about')).toBe('GENERAL');
  });

  it('recognise only its own keys', () => {
    expect(isProgrammeKey('DECODE')).toBe(true);
    expect(isProgrammeKey('decode')).toBe(false);
    expect(isProgrammeKey(3)).toBe(false);
  });
});
