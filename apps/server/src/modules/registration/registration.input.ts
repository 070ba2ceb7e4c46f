import { Field, ID, InputType } from 'type-graphql';
import type { ProgrammeKey } from '@academy/content';
import type { RegistrationForm } from '@academy/validation';
import { Programme } from '../calendar-event/programme.enum';
import { SiteLocale } from '../mail/mail-locale';

/**
 * An enrolment from the enrolment form (SPEC.md 3.1). The server checks every field with the form's
 * own rules (libs/validation) and applies SPEC.md 5.2's fallbacks to the empty optional ones.
 */
@InputType({ description: 'An enrolment (SPEC 3.1 field names); invalid fields come back as BAD_USER_INPUT' })
export class RegistrationInput implements Partial<RegistrationForm> {
  @Field()
  firstName: string;

  @Field({ nullable: true })
  middleName?: string;

  @Field()
  lastName: string;

  @Field({ nullable: true })
  currentAddress?: string;

  @Field({ nullable: true, description: 'Spelled as existing clients send it' })
  permanenetAddress?: string;

  @Field({ nullable: true, description: 'The permanent address is the current one' })
  isSameAddress?: boolean;

  @Field({ description: "The chosen workshop, 'location | name | date', or the next available intake" })
  city: string;

  @Field({ nullable: true })
  venue?: string;

  @Field({ nullable: true })
  timeslot?: string;

  @Field({
    nullable: true,
    description: 'Any number the mobile number may be; defaults to the mobile number',
  })
  TelNo?: string;

  @Field({
    description:
      "International ('+44 7911 123456') or UAE without +971 ('050 123 4567'), kept as typed; ten digits without a country code are still taken",
  })
  mobileNo: string;

  @Field()
  email: string;

  @Field({ description: 'Date of birth, YYYY-MM-DD; at least 18 years ago' })
  dob: string;

  @Field()
  occupation: string;

  @Field({ nullable: true })
  courseDetailDate?: string;

  @Field({ nullable: true })
  courseDetailTime?: string;

  @Field({ nullable: true })
  courseDetailVenue?: string;

  @Field({ nullable: true, description: 'Facebook, Instagram, Google, LinkedIn, Friends/Relatives or Other' })
  hearAbout?: string;

  @Field({ nullable: true })
  communicationPreferences?: boolean;

  @Field({ description: 'Must be true' })
  termsandcondition: boolean;

  @Field({ description: "The level or module, e.g. 'Level 2: Decode Your Behaviour'" })
  levelName: string;

  @Field(() => ID, { nullable: true, description: 'The calendar event to take a seat in' })
  eventId?: string;

  @Field(() => Programme, {
    nullable: true,
    description: 'Defaults to the event’s programme, else the level’s',
  })
  programme?: ProgrammeKey;

  @Field(() => SiteLocale, {
    nullable: true,
    description:
      "The language of the site the form was sent from (the Arabic site's forms send AR); the registration's mails, invitation, private page and certificate come in it. Defaults to EN",
  })
  locale?: SiteLocale;

  @Field({
    nullable: true,
    description:
      'A key the client makes once per form: the same enrolment sent again with it returns the first reply; another enrolment under it is CONFLICT',
  })
  submissionKey?: string;

  @Field({
    nullable: true,
    description:
      "A waiting-list claim link's token: the seat it holds in `eventId` becomes this registration's (CONFLICT once used or lapsed)",
  })
  claimToken?: string;

  @Field({
    nullable: true,
    description:
      "'I completed it elsewhere': the level's prerequisite was completed with another provider; the registration then waits for staff approval before payment",
  })
  prerequisiteElsewhere?: boolean;

  @Field({
    nullable: true,
    description: 'Where and when the prerequisite was completed (with prerequisiteElsewhere)',
  })
  prerequisiteNote?: string;
}
