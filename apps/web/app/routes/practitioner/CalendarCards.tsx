import { Text } from '@chakra-ui/react';
import { EVENT_CALENDAR_PAGE, formatEventDays } from '@academy/content';
import { CardList, CardListItem } from '../../components/CardList';
import { CALENDAR_COLUMNS, type CalendarPresentationProps, calendarCaption } from './CalendarTable';
import { EventAction, EventName, SeatsLeft } from './CalendarRowParts';
import { EventCalendarLinks } from '../../components/calendar/EventCalendarLinks';

const [, DATE, LOCATION, CONDUCTED_BY, PARTICIPANTS, FEES] = CALENDAR_COLUMNS;

/**
 * The event calendar on phones: one card per event with its date, place, trainer, seats, fee and action
 * in view, each under its column's name. The page's h1 is the only heading above, so events are h2.
 */
export function CalendarCards({ rows, live, name, upcoming }: CalendarPresentationProps) {
  return (
    <CardList label={calendarCaption(name, rows.length)}>
      {rows.map((row) => (
        <CardListItem
          key={row.id}
          headingLevel="h2"
          title={<EventName row={row} />}
          subtitle={`${row.type} · ${row.level}`}
          facts={[
            [
              DATE,
              <>
                <Text as="span" display="block">
                  {formatEventDays(row)}
                </Text>
                <Text as="span" display="block" fontWeight="normal" color="gray.700">
                  {row.time}
                </Text>
                {upcoming && <EventCalendarLinks event={row} />}
              </>,
            ],
            [LOCATION, row.location],
            [CONDUCTED_BY, row.trainer],
            [
              PARTICIPANTS,
              <>
                {row.seats}
                <SeatsLeft row={row} live={live} />
              </>,
            ],
            [FEES, row.price ?? EVENT_CALENDAR_PAGE.noFee],
          ]}
          action={<EventAction row={row} size="lg" />}
        />
      ))}
    </CardList>
  );
}
