import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('offers no page buttons for a single page or none', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, 1)).toEqual([]);
  });

  it('offers every page when there are five or fewer', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('offers pages 1 to 5 at the start', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 12)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the current page in the middle further on, and the last five at the end', () => {
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(11, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it('never offers more than five, nor a page out of range', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let page = -1; page <= total + 2; page += 1) {
        const pages = pageWindow(page, total);
        expect(pages.length).toBeLessThanOrEqual(5);
        for (const shown of pages) expect(shown >= 1 && shown <= total).toBe(true);
      }
    }
  });
});
