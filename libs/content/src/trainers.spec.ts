import { PRERENDERED_PATHS } from './site-routes';
import { TRAINERS } from './trainers';

describe('trainers', () => {
  it('lists 4 to 6 trainers with unique ids', () => {
    expect(TRAINERS.length).toBeGreaterThanOrEqual(4);
    expect(TRAINERS.length).toBeLessThanOrEqual(6);
    expect(new Set(TRAINERS.map((trainer) => trainer.id)).size).toBe(TRAINERS.length);
  });

  it('gives every trainer a role, programmes on real pages, experience, languages, bio and portrait', () => {
    for (const trainer of TRAINERS) {
      expect(trainer.name).toMatch(/\S \S/);
      expect(trainer.role).toMatch(/\S/);
      expect(trainer.programmes.length).toBeGreaterThan(0);
      for (const programme of trainer.programmes) {
        expect(PRERENDERED_PATHS).toContain(programme.path);
      }
      expect(Number.isInteger(trainer.yearsOfExperience)).toBe(true);
      expect(trainer.yearsOfExperience).toBeGreaterThan(0);
      expect(trainer.languages.length).toBeGreaterThan(0);
      expect(trainer.bio.length).toBeGreaterThan(80);
      expect(trainer.portrait.src).toMatch(/^\/images\/(trainers|directors)\/[a-z-]+\.svg$/);
      expect(trainer.portrait.alt).toContain(trainer.name);
    }
  });

  it('covers every training and workshop page', () => {
    const taught = new Set(TRAINERS.flatMap((trainer) => trainer.programmes.map((p) => p.path)));
    for (const path of ['/decode', '/ich', '/tasso', '/family-constellation', '/Hidden-Colours']) {
      expect(taught).toContain(path);
    }
  });
});
