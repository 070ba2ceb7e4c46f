import { AFFILIATIONS, DIRECTORS } from './about';
import { PRERENDERED_PATHS } from './site-routes';
import {
  HHME_ACCREDITATIONS,
  HHME_EVENT,
  HHME_HERO,
  HHME_INTRO,
  HHME_MEET_US,
  HHME_PROGRAMMES,
  HHME_VISION_MISSION,
} from './hhme';

describe('HHME 2025', () => {
  it('states the partner role, date, venue and opening hours exactly as SPEC.md 2.13', () => {
    expect(HHME_EVENT).toMatchObject({
      name: 'HHME 2025',
      partnerRole: 'Headline Partner',
      date: 'October 9, 2025',
      shortDate: 'Oct 9 2025',
      hours: '9:00 AM - 6:00 PM',
      venue: 'Grand Mercure Dubai',
    });
  });

  it('labels the buttons as SPEC.md 2.13 names them', () => {
    expect(HHME_HERO.participationLabel).toBe('Explore Participation');
    expect(HHME_INTRO.pdfLabel).toBe('Download PDF');
    expect(HHME_VISION_MISSION.programmesLabel).toBe('Discover Our Programs');
    expect(HHME_MEET_US.heading).toBe('Where to Meet Us');
    expect(HHME_MEET_US.registerLabel).toBe('Register Interest');
  });

  it('sends Discover Our Programs to the event calendar', () => {
    expect(HHME_VISION_MISSION.programmesPath).toBe('/practitioner');
    expect(PRERENDERED_PATHS).toContain(HHME_VISION_MISSION.programmesPath);
  });

  it('lists the four signature programs with their exact durations and fees', () => {
    expect(HHME_PROGRAMMES.map(({ name, duration, fee }) => ({ name, duration, fee }))).toEqual([
      { name: 'Level 1-6 Trainings', duration: '5 days', fee: 'AED 3,500' },
      { name: 'TASSO Regression Therapy', duration: '3 days', fee: 'AED 2,500' },
      { name: 'Inner Child Healing', duration: '2 days', fee: 'AED 1,800' },
      { name: 'Systemic Constellations', duration: '2 days', fee: 'AED 1,800' },
    ]);
  });

  it('has a team of three visionaries', () => {
    expect(DIRECTORS).toHaveLength(3);
  });

  it('names accreditation bodies the academy is affiliated with, each with its own badge', () => {
    const affiliations = new Set(AFFILIATIONS.map((a) => a.name));
    expect(HHME_ACCREDITATIONS.length).toBeGreaterThan(0);
    for (const body of HHME_ACCREDITATIONS) {
      expect(affiliations).toContain(body.name);
      expect(body.badge.src).toBe(`/images/hhme/accreditation-${body.id}.svg`);
    }
  });

  it('offers a PDF that ships with the site', () => {
    expect(HHME_INTRO.pdf.href).toMatch(/^\/images\/hhme\/[a-z0-9-]+\.pdf$/);
  });
});
