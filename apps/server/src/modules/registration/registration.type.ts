import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { ProgrammeKey } from '@academy/content';
import { CalendarEventListing } from '../calendar-event/calendar-event.type';
import { Programme } from '../calendar-event/programme.enum';
import { type Locale, SiteLocale } from '../mail/mail-locale';
import { PaymentStatus } from './payment-status.enum';
import { RegistrationStatus } from './registration-status.enum';
import type { Registration } from './registration.entity';

const HOLD_UNTIL =
  'Until when the unpaid seat is held; unpaid and unconfirmed by then, it expires. Null: no deadline (a free event, or none)';

@ObjectType({ description: 'What the registrant gets back once the registration is stored' })
export class RegistrationReceipt {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The code to quote when writing to us, e.g. K7QM-4XPB; it opens nothing' })
  referenceCode: string;

  @Field(() => RegistrationStatus)
  status: RegistrationStatus;

  @Field(() => Programme)
  programme: ProgrammeKey;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  @Field({ description: 'The thank-you text to show' })
  message: string;

  @Field(() => DateTimeISOResolver, { nullable: true, description: HOLD_UNTIL })
  holdUntil: Date | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The private link's token, so the thank-you can open the payment page (startMyPayment) at once; null when the submission repeated an earlier one (the token is in its mail)",
  })
  accessToken: string | null;

  /** The registration as stored, for the fields other modules resolve (what can be paid online). */
  registration: Registration;
}

@ObjectType({ description: 'What a registration owes: the fee its event had on the day it enrolled' })
export class OwedFeeView {
  @Field(() => Int, { description: "In the currency's minor units (fils, cents)" })
  amount: number;

  @Field({ description: 'ISO 4217 code, upper case, e.g. AED' })
  currency: string;

  @Field(() => String, { nullable: true, description: 'The offer the fee came from, e.g. Early bird' })
  offer: string | null;

  @Field({ description: "As the mails write it, e.g. 'AED 1,500 (Early bird)'" })
  formatted: string;
}

@ObjectType('Registration', { description: 'A registration as its registrant and staff see it (SPEC 3.1)' })
export class RegistrationView {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The code to quote when writing to us, e.g. K7QM-4XPB; it opens nothing' })
  referenceCode: string;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;

  @Field(() => DateTimeISOResolver)
  updatedAt: Date;

  @Field(() => RegistrationStatus)
  status: RegistrationStatus;

  @Field(() => Programme)
  programme: ProgrammeKey;

  @Field(() => SiteLocale, {
    description:
      'The language it was made in (the site the form was sent from): its mails, private page and certificate are in it',
  })
  locale: Locale;

  @Field(() => CalendarEventListing, { nullable: true, description: 'The event whose seat it holds' })
  event: CalendarEventListing | null;

  @Field(() => String, { nullable: true, description: 'Where to pay, when the event has a payment link' })
  paymentLink: string | null;

  @Field()
  firstName: string;

  @Field()
  middleName: string;

  @Field()
  lastName: string;

  @Field()
  nameAsCertificate: string;

  @Field()
  currentAddress: string;

  @Field()
  permanenetAddress: string;

  @Field()
  isSameAddress: boolean;

  @Field()
  city: string;

  @Field()
  venue: string;

  @Field()
  timeslot: string;

  @Field({ description: "As typed, else the mobile number, else 'Not provided'" })
  TelNo: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The telephone number in E.164 ('+971501234567'); null for ten digits sent without a country code",
  })
  telNoE164: string | null;

  @Field({ description: 'As the registrant typed it' })
  mobileNo: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The mobile number in E.164 ('+971501234567'); null for ten digits sent without a country code",
  })
  mobileNoE164: string | null;

  @Field()
  email: string;

  @Field(() => String, {
    nullable: true,
    description: 'A new address asked for, in use once the link sent to it is opened',
  })
  pendingEmail: string | null;

  @Field()
  dob: string;

  @Field()
  occupation: string;

  @Field()
  courseDetailDate: string;

  @Field()
  courseDetailTime: string;

  @Field()
  courseDetailVenue: string;

  @Field()
  hearAbout: string;

  @Field()
  communicationPreferences: boolean;

  @Field()
  termsandcondition: boolean;

  @Field()
  levelName: string;

  @Field(() => String, { nullable: true })
  office: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Address of the front ID photo (signed-in access only)',
  })
  idPhotofront: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Address of the back ID photo (signed-in access only)',
  })
  idphotoback: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Address of the profile image (signed-in access only)',
  })
  profileImage: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  cancelledAt: Date | null;

  @Field(() => OwedFeeView, {
    nullable: true,
    description:
      'What it owes, recorded at enrolment (an offer named): later changes of the fee do not change it. Null when free or without an event',
  })
  fee: OwedFeeView | null;

  @Field(() => PaymentStatus)
  paymentStatus: PaymentStatus;

  @Field(() => Int, {
    nullable: true,
    description: "What was paid, in the currency's minor units (fils, cents)",
  })
  amountPaid: number | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217 code of amountPaid, e.g. AED' })
  paymentCurrency: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Stripe's payment reference, or the one staff recorded (a bank transfer's)",
  })
  paymentReference: string | null;

  @Field(() => DateTimeISOResolver, { nullable: true })
  paidAt: Date | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: HOLD_UNTIL })
  holdUntil: Date | null;
}

@ObjectType({ description: 'What a change of e-mail address did: the new address waits for confirmation' })
export class EmailChangeReceipt {
  @Field({ description: 'What to tell the registrant' })
  message: string;

  @Field(() => RegistrationView)
  registration: RegistrationView;
}

@ObjectType({ description: 'A new e-mail address, confirmed by the link sent to it' })
export class EmailConfirmation {
  @Field({ description: 'What to tell the registrant' })
  message: string;

  @Field({ description: 'The address the registration now uses' })
  email: string;
}
