import { LEVEL_PAGE_TEXT } from '@academy/content';
import type { WorkshopRow } from './level-sessions';
import { CardList, CardListItem } from '../CardList';
import { TypedText } from '../calendar/TypedText';
import { RowHeader, ScrollTable, Td } from '../ScrollTable';

const COLUMNS = LEVEL_PAGE_TEXT.workshopColumns;

interface WorkshopTableProps {
  rows: readonly WorkshopRow[];
  caption: string;
}

const rowKey = (row: WorkshopRow) => row.id;

/** The Upcoming Workshop table (City, Venue, Date, Time): cards on phones, a table from md up. */
export function WorkshopTable(props: WorkshopTableProps) {
  return (
    <>
      <WorkshopCards {...props} />
      <WorkshopRows {...props} />
    </>
  );
}

function WorkshopCards({ rows, caption }: WorkshopTableProps) {
  return (
    <CardList label={caption}>
      {rows.map((row) => (
        <CardListItem
          key={rowKey(row)}
          headingLevel="h3"
          title={<TypedText text={row.city} />}
          facts={[
            [COLUMNS[1], <TypedText text={row.venue} />],
            [COLUMNS[2], row.date],
            [COLUMNS[3], row.time],
          ]}
        />
      ))}
    </CardList>
  );
}

function WorkshopRows({ rows, caption }: WorkshopTableProps) {
  return (
    <ScrollTable caption={caption} columns={COLUMNS} minW="34rem" hideBelow="md">
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          <RowHeader scope="row" fontWeight="semibold" color="gray.800">
            <TypedText text={row.city} />
          </RowHeader>
          <Td color="gray.800">
            <TypedText text={row.venue} />
          </Td>
          <Td color="gray.800">{row.date}</Td>
          <Td color="gray.800" whiteSpace="nowrap">
            {row.time}
          </Td>
        </tr>
      ))}
    </ScrollTable>
  );
}
