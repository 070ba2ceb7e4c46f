import { Text, VisuallyHidden } from '@chakra-ui/react';
import {
  EVENT_CALENDAR_PAGE,
  EVENT_CALENDAR_TABLE_TEXT,
  eventPriceText,
  eventTimeText,
  eventTypeText,
  formatEventDays,
  placeName,
} from '@academy/content';
import { RowHeader, STICKY_FIRST_COLUMN, ScrollTable, Td } from '../../components/ScrollTable';
import type { CalendarRow } from '../../site-data/calendar-rows';
import { EventCalendarLinks } from '../../components/calendar/EventCalendarLinks';
import { shownLevel } from '../../site-locale';
import { TypedText } from '../../components/calendar/TypedText';
import { EventAction, EventName, SeatsLeft } from './CalendarRowParts';

/** The columns of SPEC.md 2.12, in order. */
export const CALENDAR_COLUMNS = EVENT_CALENDAR_TABLE_TEXT.columns;

export interface CalendarPresentationProps {
  rows: readonly CalendarRow[];
  /** True once the rows carry the API's current seat counts. */
  live: boolean;
  /** 'Event calendar' or 'Past events': starts the caption of the table and the name of the cards. */
  name: string;
  /** Rows still to come offer 'Add to calendar'. */
  upcoming: boolean;
}

/** The caption of the table and the name of the card list. */
export const calendarCaption = EVENT_CALENDAR_TABLE_TEXT.caption;

/**
 * The event calendar table, from md up (phones get CalendarCards). Where the seven columns do not fit,
 * it scrolls sideways inside its own focusable region with the Event column kept in view.
 */
export function CalendarTable({ rows, live, name, upcoming }: CalendarPresentationProps) {
  return (
    <ScrollTable
      caption={calendarCaption(name, rows.length)}
      columns={CALENDAR_COLUMNS}
      minW="58rem"
      stickyFirstColumn
      hideBelow="md"
    >
      {rows.map((row) => (
        <CalendarTableRow key={row.id} row={row} live={live} upcoming={upcoming} />
      ))}
    </ScrollTable>
  );
}

function CalendarTableRow({ row, live, upcoming }: { row: CalendarRow; live: boolean; upcoming: boolean }) {
  return (
    <tr>
      <RowHeader scope="row" {...STICKY_FIRST_COLUMN} minW="12rem">
        <Text as="span" fontWeight="semibold" color="gray.900">
          <EventName row={row} />
        </Text>
        <Text color="gray.600" fontSize="xs" mt="1">
          {eventTypeText(row.type)} · <TypedText text={shownLevel(row.programme, row.level)} />
        </Text>
      </RowHeader>
      <Td minW="9rem">
        <Text color="gray.900">{formatEventDays(row)}</Text>
        <Text color="gray.600" fontSize="xs">
          {eventTimeText(row.time)}
        </Text>
        {upcoming && <EventCalendarLinks event={row} />}
      </Td>
      <Td color="gray.800">
        <TypedText text={placeName(row.location)} />
      </Td>
      <Td color="gray.800">
        <TypedText text={row.trainer} />
      </Td>
      <Td>
        <Text color="gray.900">{row.seats}</Text>
        <SeatsLeft row={row} live={live} />
      </Td>
      <Td whiteSpace="nowrap" color="gray.900">
        {(row.price && eventPriceText(row.price)) ?? (
          <>
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{EVENT_CALENDAR_PAGE.noFee}</VisuallyHidden>
          </>
        )}
      </Td>
      <Td whiteSpace="nowrap">
        <EventAction row={row} size="sm" />
      </Td>
    </tr>
  );
}
