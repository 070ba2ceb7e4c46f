import type { ReactNode } from 'react';
import { type HTMLChakraProps, chakra } from '@chakra-ui/react';

/** The attributes of a decorative line icon on a 24px grid, for an <svg> drawn without Chakra too. */
export const LINE_ICON_ATTRIBUTES = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: 'false',
} as const;

/**
 * A decorative line icon drawn on a 24px grid in the text colour (inline, so no icon package reaches
 * the page's JavaScript). The control or text around it carries the meaning.
 */
export function LineIcon({ children, ...props }: { children: ReactNode } & HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg {...LINE_ICON_ATTRIBUTES} boxSize="6" flexShrink={0} {...props}>
      {children}
    </chakra.svg>
  );
}
