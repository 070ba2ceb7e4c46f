import { type ReactNode, useId } from 'react';
import { Box, chakra } from '@chakra-ui/react';

const cell = {
  px: '4',
  py: '3',
  textAlign: 'start',
  verticalAlign: 'top',
  borderTopWidth: '1px',
  borderColor: 'gray.200',
} as const;

/** A body cell. */
export const Td = chakra('td', { base: cell });

/** The cell that names its row (scope="row"), styled as a body cell. */
export const RowHeader = chakra('th', { base: { ...cell, fontWeight: 'normal' } });

/** A header cell of the teal header row. */
export const ColumnHeader = chakra('th', {
  base: {
    ...cell,
    borderTopWidth: '0',
    fontSize: 'sm',
    fontWeight: 'bold',
    color: 'white',
    bg: 'teal.800',
    whiteSpace: 'nowrap',
  },
});

/**
 * Keeps the first column in view while the rest scrolls sideways; it takes its row's background so
 * scrolled cells pass underneath it unseen. Spread on the first cell of every row.
 */
export const STICKY_FIRST_COLUMN = {
  position: 'sticky',
  insetInlineStart: '0',
  zIndex: '1',
  bg: 'inherit',
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-gray-200)',
  _rtl: { boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-200)' },
} as const;

/**
 * Keeps a row's actions in view at the end of a table wider than its region: the rows' other fields
 * scroll sideways underneath it. Spread on the last cell of every row.
 */
export const STICKY_LAST_COLUMN = {
  position: 'sticky',
  insetInlineEnd: '0',
  zIndex: '1',
  bg: 'inherit',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-200)',
  _rtl: { boxShadow: 'inset -1px 0 0 var(--chakra-colors-gray-200)' },
} as const;

interface TableFrameProps {
  /** Read by screen readers; names the scrolling region too. */
  caption: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minW: string;
  fontSize?: 'sm';
  /** Below this breakpoint the table is not shown: a card list (CardList) shows the same rows instead. */
  hideBelow?: 'md';
  /** The header row(s), of ColumnHeader cells. */
  head: ReactNode;
  /** The rows (<tr> elements). */
  children: ReactNode;
}

/**
 * A data table with a teal header row and striped rows. On a narrow screen it scrolls sideways inside
 * its own focusable region, so the page never scrolls horizontally and keyboard users can scroll it too.
 */
export function TableFrame({ caption, minW, fontSize, hideBelow, head, children }: TableFrameProps) {
  const captionId = useId();
  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      hideBelow={hideBelow}
      // Contains absolutely positioned content (visually hidden text) too, which would otherwise widen the page.
      position="relative"
      overflowX="auto"
      rounded="lg"
      borderWidth="1px"
      borderColor="gray.200"
      bg="white"
      _focusVisible={{ outline: '3px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
    >
      <chakra.table
        w="full"
        minW={minW}
        borderCollapse="collapse"
        fontSize={fontSize ?? { base: 'sm', md: 'md' }}
      >
        <chakra.caption id={captionId} srOnly>
          {caption}
        </chakra.caption>
        <thead>{head}</thead>
        <chakra.tbody css={{ '& > tr': { bg: 'white' }, '& > tr:nth-of-type(even)': { bg: 'gray.50' } }}>
          {children}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}

interface ScrollTableProps extends Omit<TableFrameProps, 'head' | 'fontSize'> {
  columns: readonly string[];
  stickyFirstColumn?: boolean;
}

/** A TableFrame whose header row is a list of column names. */
export function ScrollTable({ columns, stickyFirstColumn = false, children, ...frame }: ScrollTableProps) {
  return (
    <TableFrame
      {...frame}
      head={
        <tr>
          {columns.map((column, index) => (
            <ColumnHeader
              key={column}
              scope="col"
              {...(stickyFirstColumn && index === 0 ? { ...STICKY_FIRST_COLUMN, bg: 'teal.800' } : {})}
            >
              {column}
            </ColumnHeader>
          ))}
        </tr>
      }
    >
      {children}
    </TableFrame>
  );
}
