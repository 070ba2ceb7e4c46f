import { Field, Int, ObjectType } from 'type-graphql';

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
}

@ObjectType({ description: 'What staff see first on the dashboard' })
export class DashboardSummary {
  @Field(() => Int, { description: 'Registrations made in the last seven days, today included' })
  registrationsThisWeek: number;

  @Field(() => [DayCount], { description: 'The same seven days, oldest first' })
  registrationsByDay: DayCount[];

  @Field(() => Int, { description: 'Enquiries nobody has taken up yet' })
  enquiriesWaiting: number;

  @Field(() => [EventSeats], { description: 'The next upcoming events one can enrol in, soonest first' })
  upcomingEvents: EventSeats[];
}
