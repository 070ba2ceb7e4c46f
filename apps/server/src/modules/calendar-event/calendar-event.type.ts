import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { EventAvailability as EventAvailabilityKey, ProgrammeKey } from '@academy/content';
import { FeeView } from '../catalogue/catalogue.type';
import type { CalendarLinks as Links } from './add-to-calendar';
import { EventAvailability, Programme } from './programme.enum';

@ObjectType({ description: "Links that put an event in a visitor's calendar" })
export class CalendarLinks implements Links {
  @Field({ description: "Google Calendar's new-event page, filled in" })
  google: string;

  @Field({ description: "Outlook on the web's new-event page, filled in" })
  outlook: string;

  @Field({ description: 'Path of the .ics file (any calendar app)' })
  ics: string;
}

@ObjectType({ description: "A named price an event has until a day, instead of its level's fee" })
export class EventOfferView {
  @Field({ description: 'e.g. Early bird' })
  name: string;

  @Field({ description: 'The last day it applies, YYYY-MM-DD in Dubai' })
  endsOn: string;

  @Field(() => FeeView, { description: "The level's fee, which applies from the day after" })
  regular: FeeView;
}

/** A calendar row as visitors see it: live seat counts, and no fee for open-entry events. */
@ObjectType('CalendarEvent', { description: 'An event of the practitioner calendar (/practitioner)' })
export class CalendarEventListing {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => Programme)
  programme: ProgrammeKey;

  @Field({ description: 'First day, ISO YYYY-MM-DD' })
  date: string;

  @Field(() => String, { nullable: true, description: 'Last day of a multi-day event, ISO YYYY-MM-DD' })
  endDate: string | null;

  @Field({ description: 'Start and end time as printed, e.g. 9:00 AM - 6:00 PM' })
  time: string;

  @Field()
  location: string;

  @Field({ description: 'Who conducts the event' })
  trainer: string;

  @Field({ description: 'Workshop, Training, Talk or Expo' })
  type: string;

  @Field()
  level: string;

  @Field({ description: 'Who the event is meant for' })
  participants: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The fee as displayed today: 'AED 1,872', with an offer 'Early bird until 1 Dec: AED 1,500, then AED 1,872', or Free; null for open-entry events, whose fee is hidden",
  })
  price: string | null;

  @Field(() => FeeView, {
    nullable: true,
    description:
      "What enrolling today costs: the offer's price while one applies, else the level's fee; null when free",
  })
  fee: FeeView | null;

  @Field(() => EventOfferView, { nullable: true, description: 'The offer that applies today, if any' })
  offer: EventOfferView | null;

  @Field(() => Int, { description: 'Total seats' })
  seats: number;

  @Field(() => Int)
  seatsTaken: number;

  @Field(() => Int)
  seatsLeft: number;

  @Field({ description: 'Open entry: nothing to enrol in, and no fee is shown' })
  noEnroll: boolean;

  @Field(() => EventAvailability)
  availability: EventAvailabilityKey;

  @Field({ description: 'True when the event takes enrolments: open, not yet begun, and a seat left' })
  enrollable: boolean;

  @Field(() => String, { nullable: true, description: 'Path of the page describing the programme' })
  pageLink: string | null;
}
