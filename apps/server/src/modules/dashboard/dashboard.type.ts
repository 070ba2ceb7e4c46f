import { Field, Int, ObjectType } from 'type-graphql';
import { batchedListCost } from '../../graphql/query-cost';

/** The days the summary counts, today included. */
export const SUMMARY_DAYS = 7;
/** As many as the dashboard's seat chart shows legibly on a laptop. */
export const UPCOMING_EVENTS_SHOWN = 6;

@ObjectType({ description: 'Registrations made on one day of the provider’s calendar' })
export class DayCount {
  @Field({ description: 'The day, YYYY-MM-DD, in the provider’s time zone' })
  date: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'The seats of an upcoming calendar event' })
export class EventSeats {
  @Field()
  id: string;

  @Field()
  name: string;

  @Field({ description: 'First day, YYYY-MM-DD' })
  date: string;

  @Field()
  location: string;

  @Field(() => Int)
  seats: number;

  @Field(() => Int)
  seatsTaken: number;

  @Field(() => Int, { description: 'Of the seats taken, those kept by paid registrations' })
  paid: number;

  @Field(() => Int, { description: 'Of the seats taken, those held by pending registrations not paid yet' })
  held: number;

  @Field(() => Int, { description: 'Waiting-list entries still in line (waiting, or offered a seat)' })
  waiting: number;
}

@ObjectType({ description: 'What staff see first on the dashboard' })
export class DashboardSummary {
  @Field(() => Int, { description: 'Registrations made in the last seven days, today included' })
  registrationsThisWeek: number;

  @Field(() => [DayCount], {
    description: 'The same seven days, oldest first',
    // Counted by the summary's own queries: each day costs what is asked of it.
    complexity: ({ childComplexity }) => SUMMARY_DAYS * childComplexity,
  })
  registrationsByDay: DayCount[];

  @Field(() => Int, { description: 'Enquiries nobody has taken up yet' })
  enquiriesWaiting: number;

  @Field(() => [EventSeats], {
    description: 'The next upcoming events one can enrol in, soonest first',
    complexity: batchedListCost(UPCOMING_EVENTS_SHOWN),
  })
  upcomingEvents: EventSeats[];
}
