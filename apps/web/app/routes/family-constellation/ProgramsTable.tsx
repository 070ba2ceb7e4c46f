import { useId } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import { formatEventDate, type ProgramRow } from '@academy/content';
import { EnrolButton } from '../../components/enrolment/EnrolButton';

/** The columns of SPEC.md 2.11, in order. */
export const PROGRAM_COLUMNS = ['Date', 'Event', 'Location', 'Enroll Now'] as const;

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

const cell = {
  px: '4',
  py: '3',
  borderTopWidth: '1px',
  borderColor: 'gray.200',
  verticalAlign: 'top',
} as const;
const Td = chakra('td', { base: cell });
const RowTh = chakra('th', { base: { ...cell, textAlign: 'start', fontWeight: 'normal' } });

/**
 * The Programs Details table: one row per workshop, each with its own Enroll Now. On a narrow screen it
 * scrolls sideways inside its own focusable region.
 */
export function ProgramsTable({ rows }: { rows: readonly ProgramRow[] }) {
  const captionId = useId();
  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      overflowX="auto"
      rounded="lg"
      borderWidth="1px"
      borderColor="gray.200"
      bg="white"
      _focusVisible={{ outline: '3px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
    >
      <chakra.table w="full" minW="40rem" borderCollapse="collapse" fontSize={{ base: 'sm', md: 'md' }}>
        <chakra.caption id={captionId} srOnly>
          Family Constellation workshops: date, event, location and enrolment
        </chakra.caption>
        <thead>
          <tr>
            {PROGRAM_COLUMNS.map((column) => (
              <Th key={column} scope="col">
                {column}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const date = formatEventDate(row.Date);
            return (
              <chakra.tr key={row.id} _even={{ bg: 'gray.50' }}>
                <Td whiteSpace="nowrap">
                  <Text color="gray.900" fontWeight="semibold">
                    {date}
                  </Text>
                  <Text color="gray.600" fontSize="sm">
                    {row.time}
                  </Text>
                </Td>
                <RowTh scope="row">
                  <Text color="gray.900" fontWeight="semibold">
                    {row.Event}
                  </Text>
                  <Text color="gray.600" fontSize="sm">
                    {row.status} · {row.capacity} seats · by {row.organisedby}
                  </Text>
                </RowTh>
                <Td color="gray.800">{row.Location}</Td>
                <Td whiteSpace="nowrap">
                  <EnrolButton
                    size="sm"
                    aria-label={`Enroll Now: ${row.Event}, ${date}, ${row.Location}`}
                    programme={row.Event}
                    details={`${date}, ${row.time} · ${row.Location}`}
                  />
                </Td>
              </chakra.tr>
            );
          })}
        </tbody>
      </chakra.table>
    </Box>
  );
}
