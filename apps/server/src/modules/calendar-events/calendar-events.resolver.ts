import { Query, Resolver } from 'type-graphql';
import { CalendarEventListing } from './calendar-event-listing.type';
import { CalendarEventsService } from './calendar-events.service';

@Resolver()
export class CalendarEventsResolver {
  constructor(private readonly calendar: CalendarEventsService) {}

  @Query(() => [CalendarEventListing], {
    description: 'The practitioner event calendar, by date; public',
  })
  calendarEvents(): Promise<CalendarEventListing[]> {
    return this.calendar.list();
  }
}
