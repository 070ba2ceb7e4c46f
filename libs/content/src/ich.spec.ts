import { formatFee } from './fees';
import {
  ICH_FACILITATOR,
  ICH_FACILITATOR_BANNER,
  ICH_LEVELS,
  ICH_LEVEL_CARDS,
  ICH_LEVEL_NUMBERS,
  ichLevelFromParam,
} from './ich';
import { TRAINERS } from './trainers';
import { VIDEOS } from './videos';

describe('ICH level cards (SPEC.md 2.10, 3.6, 9)', () => {
  it("has six cards with the catalogue's durations and AED fees (SPEC.md 9's, level 3 reconciled)", () => {
    expect(ICH_LEVEL_CARDS.map((card) => [card.id, card.duration, card.fee])).toEqual([
      [1, '2 Days', 'AED 1,872'],
      [2, '5 Days', 'AED 4,684'],
      [3, '5 Days', 'AED 4,680'],
      [4, '6 Days', 'AED 5,614'],
      [5, '8 Days', 'AED 8,133'],
      [6, '6 Days', 'AED 8,111'],
    ]);
  });

  it.each(ICH_LEVEL_CARDS.map((card) => [card.id, card]))('card %i is complete', (id, card) => {
    expect(card.title).toBe(ICH_LEVELS[id as 1].title);
    expect(card.tag).toBe(`Level ${id}`);
    expect(card.points).toHaveLength(3);
    expect(card.buttonText).toBe('Enroll Now');
    expect(card.overlaySubtext).toBe('15 mins');
    expect(card.video).toBe(VIDEOS[`ichLevel${id}` as keyof typeof VIDEOS]);
  });
});

describe('ICH levels (SPEC.md 3.5, 9)', () => {
  it('is keyed 1 to 6, each page with the duration and fee of its card', () => {
    for (const n of ICH_LEVEL_NUMBERS) {
      const card = ICH_LEVEL_CARDS[n - 1];
      expect([n, ICH_LEVELS[n].level, ICH_LEVELS[n].duration, formatFee(ICH_LEVELS[n].fee)]).toEqual([
        n,
        n,
        card.duration,
        card.fee,
      ]);
    }
  });

  it.each(ICH_LEVEL_NUMBERS.map((n) => [n, ICH_LEVELS[n]]))(
    'level %i has every section filled',
    (_, level) => {
      for (const text of [level.title, level.subtitle, level.certification, level.description]) {
        expect(text).toMatch(/\S/);
      }
      for (const list of [
        level.whatYoullLearn,
        level.immediateBenefits,
        level.longTermBenefits,
        level.enrollmentFeatures,
        level.curriculum,
        level.prerequisites,
        level.whoShouldAttend,
      ]) {
        expect(list.length).toBeGreaterThan(0);
      }
      const { instructor, courseDetails } = level;
      for (const text of [
        instructor.name,
        instructor.qualification,
        instructor.certification,
        instructor.experience,
      ]) {
        expect(text).toMatch(/\S/);
      }
      expect(courseDetails.language).toMatch(/\S/);
      expect(courseDetails.skillLevel).toMatch(/\S/);
      expect([14, 10, 20]).toContain(courseDetails.students);
      expect([50, 70]).toContain(courseDetails.totalHours);
      expect(courseDetails.lectures).toBeGreaterThan(0);
    },
  );

  it('uses every student count and total of SPEC.md 9', () => {
    const levels = Object.values(ICH_LEVELS);
    expect(new Set(levels.map((level) => level.courseDetails.students))).toEqual(new Set([14, 10, 20]));
    expect(new Set(levels.map((level) => level.courseDetails.totalHours))).toEqual(new Set([50, 70]));
  });

  it('makes level 6 Born Again, with its session, group size and discount', () => {
    const born = ICH_LEVELS[6];
    expect(born.title).toBe('Born Again');
    expect(born.courseDetails.students).toBe(20);
    expect(born.enrollmentFeatures).toContain('Max 20 participants');
    expect(born.sessionDetails).toMatchObject({
      date: '25th to 30th November 2025',
      lastDay: '2025-11-30',
      time: '9:00 AM to 6:00 PM',
    });
    expect(born.sessionDetails?.venue).toMatch(/\S/);
    expect(born.sessionDetails?.registration).toMatch(/\S/);
    expect(born.sessionDetails?.registrationEmail).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(born.sessionDetails?.discountNote).toContain(
      '50% discount for trainers and supervisors, valid 1 year from the first workshop',
    );
  });

  it('gives only level 6 a session block', () => {
    expect(ICH_LEVEL_NUMBERS.filter((n) => ICH_LEVELS[n].sessionDetails)).toEqual([6]);
  });
});

describe('ichLevelFromParam', () => {
  it.each([
    ['1', 1],
    ['3', 3],
    ['6', 6],
    [' 6 ', 6],
  ])('reads %p as level %i', (value, level) => {
    expect(ichLevelFromParam(value)).toBe(level);
  });

  it.each([null, undefined, '', '0', '7', '99', '06', '2.0', '1e0', 'six', 'level6'])(
    'falls back to level 1 for %p',
    (value) => {
      expect(ichLevelFromParam(value)).toBe(1);
    },
  );
});

describe('ICH facilitator', () => {
  it('states 12 years of experience in the About Facilitator banner', () => {
    expect(ICH_FACILITATOR_BANNER.text).toContain('12 years of experience');
    expect(ICH_FACILITATOR.experience).toBe('12 years of experience');
    // One face per person across the site: the trainers page shows the same portrait.
    expect(ICH_FACILITATOR.photo).toBe(TRAINERS.find((t) => t.name === ICH_FACILITATOR.name)?.portrait.src);
  });
});
