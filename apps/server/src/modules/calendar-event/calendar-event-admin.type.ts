import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { EventAvailability as EventAvailabilityKey, ProgrammeKey } from '@academy/content';
import { PageArgs, PagedType } from '../../graphql/paging';
import { EventAvailability, Programme } from './programme.enum';

export enum EventType {
  WORKSHOP = 'Workshop',
  TRAINING = 'Training',
  TALK = 'Talk',
  EXPO = 'Expo',
}

registerEnumType(EventType, { name: 'EventType' });

/** A calendar event with everything staff manage about it. */
@ObjectType({ description: 'A calendar event as staff manage it' })
export class AdminCalendarEvent {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => Programme)
  programme: ProgrammeKey;

  @Field()
  level: string;

  @Field()
  date: string;

  @Field(() => String, { nullable: true })
  endDate: string | null;

  @Field()
  time: string;

  @Field()
  location: string;

  @Field()
  trainer: string;

  @Field(() => EventType)
  type: EventType;

  @Field()
  participants: string;

  @Field({
    description:
      "The fee as visitors read it today: 'AED 1,872', an offer named ('Early bird until 1 Dec: AED 1,500, then AED 1,872') or Free",
  })
  price: string;

  @Field({ description: "The regular fee's currency: the level's in the catalogue" })
  currency: string;

  @Field(() => Int, {
    description:
      "The regular fee in whole units: the level's in the catalogue (0 when free); staff do not set it",
  })
  priceValue: number;

  @Field(() => String, { nullable: true, description: "The offer's name, e.g. Early bird; null for none" })
  offerName: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "The offer's price in whole units of the level's currency",
  })
  offerAmount: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The offer's last day, YYYY-MM-DD in Dubai; the regular fee applies from the next day",
  })
  offerEndsOn: string | null;

  @Field(() => Int)
  seats: number;

  @Field(() => Int)
  seatsTaken: number;

  @Field(() => Int)
  seatsLeft: number;

  @Field()
  noEnroll: boolean;

  @Field()
  isOpen: boolean;

  @Field(() => String, { nullable: true })
  paymentLink: string | null;

  @Field(() => Int, { nullable: true, description: 'Hours an unpaid seat is held; null: SEAT_HOLD_HOURS' })
  seatHoldHours: number | null;

  @Field(() => EventAvailability)
  availability: EventAvailabilityKey;
}

@InputType({ description: 'A calendar event to create or change' })
export class CalendarEventInput {
  @Field()
  name: string;

  @Field(() => Programme)
  programme: ProgrammeKey;

  @Field({
    description:
      "One of the programme's levels, e.g. 'Level 2: Decode Your Behaviour' ('Level 2' names it too); 'All levels' for a programme without levels",
  })
  level: string;

  @Field({ description: 'First day, YYYY-MM-DD' })
  date: string;

  @Field(() => String, { nullable: true, description: 'Last day of a multi-day event, YYYY-MM-DD' })
  endDate?: string | null;

  @Field({ description: "As printed, e.g. '9:00 AM - 6:00 PM' (UAE time)" })
  time: string;

  @Field()
  location: string;

  @Field()
  trainer: string;

  @Field(() => EventType, { defaultValue: EventType.WORKSHOP })
  type: EventType;

  @Field({ defaultValue: 'Open to all adults' })
  participants: string;

  @Field(() => Int)
  seats: number;

  @Field(() => String, {
    nullable: true,
    description:
      "A price for this event instead of its level's fee, named (e.g. Early bird), with offerAmount and offerEndsOn; empty for none. The event's regular fee is its level's (the catalogue)",
  })
  offerName?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: "The offer's price in whole units of the level's currency, below the regular fee",
  })
  offerAmount?: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The offer's last day, YYYY-MM-DD in Dubai, from today to the event's first day",
  })
  offerEndsOn?: string | null;

  @Field(() => String, { nullable: true, description: 'https:// address where registrants pay' })
  paymentLink?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Hours an unpaid seat is held with online payment; empty: the site default (SEAT_HOLD_HOURS)',
  })
  seatHoldHours?: number | null;

  @Field({ defaultValue: false, description: 'Open entry: nothing to enrol in, no fee shown' })
  noEnroll: boolean;

  @Field({ defaultValue: true })
  isOpen: boolean;
}

@ArgsType()
export class AdminCalendarEventArgs extends PageArgs {
  @Field(() => Programme, { nullable: true })
  programme?: ProgrammeKey;

  @Field(() => [Programme], {
    nullable: true,
    description: 'Any of these programmes (with `programme`, both count)',
  })
  programmes?: ProgrammeKey[];

  @Field({ defaultValue: false, description: 'Include events whose day has passed' })
  includePast: boolean;
}

export const AdminCalendarEventPage = PagedType(AdminCalendarEvent, 'AdminCalendarEvent');
