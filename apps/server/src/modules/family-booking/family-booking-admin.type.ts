import { DateTimeISOResolver } from 'graphql-scalars';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { EventAvailability as EventAvailabilityKey } from '@academy/content';
import { PageArgs, PagedType } from '../../graphql/paging';
import { SortDirection } from '../../graphql/sorting';
import { EventAvailability } from '../calendar-event/programme.enum';
import { FamilyBookingStatus } from './family-booking-status.enum';
import { FamilyBookingView } from './family-booking.type';

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

/** The columns staff can sort the family bookings by, and what each sorts on. */
export const FAMILY_BOOKING_SORT_COLUMNS = {
  createdAt: ['createdAt'],
  name: ['familyMember0'],
  session: ['sessionDate', 'sessionSlot', 'sessionVenue'],
  email: ['email'],
  phone: ['phone'],
  status: ['status'],
} as const;

export enum FamilyBookingSortField {
  CREATED_AT = 'createdAt',
  NAME = 'name',
  SESSION = 'session',
  EMAIL = 'email',
  PHONE = 'phone',
  STATUS = 'status',
}

registerEnumType(FamilyBookingSortField, { name: 'FamilyBookingSortField' });

@ArgsType()
export class FamilyBookingListArgs extends PageArgs {
  @Field({ nullable: true, description: 'Part of a member name, the e-mail, the phone or the venue' })
  search?: string;

  @Field(() => ID, { nullable: true })
  sessionId?: string;

  @Field(() => FamilyBookingStatus, { nullable: true })
  status?: FamilyBookingStatus;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Booked on or after' })
  from?: Date;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Booked before' })
  to?: Date;

  @Field(() => FamilyBookingSortField, { defaultValue: FamilyBookingSortField.CREATED_AT })
  sortBy: FamilyBookingSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.DESC })
  sortDirection: SortDirection;
}

export const AdminFamilySessionPage = PagedType(AdminFamilySession, 'AdminFamilySession');
export const FamilyBookingPage = PagedType(FamilyBookingView, 'FamilyBooking');
