import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SiteLocale } from '../mail/mail-locale';
import { DateTimeISOResolver } from 'graphql-scalars';
import { CalendarEventListing } from '../calendar-event/calendar-event.type';
import { FamilySessionListing } from '../family-session/family-session.type';
import { WaitingListStatus } from './waiting-list-status.enum';

/** What a waiting list is for: GraphQL names the seated kinds. */
export enum WaitingListKind {
  EVENT = 'event',
  FAMILY_SESSION = 'family-session',
}

registerEnumType(WaitingListKind, {
  name: 'WaitingListKind',
  description: 'A calendar event or a family session',
});

@InputType({ description: "A place in a full event's or family session's waiting list" })
export class WaitingListInput {
  @Field(() => WaitingListKind)
  kind: WaitingListKind;

  @Field(() => ID, { description: "The calendar event's or the family session's id" })
  id: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  email: string;

  @Field(() => SiteLocale, {
    nullable: true,
    description:
      "The language of the site the form was sent from (the Arabic site's forms send AR): the mails and the claim link are in it. Defaults to EN",
  })
  locale?: SiteLocale;

  @Field({ description: 'As on an enrolment: international, or UAE without +971; kept as typed' })
  mobileNo: string;
}

@ObjectType({
  description: 'The answer to joining a waiting list, the same whether or not the address was in it',
})
export class WaitingListReceipt {
  @Field({ description: 'The text to show' })
  message: string;
}

@ObjectType({ description: 'A place on a waiting list, as the link that confirmed it shows it' })
export class WaitingListPlace {
  @Field(() => WaitingListKind)
  kind: WaitingListKind;

  @Field(() => ID, { description: "The calendar event's or the family session's id" })
  id: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The place among those waiting (1 is next); null once a seat is offered to it',
  })
  place: number | null;

  @Field({ description: 'The text to show' })
  message: string;
}

@ObjectType({ description: 'The seat a claim link holds, for the form it opens' })
export class WaitingListOffer {
  @Field(() => WaitingListKind)
  kind: WaitingListKind;

  @Field(() => ID, { description: "The calendar event's or the family session's id" })
  id: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  email: string;

  @Field()
  mobileNo: string;

  @Field(() => DateTimeISOResolver, { description: 'Until when the seat is held' })
  offerExpiresAt: Date;

  @Field(() => CalendarEventListing, {
    nullable: true,
    description: 'The calendar event, for an event’s seat',
  })
  event: CalendarEventListing | null;

  @Field(() => FamilySessionListing, {
    nullable: true,
    description: 'The family session, for a session’s seat',
  })
  familySession: FamilySessionListing | null;
}

@ObjectType('WaitingListEntry', { description: 'Someone in a waiting list, as staff see them' })
export class WaitingListEntryView {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { description: 'Place in line (lower first)' })
  position: number;

  @Field(() => WaitingListStatus)
  status: WaitingListStatus;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field()
  email: string;

  @Field()
  mobileNo: string;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Until when an offered seat is held' })
  offerExpiresAt: Date | null;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  @Field(() => DateTimeISOResolver, { description: 'When it last changed: for one that left the line, when' })
  updatedAt: Date;
}
