/** The slide after `index`, back to the first after the last. */
export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide before `index`, on to the last before the first. */
export function previousIndex(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}

/**
 * The slides on show, in order, when `index` leads and `perView` fit side by side: the window wraps
 * past the last slide, and never shows one slide twice when there are fewer slides than places.
 */
export function visibleIndexes(index: number, count: number, perView: number): number[] {
  const shown = Math.min(perView, count);
  return Array.from({ length: shown }, (_, offset) => (index + offset) % count);
}
