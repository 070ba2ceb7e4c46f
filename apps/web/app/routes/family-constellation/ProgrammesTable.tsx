import { Text } from '@chakra-ui/react';
import {
  FAMILY_PROGRAMMES_TABLE_TEXT,
  type ProgrammeRow,
  eventTimeText,
  formatEventDate,
  placeName,
} from '@academy/content';
import { TypedText } from '../../components/calendar/TypedText';
import { EventEnrolButton } from '../../components/calendar/EventEnrolButton';
import { CardList, CardListItem } from '../../components/CardList';
import { RowHeader, ScrollTable, Td } from '../../components/ScrollTable';
import { PROGRAMME_GROUP_ATTRIBUTE, groupLine } from './family-workshops';

/** The columns of SPEC.md 2.11, in order. */
export const PROGRAMME_COLUMNS = FAMILY_PROGRAMMES_TABLE_TEXT.columns;

type Rows = { rows: readonly ProgrammeRow[]; caption: string };

/**
 * The Programs Details table: one row per workshop, each with its own Enroll Now while it takes
 * enrolments. On phones the same rows are a list of cards, so the date, place and Enroll Now show
 * without swiping.
 */
export function ProgrammesTable({ rows, caption }: Rows) {
  return (
    <>
      <ProgrammeCards rows={rows} caption={caption} />
      <ProgrammeRows rows={rows} caption={caption} />
    </>
  );
}

/** The group line, where the island writes the live one (islands/programme-details.ts). */
const GroupLine = ({ row }: { row: ProgrammeRow }) => (
  <span {...{ [PROGRAMME_GROUP_ATTRIBUTE]: row.id }}>{groupLine(row)}</span>
);

/** Enroll Now while the workshop takes enrolments; otherwise what stands in its way. */
function ProgrammeEnrolButton({ row, size }: { row: ProgrammeRow; size: 'sm' | 'lg' }) {
  if (!row.enrollable) {
    return (
      <Text color="gray.700" fontWeight="medium">
        {row.status}
      </Text>
    );
  }
  return (
    <EventEnrolButton
      event={{
        id: row.id,
        programme: 'FAMILY_CONSTELLATION',
        name: row.Event,
        date: row.Date,
        time: row.time,
        location: row.Location,
      }}
      size={size}
    />
  );
}

function ProgrammeCards({ rows, caption }: Rows) {
  return (
    <CardList label={caption}>
      {rows.map((row) => (
        <CardListItem
          key={row.id}
          headingLevel="h3"
          title={formatEventDate(row.Date)}
          subtitle={<TypedText text={row.Event} />}
          facts={[
            [FAMILY_PROGRAMMES_TABLE_TEXT.time, eventTimeText(row.time)],
            [PROGRAMME_COLUMNS[2], <TypedText text={placeName(row.Location)} />],
            [FAMILY_PROGRAMMES_TABLE_TEXT.group, <GroupLine row={row} />],
          ]}
          action={<ProgrammeEnrolButton row={row} size="lg" />}
        />
      ))}
    </CardList>
  );
}

function ProgrammeRows({ rows, caption }: Rows) {
  return (
    <ScrollTable caption={caption} columns={PROGRAMME_COLUMNS} minW="40rem" hideBelow="md">
      {rows.map((row) => (
        <tr key={row.id}>
          <Td whiteSpace="nowrap">
            <Text color="gray.900" fontWeight="semibold">
              {formatEventDate(row.Date)}
            </Text>
            <Text color="gray.600" fontSize="sm">
              {eventTimeText(row.time)}
            </Text>
          </Td>
          <RowHeader scope="row">
            <Text color="gray.900" fontWeight="semibold">
              <TypedText text={row.Event} />
            </Text>
            <Text color="gray.600" fontSize="sm">
              <GroupLine row={row} />
            </Text>
          </RowHeader>
          <Td color="gray.800">
            <TypedText text={placeName(row.Location)} />
          </Td>
          <Td whiteSpace="nowrap">
            <ProgrammeEnrolButton row={row} size="sm" />
          </Td>
        </tr>
      ))}
    </ScrollTable>
  );
}
