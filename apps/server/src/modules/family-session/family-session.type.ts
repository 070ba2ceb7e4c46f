import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { EventAvailability as EventAvailabilityKey } from '@academy/content';
import { PageArgs, PagedType } from '../../graphql/paging';
import { EventAvailability } from '../calendar-event/programme.enum';

@ObjectType('FamilySession', { description: 'A Family Constellation session families book a slot of' })
export class FamilySessionListing {
  @Field(() => ID)
  id: string;

  @Field()
  venue: string;

  @Field({ description: 'ISO YYYY-MM-DD' })
  date: string;

  @Field(() => [String])
  timeSlots: string[];

  @Field({ description: 'IANA time zone of the slots' })
  timeZone: string;

  @Field(() => Int)
  seats: number;

  @Field(() => Int)
  seatsLeft: number;

  @Field(() => EventAvailability)
  availability: EventAvailabilityKey;

  @Field()
  enrollable: boolean;
}

@ObjectType({ description: 'A family session as staff manage it' })
export class AdminFamilySession {
  @Field(() => ID)
  id: string;

  @Field()
  venue: string;

  @Field()
  date: string;

  @Field(() => [String])
  timeSlots: string[];

  @Field()
  timeZone: string;

  @Field(() => Int)
  seats: number;

  @Field(() => Int)
  seatsTaken: number;

  @Field(() => Int)
  seatsLeft: number;

  @Field()
  isOpen: boolean;

  @Field(() => EventAvailability)
  availability: EventAvailabilityKey;
}

@InputType({ description: 'A family session to create or change' })
export class FamilySessionInput {
  @Field()
  venue: string;

  @Field({ description: 'YYYY-MM-DD' })
  date: string;

  @Field(() => [String], { description: "Time slots as printed, e.g. '10:00 AM - 11:30 AM'" })
  timeSlots: string[];

  @Field({ defaultValue: 'Asia/Dubai', description: 'IANA time zone of the slots' })
  timeZone: string;

  @Field(() => Int, { defaultValue: 10 })
  seats: number;

  @Field({ defaultValue: true })
  isOpen: boolean;
}

@ArgsType()
export class AdminFamilySessionArgs extends PageArgs {
  @Field({ defaultValue: false, description: 'Include sessions whose day has passed' })
  includePast: boolean;
}

export const AdminFamilySessionPage = PagedType(AdminFamilySession, 'AdminFamilySession');
