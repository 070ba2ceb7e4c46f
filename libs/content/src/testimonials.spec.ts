import { DECODE_TESTIMONIALS, HOME_TESTIMONIALS, type Testimonial } from './testimonials';
import { VIDEOS } from './videos';

describe('testimonials', () => {
  it('shows exactly one testimonial on the home page (SPEC.md 2.4: no carousel arrows there)', () => {
    expect(HOME_TESTIMONIALS).toHaveLength(1);
    expect(HOME_TESTIMONIALS[0].video).toBe(VIDEOS.testimonialHome);
  });

  it('shows the four Decode testimonial videos in order', () => {
    expect(DECODE_TESTIMONIALS.map((t) => t.video)).toEqual([
      VIDEOS.testimonialDecode1,
      VIDEOS.testimonialDecode2,
      VIDEOS.testimonialDecode3,
      VIDEOS.testimonialDecode4,
    ]);
  });

  const all: Testimonial[] = [...HOME_TESTIMONIALS, ...DECODE_TESTIMONIALS];

  it('gives every testimonial a unique id, its video poster as thumbnail, a name and a role', () => {
    expect(new Set(all.map((t) => t.id)).size).toBe(all.length);
    for (const t of all) {
      expect(t.thumbnail).toBe(t.video.poster);
      expect(t.name).toMatch(/^[A-Z][a-z]+$/);
      expect(t.role).toMatch(/\S \S/);
    }
  });

  it('never uses one video for two testimonials', () => {
    expect(new Set(all.map((t) => t.video.file)).size).toBe(all.length);
  });
});
