import { Arg, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { databaseListCost } from '../../graphql/query-cost';
import type { ProgrammeKey } from '@academy/content';
import { CalendarEventListing, CalendarLinks } from './calendar-event.type';
import { CalendarEventService, eventCalendarLinks } from './calendar-event.service';
import { Programme } from './programme.enum';

@Resolver(() => CalendarEventListing)
export class CalendarEventResolver {
  constructor(private readonly calendar: CalendarEventService) {}

  @Query(() => [CalendarEventListing], {
    // Unpaged: every event of the calendar, a few dozen a year kept for years.
    complexity: databaseListCost(100),
    description:
      'The practitioner event calendar, by date, optionally of one programme or only what is to come; public',
  })
  calendarEvents(
    @Arg('programme', () => Programme, { nullable: true }) programme?: ProgrammeKey,
    @Arg('upcoming', { nullable: true, description: 'Only events whose first day has not passed' })
    upcoming?: boolean,
  ): Promise<CalendarEventListing[]> {
    return this.calendar.list({ programme, upcoming: upcoming ?? false });
  }

  /** Built for the events a query asks it of, not for every row of every calendar. */
  @FieldResolver(() => CalendarLinks, { description: "Puts the event in a visitor's calendar" })
  addToCalendar(@Root() event: CalendarEventListing): CalendarLinks {
    return eventCalendarLinks(event);
  }
}
