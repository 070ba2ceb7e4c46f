/**
 * An island is a part of a prerendered page that wakes on its own when the page ships no React
 * (RouteModule.staticPage): the element carries the island's name (app/islands/{name}.tsx) and the props
 * it needs as JSON, and island-activator.ts loads the island on the first press of it; an island may
 * instead wake when the browser is idle (live figures) or when the visitor turns to it (a form).
 */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_WAKE_ATTRIBUTE = 'data-island-wake';

export interface IslandWake {
  /** When the island wakes instead of on a press: once the page has loaded, or when the visitor turns to it. */
  wake: 'idle' | 'focus';
  /** A form island's draft (its sessionStorage key): when one is kept, the island wakes at once to show it. */
  draft?: string;
}

/** The attributes that make an element the island `name`, given `props`. */
export function islandAttributes<Props>(
  name: string,
  props: Props,
  wake?: IslandWake,
): Record<string, string> {
  return {
    [ISLAND_ATTRIBUTE]: name,
    [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
    ...(wake && { [ISLAND_WAKE_ATTRIBUTE]: wake.wake }),
    ...(wake?.draft && { 'data-island-draft': wake.draft }),
  };
}

/** The props an island's element carries (what islandAttributes wrote). */
export function islandProps<Props>(element: HTMLElement): Props {
  return JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? 'null') as Props;
}

/**
 * Says on an idle island's element that its live figures are in (`live`) or could not be had
 * (`failed`): tests and the pages bench wait on it (data-live-figures).
 */
export function markLiveFigures(element: HTMLElement, outcome: 'live' | 'failed'): void {
  element.setAttribute('data-live-figures', outcome);
}
