export interface HeaderScrollState {
  readonly hidden: boolean;
  readonly solid: boolean;
}

/**
 * The header's look after the page moved from previousY to currentY (SPEC.md 2.2, 9): past 10px it gets
 * its white background and shadow; scrolling down past 100px hides it, any upward movement brings it
 * back, and no movement keeps what it was. Negative offsets (the elastic overscroll of touch browsers)
 * count as the top. Self-contained: scripts/prerender.mjs writes its source inline into every page.
 */
export function nextHeaderState(previousY: number, currentY: number, wasHidden = false): HeaderScrollState {
  const from = Math.max(0, previousY);
  const to = Math.max(0, currentY);
  const movingDown = to > from || (to === from && wasHidden);
  return { hidden: to > 100 && movingDown, solid: to > 10 };
}
