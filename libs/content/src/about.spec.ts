import { AFFILIATIONS, DIRECTORS, DIRECTOR_ROLES, MISSION, VISION } from './about';
import { PRACTICE_BLURB, UAE_PRACTICES } from './practices';

describe('about', () => {
  it('states a vision and a mission', () => {
    expect(VISION.length).toBeGreaterThan(60);
    expect(MISSION.length).toBeGreaterThan(60);
    expect(VISION).not.toBe(MISSION);
  });

  it('presents three directors with the roles of SPEC.md 2.5', () => {
    expect(DIRECTORS).toHaveLength(3);
    expect(DIRECTORS.map((director) => director.role)).toEqual([
      'Founder-Director and CEO',
      'Strategic Business Head',
      'Director',
    ]);
    expect(DIRECTOR_ROLES).toHaveLength(3);
    for (const director of DIRECTORS) {
      expect(director.name).toMatch(/\S \S/);
      expect(director.bio.length).toBeGreaterThan(80);
      expect(director.portrait.src).toBe(`/images/directors/${director.id}.svg`);
      expect(director.portrait.alt).toContain(director.name);
    }
  });

  it('shows 6 affiliation logos, each described by the organisation name', () => {
    expect(AFFILIATIONS).toHaveLength(6);
    expect(new Set(AFFILIATIONS.map((a) => a.name)).size).toBe(6);
    for (const affiliation of AFFILIATIONS) {
      expect(affiliation.logo.alt).toBe(affiliation.name);
      expect(affiliation.logo.src).toBe(`/images/affiliations/${affiliation.id}.svg`);
      expect(affiliation.logo.width).toBeGreaterThan(0);
      expect(affiliation.logo.height).toBeGreaterThan(0);
    }
  });

  it('has the 11 UAE practices and their fixed blurb for Meet Our UAE Team', () => {
    expect(UAE_PRACTICES).toHaveLength(11);
    expect(PRACTICE_BLURB).toMatch(/\S/);
  });
});
