import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { rowsCost } from '../../graphql/query-cost';
import { PaymentStatus } from '../registration/payment-status.enum';
import { RegistrationStatus } from '../registration/registration-status.enum';

/** How a registration was completed, as GraphQL names it (Completion.how). */
export enum CompletedBy {
  ATTENDANCE = 'attendance',
  STAFF = 'staff',
}

registerEnumType(CompletedBy, {
  name: 'CompletedBy',
  description: 'ATTENDANCE: every day of its event attended; STAFF: marked completed by hand with a reason',
});

export enum CheckInOutcome {
  CHECKED_IN = 'checked-in',
  ALREADY_CHECKED_IN = 'already-checked-in',
  REFUSED = 'refused',
}

registerEnumType(CheckInOutcome, {
  name: 'CheckInOutcome',
  description:
    'CHECKED_IN now; ALREADY_CHECKED_IN that day (the first check-in stands); REFUSED: cancelled or unpaid, nothing written (admitAnyway lets them in)',
});

export enum CheckInRefusal {
  CANCELLED = 'cancelled',
  UNPAID = 'unpaid',
}

registerEnumType(CheckInRefusal, {
  name: 'CheckInRefusal',
  description:
    'Why a check-in waits for staff: the registration is cancelled (or expired), or its fee is unpaid',
});

@ObjectType('CheckIn', { description: 'A day a registrant was checked in at the door' })
export class CheckInView {
  @Field({ description: 'The day, ISO YYYY-MM-DD in the provider’s time zone' })
  day: string;

  @Field(() => DateTimeISOResolver)
  checkedInAt: Date;

  @Field({ description: 'The admin who checked them in (their e-mail)' })
  checkedInBy: string;
}

@ObjectType('Completion', { description: 'A completed registration: its certificate may be issued' })
export class CompletionView {
  @Field(() => CompletedBy)
  how: CompletedBy;

  @Field(() => DateTimeISOResolver)
  completedAt: Date;

  @Field(() => String, { nullable: true, description: 'The admin who marked it by hand' })
  byStaff: string | null;

  @Field(() => String, { nullable: true, description: 'Why staff marked it completed by hand' })
  reason: string | null;
}

@ObjectType({ description: 'A registration of an event as the door sees it' })
export class EventAttendee {
  @Field(() => ID, {
    description: "The registration's id (so a client's cache keeps one attendee per registration)",
  })
  id: string;

  @Field(() => ID)
  registrationId: string;

  @Field({ description: 'The code the registrant quotes, e.g. K7QM-4XPB' })
  referenceCode: string;

  @Field()
  firstName: string;

  @Field()
  middleName: string;

  @Field()
  lastName: string;

  @Field()
  nameAsCertificate: string;

  @Field(() => RegistrationStatus)
  status: RegistrationStatus;

  @Field(() => PaymentStatus)
  paymentStatus: PaymentStatus;

  @Field({ description: 'Cancelled or expired: it holds no seat' })
  cancelled: boolean;

  @Field({ description: 'It owes a fee not yet received' })
  unpaid: boolean;

  @Field(() => [CheckInView], {
    // Read for the whole list in one query: one a day attended, three on average (most events last a
    // day or two, Awaken's Level 2 five).
    complexity: ({ childComplexity }) => rowsCost(3, childComplexity),
    description: 'The days checked in, first day first',
  })
  checkIns: CheckInView[];

  @Field(() => CompletionView, { nullable: true, description: 'Null until completed' })
  completion: CompletionView | null;
}

@ObjectType({
  description: "An event's attendance: its days and every registration that holds or held a seat",
})
export class EventAttendance {
  @Field(() => ID)
  eventId: string;

  @Field()
  eventName: string;

  @Field(() => [String], { description: 'Every day of the event, ISO YYYY-MM-DD' })
  days: string[];

  @Field({ description: 'Today in the provider’s time zone, ISO YYYY-MM-DD' })
  today: string;

  @Field(() => [EventAttendee], {
    // An event's registrations: its seats and the cancelled ones, counted as 60 (rooms seat 10 to 40).
    complexity: ({ childComplexity }) => rowsCost(60, childComplexity),
    description: 'By last name; expired registrations left out',
  })
  attendees: EventAttendee[];
}

@ObjectType({ description: 'What a scan or a tap on "Check in" did' })
export class CheckInResult {
  @Field(() => CheckInOutcome)
  outcome: CheckInOutcome;

  @Field(() => CheckInRefusal, { nullable: true })
  refusal: CheckInRefusal | null;

  @Field({ description: 'What to show staff, e.g. "Already checked in at 09:12 by door@example.com"' })
  message: string;

  @Field({ description: 'The day checked in (or refused) for' })
  day: string;

  @Field(() => EventAttendee)
  attendee: EventAttendee;
}
