import { Arg, Query, Resolver } from 'type-graphql';
import type { ProgrammeKey } from '@academy/content';
import { CalendarEventListing } from './calendar-event.type';
import { CalendarEventService } from './calendar-event.service';
import { Programme } from './programme.enum';

@Resolver()
export class CalendarEventResolver {
  constructor(private readonly calendar: CalendarEventService) {}

  @Query(() => [CalendarEventListing], {
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
