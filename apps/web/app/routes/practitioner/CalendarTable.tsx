import { Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatEventDate } from '@academy/content';
import { EnrolButton } from '../../components/enrolment/EnrolButton';
import { RowHeader, STICKY_FIRST_COLUMN, ScrollTable, Td } from '../../components/ScrollTable';
import type { CalendarRow } from './calendar-rows';

/** The columns of SPEC.md 2.12, in order. */
export const CALENDAR_COLUMNS = [
  'Event',
  'Date',
  'Location',
  'Conducted By',
  'Total Participants',
  'Program Fees',
  'Action',
] as const;

interface CalendarTableProps {
  rows: readonly CalendarRow[];
  /** True once the rows carry the API's current seat counts. */
  live: boolean;
}

/**
 * The event calendar table. On narrow screens it scrolls sideways inside its own focusable region (the
 * Event column stays put), so the page itself never scrolls horizontally and every cell keeps its
 * column header.
 */
export function CalendarTable({ rows, live }: CalendarTableProps) {
  return (
    <ScrollTable
      caption={`Event calendar: ${rows.length} events with their dates, places, trainers, seats, fees and enrolment`}
      columns={CALENDAR_COLUMNS}
      minW="62rem"
      stickyFirstColumn
    >
      {rows.map((row) => (
        <CalendarTableRow key={row.id} row={row} live={live} />
      ))}
    </ScrollTable>
  );
}

function CalendarTableRow({ row, live }: { row: CalendarRow; live: boolean }) {
  const date = formatEventDate(row.date);
  return (
    <tr>
      <RowHeader scope="row" {...STICKY_FIRST_COLUMN} minW={{ base: '11rem', md: '14rem' }}>
        {row.pageLink ? (
          <Link asChild color="teal.700" fontWeight="semibold">
            <RouterLink to={row.pageLink}>{row.name}</RouterLink>
          </Link>
        ) : (
          <Text as="span" fontWeight="semibold" color="gray.900">
            {row.name}
          </Text>
        )}
        <Text color="gray.600" fontSize="xs" mt="1">
          {row.type} · {row.level}
        </Text>
      </RowHeader>
      <Td whiteSpace="nowrap">
        <Text color="gray.900">{date}</Text>
        <Text color="gray.600" fontSize="xs">
          {row.time}
        </Text>
      </Td>
      <Td color="gray.800">{row.location}</Td>
      <Td color="gray.800">{row.trainer}</Td>
      <Td>
        <Text color="gray.900">{row.seats}</Text>
        {live && !row.noEnroll && <SeatsLeft seatsLeft={row.seatsLeft} />}
      </Td>
      <Td whiteSpace="nowrap" color="gray.900">
        {row.price ?? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>No fee</VisuallyHidden>
          </>
        )}
      </Td>
      <Td whiteSpace="nowrap">
        {row.enrollable ? (
          <EnrolButton
            size="sm"
            aria-label={`Enroll Now: ${row.name}, ${date}, ${row.location}`}
            programme={row.name}
            details={`${date}, ${row.time} · ${row.location}`}
          />
        ) : (
          <Text color="gray.700">{row.noEnroll ? 'Open entry' : 'Fully booked'}</Text>
        )}
      </Td>
    </tr>
  );
}

function SeatsLeft({ seatsLeft }: { seatsLeft: number }) {
  if (seatsLeft === 0) {
    return (
      <Text color="red.700" fontSize="xs" fontWeight="medium">
        Fully booked
      </Text>
    );
  }
  return (
    <Text color="teal.700" fontSize="xs" fontWeight="medium">
      {seatsLeft === 1 ? '1 seat left' : `${seatsLeft} seats left`}
    </Text>
  );
}
