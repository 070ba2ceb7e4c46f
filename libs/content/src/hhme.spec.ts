import { AFFILIATIONS, DIRECTORS } from './about';
import { PRERENDERED_PATHS } from './site-routes';
import {
  HHME_ACCREDITATIONS,
  HHME_EVENT,
  HHME_HERO,
  HHME_INTRO,
  HHME_MEET_US,
  HHME_PROGRAMMES,
  quotedTerms,
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

  it("lists the four signature programs with the catalogue's durations and fees of the levels they present", () => {
    expect(HHME_PROGRAMMES.map(({ name, duration, fee }) => ({ name, duration, fee }))).toEqual([
      { name: 'Level 1-6 Trainings', duration: '2 to 8 days a level', fee: 'AED 1,872 to AED 8,133 a level' },
      { name: 'TASSO Regression Therapy', duration: '5 days a module', fee: 'AED 5,614 a module' },
      { name: 'Inner Child Healing', duration: '2 days', fee: 'AED 1,800' },
      { name: 'Systemic Constellations', duration: '1 day', fee: 'AED 375' },
    ]);
  });

  it('quotes one figure for levels that agree and the span for those that differ', () => {
    const terms = (amount: number, durationDays: number) => ({
      fee: { currency: 'AED', amount },
      durationDays,
      hours: null,
    });
    expect(quotedTerms([terms(900, 3)])).toEqual({ duration: '3 days', fee: 'AED 900' });
    expect(quotedTerms([terms(2000, 2), terms(900, 1)], 'level')).toEqual({
      duration: '1 to 2 days a level',
      fee: 'AED 900 to AED 2,000 a level',
    });
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
