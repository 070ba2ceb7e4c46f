import { useId } from 'react';
import { Box, Link, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { formatEventDate } from '@academy/content';
import { EnrolButton } from '../../components/enrolment/EnrolButton';
import type { CalendarRow } from './calendar-rows';

const Table = chakra('table');
const Caption = chakra('caption');
const Th = chakra('th');
const Td = chakra('td');

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

/**
 * The Event column stays in view while the rest scrolls sideways on a phone; it takes its row's
 * background so scrolled cells pass underneath it unseen.
 */
const stickyColumn = {
  position: 'sticky',
  left: '0',
  zIndex: '1',
  bg: 'inherit',
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-gray-200)',
} as const;

const cellStyle = {
  px: '4',
  py: '3',
  textAlign: 'start',
  verticalAlign: 'top',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
} as const;

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
  const captionId = useId();
  return (
    <Box
      role="region"
      aria-labelledby={captionId}
      // Focusable so keyboard users can scroll it.
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="lg"
      bg="white"
      _focusVisible={{ outline: '2px solid', outlineColor: 'teal.600', outlineOffset: '2px' }}
    >
      <Table w="full" minW="62rem" borderCollapse="collapse" fontSize="sm">
        <Caption id={captionId} srOnly>
          Event calendar: {rows.length} events with their dates, places, trainers, seats, fees and enrolment
        </Caption>
        <thead>
          <tr>
            {CALENDAR_COLUMNS.map((column) => (
              <Th
                key={column}
                scope="col"
                {...cellStyle}
                {...(column === 'Event' ? stickyColumn : {})}
                bg="teal.800"
                color="white"
                fontWeight="bold"
                whiteSpace="nowrap"
              >
                {column}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <CalendarTableRow key={row.id} row={row} live={live} />
          ))}
        </tbody>
      </Table>
    </Box>
  );
}

function CalendarTableRow({ row, live }: { row: CalendarRow; live: boolean }) {
  const date = formatEventDate(row.date);
  return (
    <chakra.tr bg="white" _even={{ bg: 'gray.50' }}>
      <Th
        scope="row"
        {...cellStyle}
        {...stickyColumn}
        fontWeight="normal"
        minW={{ base: '11rem', md: '14rem' }}
      >
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
      </Th>
      <Td {...cellStyle} whiteSpace="nowrap">
        <Text color="gray.900">{date}</Text>
        <Text color="gray.600" fontSize="xs">
          {row.time}
        </Text>
      </Td>
      <Td {...cellStyle} color="gray.800">
        {row.location}
      </Td>
      <Td {...cellStyle} color="gray.800">
        {row.trainer}
      </Td>
      <Td {...cellStyle}>
        <Text color="gray.900">{row.seats}</Text>
        {live && !row.noEnroll && <SeatsLeft seatsLeft={row.seatsLeft} />}
      </Td>
      <Td {...cellStyle} whiteSpace="nowrap" color="gray.900">
        {row.price ?? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>No fee</VisuallyHidden>
          </>
        )}
      </Td>
      <Td {...cellStyle} whiteSpace="nowrap">
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
    </chakra.tr>
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
