import { Arg, Query, Resolver } from 'type-graphql';
import { databaseListCost } from '../../graphql/query-cost';
import type { ProgrammeKey } from '@academy/content';
import { CalendarEventListing } from './calendar-event.type';
import { CalendarEventService } from './calendar-event.service';
import { Programme } from './programme.enum';

@Resolver()
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
}
