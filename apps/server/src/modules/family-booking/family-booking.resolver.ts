import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { databaseListCost } from '../../graphql/query-cost';
import { FamilySessionListing } from '../family-session/family-session.type';
import { FamilyBookingInput, FamilyBookingReceipt } from './family-booking.type';
import {
  FAMILY_BOOKING_CONFIRMATION,
  FAMILY_BOOKING_CONFIRMATION_AR,
  FamilyBookingService,
} from './family-booking.service';
import { toFamilyBookingView } from './family-booking.view';
import { familySlotLinks } from '../family-session/family-session-calendar';

@Resolver()
export class FamilyBookingResolver {
  constructor(private readonly families: FamilyBookingService) {}

  @Query(() => [FamilySessionListing], {
    // Unpaged: every session, about one a month kept for years.
    complexity: databaseListCost(50),
    description: 'Family Constellation sessions by date; public',
  })
  familySessions(
    @Arg('upcoming', { nullable: true, description: 'Only sessions whose day has not passed' })
    upcoming?: boolean,
  ): Promise<FamilySessionListing[]> {
    return this.families.listSessions(upcoming ?? false);
  }

  @Mutation(() => FamilyBookingReceipt, {
    description:
      'Books a family session slot, one seat per member (CONFLICT when the session is full or closed); invalid fields come back as BAD_USER_INPUT; a visitor over a form limit gets RATE_LIMITED (HTTP 429)',
  })
  async bookFamilySession(
    @Arg('input') input: FamilyBookingInput,
    @Ctx() { req }: GraphqlContext,
  ): Promise<FamilyBookingReceipt> {
    const { booking, session } = await this.families.book({ ...input }, req.auth.clientAddress);
    return {
      booking: toFamilyBookingView(booking),
      message: booking.locale === 'ar' ? FAMILY_BOOKING_CONFIRMATION_AR : FAMILY_BOOKING_CONFIRMATION,
      addToCalendar: familySlotLinks(session, booking.sessionSlot),
    };
  }
}
