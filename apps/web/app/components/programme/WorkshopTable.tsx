import type { WorkshopRow } from '@academy/content';
import { RowHeader, ScrollTable, Td } from '../ScrollTable';

const COLUMNS = ['City', 'Venue', 'Date', 'Time'] as const;

/** The Upcoming Workshop table (City, Venue, Date, Time). */
export function WorkshopTable({ rows, caption }: { rows: readonly WorkshopRow[]; caption: string }) {
  return (
    <ScrollTable caption={caption} columns={COLUMNS} minW="34rem">
      {rows.map((row) => (
        <tr key={`${row.city}-${row.date}`}>
          <RowHeader scope="row" fontWeight="semibold" color="gray.800">
            {row.city}
          </RowHeader>
          <Td color="gray.800">{row.venue}</Td>
          <Td color="gray.800" whiteSpace="nowrap">
            {row.date}
          </Td>
          <Td color="gray.800" whiteSpace="nowrap">
            {row.time}
          </Td>
        </tr>
      ))}
    </ScrollTable>
  );
}
