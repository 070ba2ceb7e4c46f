import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "Where a calendar event's seats stand, as staff follow them" })
export class SeatBreakdown {
  @Field(() => Int, { description: 'Seats held by pending registrations not paid yet' })
  held: number;

  @Field(() => Int, { description: 'Seats kept by paid registrations' })
  paid: number;

  @Field(() => Int, { description: 'Registrations whose unpaid hold ran out (their seats were freed)' })
  expired: number;

  @Field(() => Int, { description: 'Waiting-list entries still in line (waiting, or offered a seat)' })
  waiting: number;
}
