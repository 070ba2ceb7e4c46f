import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

// Material-style 24px glyphs drawn inline, so that no icon package reaches the page's JavaScript. The
// glyphs of the playing controls live in ActiveVideo.tsx, which loads only when a video is played.
export const PLAY_ICON =
  'M8 5.14v13.72a1 1 0 0 0 1.52.85l10.96-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z';
export const CLOSE_ICON =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12 19 6.41Z';
export const CHEVRON_LEFT_ICON = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
export const CHEVRON_RIGHT_ICON = 'M8.59 16.59 10 18l6-6-6-6-1.41 1.41L13.17 12z';

/** A decorative glyph (an SVG path on a 24px grid): the button around it carries the accessible name. */
export function MediaIcon({ path, ...props }: { path: string } & HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize="6"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
      {...props}
    >
      <path d={path} />
    </chakra.svg>
  );
}
