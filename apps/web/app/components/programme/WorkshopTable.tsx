import { Box, chakra } from '@chakra-ui/react';
import type { WorkshopRow } from '@academy/content';

const COLUMNS = ['City', 'Venue', 'Date', 'Time'] as const;

const Th = chakra('th', {
  base: {
    textAlign: 'start',
    px: '4',
    py: '3',
    fontSize: 'sm',
    fontWeight: 'bold',
    color: 'white',
    bg: 'teal.800',
    whiteSpace: 'nowrap',
  },
});

const Td = chakra('td', {
  base: { px: '4', py: '3', borderTopWidth: '1px', borderColor: 'gray.200', color: 'gray.800' },
});

/**
 * The Upcoming Workshop table (City, Venue, Date, Time). On a narrow screen it scrolls sideways inside
 * its own focusable region, so keyboard users can scroll it too.
 */
export function WorkshopTable({ rows, caption }: { rows: readonly WorkshopRow[]; caption: string }) {
  return (
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      overflowX="auto"
      rounded="lg"
      borderWidth="1px"
      borderColor="gray.200"
      bg="white"
      _focusVisible={{ outline: '3px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
    >
      <chakra.table w="full" minW="34rem" borderCollapse="collapse" fontSize={{ base: 'sm', md: 'md' }}>
        <chakra.caption srOnly>{caption}</chakra.caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <Th key={column} scope="col">
                {column}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <chakra.tr key={`${row.city}-${row.date}`} _even={{ bg: 'gray.50' }}>
              <Td fontWeight="semibold">{row.city}</Td>
              <Td>{row.venue}</Td>
              <Td whiteSpace="nowrap">{row.date}</Td>
              <Td whiteSpace="nowrap">{row.time}</Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </Box>
  );
}
