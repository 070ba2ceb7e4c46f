import { DateTimeISOResolver } from 'graphql-scalars';
import { ArgsType, Field, ID } from 'type-graphql';
import { PageArgs, PagedType } from '../../graphql/paging';
import { FamilyBookingStatus } from './family-booking-status.enum';
import { FamilyBookingView } from './family-booking.type';

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
}

export const FamilyBookingPage = PagedType(FamilyBookingView, 'FamilyBooking');
