import { nextIndex, previousIndex, visibleIndexes } from './carousel-index';

describe('carousel index', () => {
  it('moves on and wraps from the last slide to the first', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(2, 4)).toBe(3);
    expect(nextIndex(3, 4)).toBe(0);
  });

  it('moves back and wraps from the first slide to the last', () => {
    expect(previousIndex(3, 4)).toBe(2);
    expect(previousIndex(0, 4)).toBe(3);
  });

  it('stays on the only slide', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(previousIndex(0, 1)).toBe(0);
  });

  it('stays at 0 with no slides', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });

  it('shows three slides from the leading one, wrapping past the last', () => {
    expect(visibleIndexes(0, 4, 3)).toEqual([0, 1, 2]);
    expect(visibleIndexes(2, 4, 3)).toEqual([2, 3, 0]);
    expect(visibleIndexes(3, 4, 3)).toEqual([3, 0, 1]);
  });

  it('shows one slide per view on narrow screens', () => {
    expect(visibleIndexes(0, 4, 1)).toEqual([0]);
    expect(visibleIndexes(3, 4, 1)).toEqual([3]);
  });

  it('shows every slide once when there are fewer slides than places', () => {
    expect(visibleIndexes(0, 1, 3)).toEqual([0]);
    expect(visibleIndexes(0, 2, 3)).toEqual([0, 1]);
    expect(visibleIndexes(1, 2, 3)).toEqual([1, 0]);
    expect(visibleIndexes(0, 3, 3)).toEqual([0, 1, 2]);
  });

  it('shows nothing when there are no slides', () => {
    expect(visibleIndexes(0, 0, 3)).toEqual([]);
  });
});
