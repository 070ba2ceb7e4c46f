import { useEffect, useState } from 'react';

/** Past this scroll offset the header gets its white background and shadow (SPEC.md 9). */
export const HEADER_SOLID_AFTER = 10;
/** Scrolling down past this offset slides the header away (SPEC.md 9). */
export const HEADER_HIDE_AFTER = 100;

export interface HeaderScrollState {
  readonly hidden: boolean;
  readonly solid: boolean;
}

/** What the prerendered page shows: the visitor is at the top. */
const AT_TOP: HeaderScrollState = { hidden: false, solid: false };

/**
 * The header's look after the page moved from previousY to currentY. Scrolling down past
 * HEADER_HIDE_AFTER hides it, any upward movement brings it back, and no movement keeps what it was.
 * Negative offsets (the elastic overscroll of touch browsers) count as the top.
 */
export function nextHeaderState(previousY: number, currentY: number, wasHidden = false): HeaderScrollState {
  const from = Math.max(0, previousY);
  const to = Math.max(0, currentY);
  const movingDown = to > from || (to === from && wasHidden);
  return { hidden: to > HEADER_HIDE_AFTER && movingDown, solid: to > HEADER_SOLID_AFTER };
}

/**
 * Follows the window's scroll position, at most once per frame, and re-renders only when the header's
 * look changes. Starts from the real position after hydration (a reload can land mid-page).
 */
export function useHeaderScroll(): HeaderScrollState {
  const [state, setState] = useState(AT_TOP);

  useEffect(() => {
    let lastY = window.scrollY;
    let hidden = false;
    let frame = 0;

    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const next = nextHeaderState(lastY, y, hidden);
      lastY = y;
      hidden = next.hidden;
      setState((current) =>
        current.hidden === next.hidden && current.solid === next.solid ? current : next,
      );
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };

    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
