import { DECODE_LEVEL_CARDS, DECODE_LEVELS, DECODE_LEAD_INSTRUCTOR, findDecodeLevel } from './decode';
import { formatFee } from './fees';
import { TRAINERS } from './trainers';
import { VIDEOS } from './videos';

describe('Decode level cards (SPEC.md 3.4)', () => {
  it('lists levels 1 to 4 with the exact titles and durations', () => {
    expect(DECODE_LEVEL_CARDS.map((card) => [card.id, card.title, card.duration])).toEqual([
      [1, 'Decode Your Mind', '1 Day'],
      [2, 'Decode Your Behaviour', '2 Days'],
      [3, 'Decode Your Relationships', '2 Days'],
      [4, 'Decode Your Blue Print', '2 Days'],
    ]);
  });

  it.each(DECODE_LEVEL_CARDS.map((card) => [card.id, card]))('card %i is complete', (id, card) => {
    expect(card.subtitle).toMatch(/\S/);
    expect(card.tag).toMatch(/\S/);
    expect(card.overlayText).toMatch(/\S/);
    expect(card.points).toHaveLength(3);
    for (const point of card.points) expect(point).toMatch(/\S/);
    expect(card.skill).toBe('All levels');
    expect(card.buttonText).toBe('Enroll Now');
    expect(card.overlaySubtext).toBe('15 mins');
    expect(card.video).toBe(VIDEOS[`decodeLevel${id}` as keyof typeof VIDEOS]);
  });
});

describe('Decode level details (SPEC.md 3.5)', () => {
  it("has the four levels with exact titles, and the catalogue's durations and prices in AED", () => {
    expect(
      Object.values(DECODE_LEVELS).map((level) => [
        level.level,
        level.title,
        level.duration,
        formatFee(level.fee),
      ]),
    ).toEqual([
      [1, 'Decode Your Mind', '1 Day', 'AED 1,465'],
      [2, 'Decode Your Behaviour', '2 Days', 'AED 2,565'],
      [3, 'Decode Your Relationships', '2 Days', 'AED 3,300'],
      [4, 'Decode Your Blueprint', '2 Days', 'AED 4,770'],
    ]);
  });

  it.each(Object.values(DECODE_LEVELS).map((level) => [level.level, level]))(
    'level %i has every section filled',
    (_, level) => {
      for (const text of [level.subtitle, level.certification, level.description]) {
        expect(text).toMatch(/\S/);
      }
      expect(level.whatYoullLearn.length).toBeGreaterThan(0);
      for (const item of level.whatYoullLearn) {
        expect(item.heading).toMatch(/\S/);
        expect(item.description).toMatch(/\S/);
      }
      expect(level.immediateBenefits.length).toBeGreaterThan(0);
      expect(level.longTermBenefits.length).toBeGreaterThan(0);
      expect(level.enrollmentFeatures.length).toBeGreaterThan(0);
    },
  );

  it('offers a 10% discount on later programs at levels 2 and 4 only', () => {
    const mentionsDiscount = (level: 1 | 2 | 3 | 4) =>
      DECODE_LEVELS[level].enrollmentFeatures.some((feature) => feature.includes('10% discount'));
    expect([1, 2, 3, 4].filter((level) => mentionsDiscount(level as 1 | 2 | 3 | 4))).toEqual([2, 4]);
  });

  it('finds a level by number and nothing for other numbers', () => {
    expect(findDecodeLevel(3)?.title).toBe('Decode Your Relationships');
    for (const level of [0, 5, 9, 1.5, Number.NaN]) expect(findDecodeLevel(level)).toBeUndefined();
  });
});

describe('Decode instructor', () => {
  it('names the lead instructor and has his portrait', () => {
    expect(DECODE_LEAD_INSTRUCTOR.name).toMatch(/\S \S/);
    // One face per person across the site: the trainers page shows the same portrait.
    expect(DECODE_LEAD_INSTRUCTOR.photo).toBe(
      TRAINERS.find((t) => t.name === DECODE_LEAD_INSTRUCTOR.name)?.portrait.src,
    );
  });
});
