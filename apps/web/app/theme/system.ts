import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  breakpoints,
  buttonRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  textStyles,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * A slim Chakra system: the default tokens, but only the recipes the app renders, so the other
 * components' styles stay out of every page's JavaScript. Add a recipe here before using its component.
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
    tokens,
    semanticTokens,
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
