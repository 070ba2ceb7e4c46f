import { chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

/** A link to another admin screen inside text or a table cell: underlined, so it reads as a link. */
export const TextLink = chakra(Link, {
  base: {
    color: 'teal.800',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textUnderlineOffset: '2px',
    _hover: { color: 'teal.950' },
    _focusVisible: { outline: '2px solid', outlineColor: 'teal.700', outlineOffset: '2px' },
  },
});
