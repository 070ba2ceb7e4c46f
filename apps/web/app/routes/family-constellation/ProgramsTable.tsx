import { Text } from '@chakra-ui/react';
import { formatEventDate, type ProgramRow } from '@academy/content';
import { EnrolButton } from '../../components/enrolment/EnrolButton';
import { RowHeader, ScrollTable, Td } from '../../components/ScrollTable';

/** The columns of SPEC.md 2.11, in order. */
export const PROGRAM_COLUMNS = ['Date', 'Event', 'Location', 'Enroll Now'] as const;

/**
 * The Programs Details table: one row per workshop, each with its own Enroll Now.
 */
export function ProgramsTable({ rows }: { rows: readonly ProgramRow[] }) {
  return (
    <ScrollTable
      caption="Family Constellation workshops: date, event, location and enrolment"
      columns={PROGRAM_COLUMNS}
      minW="40rem"
    >
      {rows.map((row) => {
        const date = formatEventDate(row.Date);
        return (
          <tr key={row.id}>
            <Td whiteSpace="nowrap">
              <Text color="gray.900" fontWeight="semibold">
                {date}
              </Text>
              <Text color="gray.600" fontSize="sm">
                {row.time}
              </Text>
            </Td>
            <RowHeader scope="row">
              <Text color="gray.900" fontWeight="semibold">
                {row.Event}
              </Text>
              <Text color="gray.600" fontSize="sm">
                {row.status} · {row.capacity} seats · by {row.organisedby}
              </Text>
            </RowHeader>
            <Td color="gray.800">{row.Location}</Td>
            <Td whiteSpace="nowrap">
              <EnrolButton
                size="sm"
                aria-label={`Enroll Now: ${row.Event}, ${date}, ${row.Location}`}
                programme={row.Event}
                details={`${date}, ${row.time} · ${row.Location}`}
              />
            </Td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
