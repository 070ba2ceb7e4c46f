import { DateTimeISOResolver } from 'graphql-scalars';
import { ArgsType, Field, ID, registerEnumType } from 'type-graphql';
import { PageArgs, PagedType } from '../../graphql/paging';
import { SortDirection } from '../../graphql/sorting';
import { FamilyBookingStatus } from './family-booking-status.enum';
import { FamilyBookingView } from './family-booking.type';

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

export const FamilyBookingPage = PagedType(FamilyBookingView, 'FamilyBooking');
