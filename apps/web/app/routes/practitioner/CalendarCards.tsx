import { Text } from '@chakra-ui/react';
import {
  EVENT_CALENDAR_PAGE,
  eventPriceText,
  eventTimeText,
  eventTypeText,
  formatEventDays,
  placeName,
} from '@academy/content';
import { CardList, CardListItem } from '../../components/CardList';
import { CALENDAR_COLUMNS, type CalendarPresentationProps, calendarCaption } from './CalendarTable';
import { EventAction, EventName, SeatsLeft } from './CalendarRowParts';
import { EventCalendarLinks } from '../../components/calendar/EventCalendarLinks';
import { shownLevel } from '../../site-locale';
import { TypedText } from '../../components/calendar/TypedText';

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
          subtitle={
            <>
              {eventTypeText(row.type)} · <TypedText text={shownLevel(row.programme, row.level)} />
            </>
          }
          facts={[
            [
              DATE,
              <>
                <Text as="span" display="block">
                  {formatEventDays(row)}
                </Text>
                <Text as="span" display="block" fontWeight="normal" color="gray.700">
                  {eventTimeText(row.time)}
                </Text>
                {upcoming && <EventCalendarLinks event={row} />}
              </>,
            ],
            [LOCATION, <TypedText text={placeName(row.location)} />],
            [CONDUCTED_BY, <TypedText text={row.trainer} />],
            [
              PARTICIPANTS,
              <>
                {row.seats}
                <SeatsLeft row={row} live={live} />
              </>,
            ],
            [FEES, (row.price && eventPriceText(row.price)) ?? EVENT_CALENDAR_PAGE.noFee],
          ]}
          action={<EventAction row={row} size="lg" />}
        />
      ))}
    </CardList>
  );
}
