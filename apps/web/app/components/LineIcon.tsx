import type { ReactNode } from 'react';
import { type HTMLChakraProps, chakra } from '@chakra-ui/react';

/**
 * A decorative line icon drawn on a 24px grid in the text colour (inline, so no icon package reaches
 * the page's JavaScript). The control or text around it carries the meaning.
 */
export function LineIcon({ children, ...props }: { children: ReactNode } & HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      boxSize="6"
      flexShrink={0}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </chakra.svg>
  );
}
