import { nextHeaderState } from './header-scroll';

describe('nextHeaderState (SPEC.md 2.2, 9)', () => {
  it('is transparent and shown at the top', () => {
    expect(nextHeaderState(0, 0)).toEqual({ hidden: false, solid: false });
    expect(nextHeaderState(20, 10)).toEqual({ hidden: false, solid: false });
  });

  it('turns solid once past 10px', () => {
    expect(nextHeaderState(0, 11)).toEqual({ hidden: false, solid: true });
    expect(nextHeaderState(50, 11)).toEqual({ hidden: false, solid: true });
  });

  it('stays shown while scrolling down up to 100px', () => {
    expect(nextHeaderState(40, 100)).toEqual({ hidden: false, solid: true });
  });

  it('hides when scrolling down past 100px, also in one jump from the top', () => {
    expect(nextHeaderState(100, 101)).toEqual({ hidden: true, solid: true });
    expect(nextHeaderState(0, 800)).toEqual({ hidden: true, solid: true });
    expect(nextHeaderState(800, 1200, true)).toEqual({ hidden: true, solid: true });
  });

  it('reappears as soon as the visitor scrolls up, however far down', () => {
    expect(nextHeaderState(1200, 1199, true)).toEqual({ hidden: false, solid: true });
    expect(nextHeaderState(500, 120, true)).toEqual({ hidden: false, solid: true });
  });

  it('keeps its state when the position did not change', () => {
    expect(nextHeaderState(600, 600, true).hidden).toBe(true);
    expect(nextHeaderState(600, 600, false).hidden).toBe(false);
  });

  it('never hides at or above 100px, even when it was hidden', () => {
    expect(nextHeaderState(100, 100, true)).toEqual({ hidden: false, solid: true });
  });

  it('treats the elastic overscroll above the page as the top', () => {
    expect(nextHeaderState(0, -40)).toEqual({ hidden: false, solid: false });
    expect(nextHeaderState(-40, 0)).toEqual({ hidden: false, solid: false });
  });
});
