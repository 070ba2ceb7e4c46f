import { TASSO_MODULES } from './tasso';
import { VIDEOS } from './videos';

describe('TASSO modules (SPEC.md 2.10, 9)', () => {
  it('has six modules with unique ids and titles', () => {
    expect(TASSO_MODULES.map((module) => module.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(TASSO_MODULES.map((module) => module.title)).size).toBe(6);
  });

  it.each(TASSO_MODULES.map((module) => [module.id, module]))(
    'module %i runs 5 days for AED 5,614 all inclusive',
    (id, module) => {
      expect(module.duration).toBe('5 Days');
      expect(module.fee).toBe('AED 5,614 all inclusive');
      expect(module.tag).toBe(`Module ${id}`);
      expect(module.points).toHaveLength(3);
      expect(module.buttonText).toBe('Enroll Now');
      expect(module.overlaySubtext).toBe('15 mins');
      expect(module.video).toBe(VIDEOS[`tassoModule${id}` as keyof typeof VIDEOS]);
    },
  );
});
