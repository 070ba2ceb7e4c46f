import { createSystem, defaultBaseConfig, defineConfig, defineSemanticTokens } from '@chakra-ui/react';
import { breakpoints } from 'chakra-theme/breakpoints';
import { globalCss } from 'chakra-theme/global-css';
import { layerStyles } from 'chakra-theme/layer-styles';
import { buttonRecipe } from 'chakra-theme/recipes/button';
import { headingRecipe } from 'chakra-theme/recipes/heading';
import { inputRecipe } from 'chakra-theme/recipes/input';
import { linkRecipe } from 'chakra-theme/recipes/link';
import { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
import { textareaRecipe } from 'chakra-theme/recipes/textarea';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows';
import { textStyles } from 'chakra-theme/text-styles';
import { animations } from 'chakra-theme/tokens/animations';
import { borders } from 'chakra-theme/tokens/borders';
import { colors } from 'chakra-theme/tokens/colors';
import { durations } from 'chakra-theme/tokens/durations';
import { easings } from 'chakra-theme/tokens/easings';
import { fontSizes } from 'chakra-theme/tokens/font-sizes';
import { fontWeights } from 'chakra-theme/tokens/font-weights';
import { fonts } from 'chakra-theme/tokens/fonts';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing';
import { lineHeights } from 'chakra-theme/tokens/line-heights';
import { radii } from 'chakra-theme/tokens/radius';
import { sizes } from 'chakra-theme/tokens/sizes';
import { spacing } from 'chakra-theme/tokens/spacing';
import { zIndices } from 'chakra-theme/tokens/z-indices';
import { hasPrerenderedGlobalCss } from './prerendered-styles';

/** The colour palettes the site uses; Chakra's other palettes stay out of every page's JavaScript. */
const PALETTES = ['gray', 'teal', 'orange', 'red', 'green'] as const;
const BASE_COLORS = ['transparent', 'current', 'black', 'white', 'whiteAlpha', 'blackAlpha'] as const;

const ref = (token: string) => ({ value: `{colors.${token}}` });

/** Light-only semantic colours after Chakra's defaults for the palettes above (the site has no dark mode). */
const semanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: ref('white'),
    subtle: ref('gray.50'),
    muted: ref('gray.100'),
    emphasized: ref('gray.200'),
    inverted: ref('black'),
    panel: ref('white'),
    error: ref('red.50'),
    warning: ref('orange.50'),
    success: ref('green.50'),
  },
  fg: {
    DEFAULT: ref('black'),
    muted: ref('gray.600'),
    subtle: ref('gray.400'),
    inverted: ref('gray.50'),
    error: ref('red.500'),
    warning: ref('orange.600'),
    success: ref('green.600'),
  },
  border: {
    DEFAULT: ref('gray.200'),
    muted: ref('gray.100'),
    subtle: ref('gray.50'),
    emphasized: ref('gray.300'),
    inverted: ref('gray.800'),
    error: ref('red.500'),
    warning: ref('orange.500'),
    success: ref('green.500'),
  },
  ...Object.fromEntries(
    PALETTES.map((palette) => [
      palette,
      palette === 'gray'
        ? {
            contrast: ref('white'),
            fg: ref('gray.800'),
            subtle: ref('gray.100'),
            muted: ref('gray.200'),
            emphasized: ref('gray.300'),
            solid: ref('gray.900'),
            focusRing: ref('gray.400'),
            border: ref('gray.200'),
          }
        : {
            contrast: ref('white'),
            fg: ref(`${palette}.700`),
            subtle: ref(`${palette}.100`),
            muted: ref(`${palette}.200`),
            emphasized: ref(`${palette}.300`),
            // .700, not Chakra's .600: white button text needs 4.5:1 contrast (WCAG AA).
            solid: ref(`${palette}.700`),
            focusRing: ref(`${palette}.600`),
            border: ref(`${palette}.500`),
          },
    ]),
  ),
});

const pick = <T extends object>(source: T, keys: readonly (keyof T)[]): Partial<T> =>
  Object.fromEntries(keys.map((key) => [key, source[key]])) as Partial<T>;

/**
 * A slim Chakra system: Chakra's own tokens and recipes, but only the ones the site renders, imported
 * module by module. Add a recipe here before using its component.
 */
const appConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    // Keeps anchors and focused fields clear of the fixed header.
    html: { ...globalCss.html, scrollPaddingTop: '5rem' },
  },
  theme: {
    // 640 px is the product's single-column breakpoint (SPEC.md section 9).
    breakpoints: { ...breakpoints, sm: '640px' },
    // Only the animations the site names (Chakra's full set is 4 kB of JavaScript on every page).
    keyframes: {
      'slide-from-right': {
        '0%': { translate: 'var(--slide-from-right-distance, 0.5rem) 0' },
        to: { translate: '0' },
      },
      'slide-from-bottom': {
        '0%': { translate: '0 var(--slide-from-bottom-distance, 0.5rem)' },
        to: { translate: '0' },
      },
      'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
    },

    tokens: {
      animations,
      borders,
      colors: pick(colors, [...BASE_COLORS, ...PALETTES]),
      durations,
      easings,
      fonts,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      sizes,
      spacing,
      zIndex: zIndices,
    },
    semanticTokens: { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii },
    textStyles,
    layerStyles,
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      nativeSelect: nativeSelectSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, appConfig);

/**
 * On a prerendered page the global CSS (layer order, reset, global styles, token variables) is already
 * in <head>, so the provider need not build and insert it again when the page hydrates: that would be
 * the most expensive part of the first script task on a phone, and a re-application of every style.
 * Client-only pages (admin) get it from the provider as usual; `_global` is computed on first use (see
 * vite.config.mts). Rules keep their layers either way: Chakra wraps them from the original config.
 */
export const pageSystem: typeof system = hasPrerenderedGlobalCss()
  ? Object.create(system, {
      _global: { value: [] },
      _config: { value: { ...system._config, disableLayers: true } },
    })
  : system;
