import { Authorized, FieldResolver, Resolver, Root } from 'type-graphql';
import { COST } from '../../../graphql/query-cost';
import { AdminCalendarEvent } from '../../calendar-event/calendar-event-admin.type';
import { SeatBreakdowns } from './seat-breakdown';
import { SeatBreakdown } from './seat-breakdown.type';

/** "N held · N paid · N expired · N waiting" beside each event of the event manager and attendee list. */
@Resolver(() => AdminCalendarEvent)
export class CalendarEventSeatBreakdownResolver {
  constructor(private readonly breakdowns: SeatBreakdowns) {}

  @Authorized()
  @FieldResolver(() => SeatBreakdown, {
    // Batched with the page's other events: a few grouped rows of two tables per event.
    complexity: COST.field + 2 * COST.row,
    description: 'Seats held, paid, expired and waiting; staff only',
  })
  seatBreakdown(@Root() event: AdminCalendarEvent): Promise<SeatBreakdown> {
    return this.breakdowns.one(event.id);
  }
}
