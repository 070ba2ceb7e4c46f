/**
 * Pages fetch their script after they paint (scripts/prerender.mjs), so a visitor can press a button or
 * send a form before React is there. An inline script in every page's <head> catches clicks on
 * `a[data-early]` and `button[data-early]` and submits of `form[data-early]` until the page is
 * hydrated, and keeps them here; once hydrated, the app replays each one, so nothing a visitor did
 * early is lost (and a form never falls back to a native submission).
 */
interface EarlyAction {
  type: 'click' | 'submit';
  element: HTMLElement;
}

declare global {
  interface Window {
    __earlyActions?: EarlyAction[];
  }
}

/** Marks an element whose early click or submit is kept and replayed once the page is interactive. */
export const EARLY_ACTION = { 'data-early': '' } as const;

/** Replays what the visitor did before hydration, in order, once. */
export function replayEarlyActions(): void {
  const actions = window.__earlyActions?.splice(0) ?? [];
  for (const { type, element } of actions) {
    element.removeAttribute('aria-busy');
    if (!element.isConnected) continue;
    if (type === 'submit' && element instanceof HTMLFormElement) element.requestSubmit();
    else element.click();
  }
}
