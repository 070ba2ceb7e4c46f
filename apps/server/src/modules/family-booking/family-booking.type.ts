import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { CalendarLinks } from '../calendar-event/calendar-event.type';
import { SiteLocale } from '../mail/mail-locale';
import { FamilyBookingStatus } from './family-booking-status.enum';

@InputType({
  description: 'A family session booking (SPEC 2.11); invalid fields come back as BAD_USER_INPUT',
})
export class FamilyBookingInput {
  @Field(() => ID)
  sessionId: string;

  @Field()
  sessionSlot: string;

  @Field(() => [String], { description: '1 to 4 family members' })
  familyMembers: string[];

  @Field(() => SiteLocale, {
    nullable: true,
    description:
      "The language of the site the form was sent from (the Arabic site's forms send AR): the confirmation, invitation and reminders are in it. Defaults to EN",
  })
  locale?: SiteLocale;

  @Field()
  email: string;

  @Field({
    description:
      "International ('+44 20 7946 0958') or UAE without +971 ('050 123 4567'), kept as typed; ten digits without a country code (the old form's, after its fixed +1) are still taken",
  })
  phone: string;

  @Field({
    nullable: true,
    description:
      'A key the client makes once per form: the same booking sent again with it returns the first reply; another booking under it is CONFLICT',
  })
  submissionKey?: string;

  @Field({
    nullable: true,
    description:
      "A waiting-list claim link's token: the seat it holds in the session is the first member's (CONFLICT once used or lapsed)",
  })
  claimToken?: string;
}

@ObjectType({ description: 'A stored family booking, as the family and staff see it' })
export class FamilyBookingView {
  @Field(() => ID)
  id: string;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  @Field(() => FamilyBookingStatus)
  status: FamilyBookingStatus;

  @Field(() => String, { nullable: true })
  sessionId: string | null;

  @Field()
  sessionVenue: string;

  @Field()
  sessionDate: string;

  @Field()
  sessionSlot: string;

  @Field(() => [String])
  familyMembers: string[];

  @Field()
  email: string;

  @Field({ description: 'As the family typed it' })
  phone: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The phone number in E.164 ('+971501234567'); null for ten digits sent without a country code",
  })
  phoneE164: string | null;
}

@ObjectType({ description: 'What the family gets back once the booking is stored' })
export class FamilyBookingReceipt {
  @Field(() => FamilyBookingView)
  booking: FamilyBookingView;

  @Field({ description: 'The confirmation text to show' })
  message: string;

  @Field(() => CalendarLinks, { description: "Puts the booked slot in the family's calendar" })
  addToCalendar: CalendarLinks;
}
