import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Marks the <style> tags a prerendered page carries in <head>: the ids of the Emotion rules each holds,
 * or `global` for the layer order and Chakra's global CSS. Emotion's own attribute (data-emotion) would
 * make its browser cache move every such tag on start and again on hydration; each move re-applies all
 * the page's styles, the longest script-free tasks of a phone's start-up.
 */
const ATTRIBUTE = 'data-prerendered-css';
const GLOBAL = 'global';

/** At build time: Emotion's style tags, marked so that the browser leaves them where they are. */
export function markPrerenderedStyles(tags: string): string {
  return tags
    .replace(/data-emotion="css-global [^"]*"/g, `${ATTRIBUTE}="${GLOBAL}"`)
    .replace(/data-emotion="css ([^"]*)"/g, `${ATTRIBUTE}="$1"`);
}

/** Whether this page came with its global CSS (so the Chakra provider need not insert it again). */
export function hasPrerenderedGlobalCss(): boolean {
  return (
    typeof document !== 'undefined' && document.querySelector(`style[${ATTRIBUTE}="${GLOBAL}"]`) !== null
  );
}

/**
 * In the browser: an Emotion cache that counts the prerendered rules as inserted, so hydration adds
 * only the rules the page did not come with.
 */
export function prerenderedStylesCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const tag of document.querySelectorAll(`style[${ATTRIBUTE}]`)) {
    const ids = tag.getAttribute(ATTRIBUTE);
    if (!ids || ids === GLOBAL) continue;
    for (const id of ids.split(' ')) cache.inserted[id] = true;
  }
  return cache;
}
