// The Arabic site's typeface (issue 30): Noto Sans Arabic from @fontsource, its Arabic subset only, in
// two weights. scripts/prerender.mjs copies the files to /fonts; only Arabic pages name them.

/** The font files the build copies from @fontsource/noto-sans-arabic, by weight. */
export const ARABIC_FONT_FILES = {
  400: 'noto-sans-arabic-arabic-400-normal.woff2',
  700: 'noto-sans-arabic-arabic-700-normal.woff2',
} as const;

/** The Arabic subset's code points (@fontsource's): Latin text keeps the site's own typeface. */
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,U+1EE24,U+1EE27,U+1EE29-1EE32,U+1EE34-1EE37,U+1EE39,U+1EE3B,U+1EE42,U+1EE47,U+1EE49,U+1EE4B,U+1EE4D-1EE4F,U+1EE51-1EE52,U+1EE54,U+1EE57,U+1EE59,U+1EE5B,U+1EE5D,U+1EE5F,U+1EE61-1EE62,U+1EE64,U+1EE67-1EE6A,U+1EE6C-1EE72,U+1EE74-1EE77,U+1EE79-1EE7C,U+1EE7E,U+1EE80-1EE89,U+1EE8B-1EE9B,U+1EEA1-1EEA3,U+1EEA5-1EEA9,U+1EEAB-1EEBB,U+1EEF0-1EEF1';

const face = (weight: keyof typeof ARABIC_FONT_FILES) =>
  `@font-face{font-family:"Noto Sans Arabic";font-style:normal;font-weight:${weight};` +
  // optional: a face that is not there in time is not swapped in later, so text never moves (no layout
  // shift); the preload makes it there in time on most connections, and cached for the next page.
  `font-display:optional;src:url(/fonts/${ARABIC_FONT_FILES[weight]}) format("woff2");unicode-range:${ARABIC_RANGE}}`;

/**
 * What an Arabic page's <head> carries: the regular weight preloaded, both faces, and the typeface put
 * first in Chakra's body and heading font stacks (its own variables, overridden on Arabic pages only).
 */
export const ARABIC_FONT_HEAD =
  `<link rel="preload" href="/fonts/${ARABIC_FONT_FILES[400]}" as="font" type="font/woff2" crossorigin>` +
  `<style>${face(400)}${face(700)}` +
  'html[lang=ar]{--chakra-fonts-body:"Noto Sans Arabic",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;' +
  '--chakra-fonts-heading:"Noto Sans Arabic",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}</style>';
