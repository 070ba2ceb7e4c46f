import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { checkDateRange } from '../../common/date-range';
import { BulkResult, applyToEach } from '../../graphql/bulk';
import { GraphqlContext } from '../../graphql/context';
import { Paged, pagedComplexity, readPage, toPaged } from '../../graphql/paging';
import { actorOf } from '../audit/actor';
import { AuditEntryView, HISTORY_COST } from '../audit/audit.type';
import { FamilyBookingAdminService } from './family-booking-admin.service';
import {
  AdminFamilySession,
  AdminFamilySessionArgs,
  AdminFamilySessionPage,
  FamilySessionInput,
} from '../family-session/family-session.type';
import { FamilyBookingListArgs, FamilyBookingPage } from './family-booking-admin.type';
import { FamilyBookingView } from './family-booking.type';
import { toFamilyBookingView } from './family-booking.view';

/** Staff's family sessions (event manager) and the family consultation table. */
@Resolver(() => AdminFamilySession)
export class FamilySessionAdminResolver {
  constructor(private readonly families: FamilyBookingAdminService) {}

  @Authorized()
  @Query(() => AdminFamilySessionPage, {
    complexity: pagedComplexity,
    description: 'Family sessions by date; staff only',
  })
  async adminFamilySessions(@Args() args: AdminFamilySessionArgs): Promise<Paged<AdminFamilySession>> {
    const { page, limit } = readPage(args);
    const { rows, total } = await this.families.listSessions({ includePast: args.includePast, page, limit });
    return toPaged(rows, total, page, limit);
  }

  @Authorized()
  @Mutation(() => AdminFamilySession)
  async createFamilySession(@Arg('input') input: FamilySessionInput, @Ctx() { req }: GraphqlContext) {
    return this.families.createSession(input, actorOf(await req.auth.requireAdmin()));
  }

  @Authorized()
  @Mutation(() => AdminFamilySession, {
    description: 'Changes a session; its seats never drop below those taken',
  })
  async updateFamilySession(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: FamilySessionInput,
    @Ctx() { req }: GraphqlContext,
  ) {
    return this.families.updateSession(id, input, actorOf(await req.auth.requireAdmin()));
  }

  @Authorized()
  @Mutation(() => AdminFamilySession)
  async setFamilySessionOpen(
    @Arg('id', () => ID) id: string,
    @Arg('open') open: boolean,
    @Ctx() { req }: GraphqlContext,
  ) {
    return this.families.setSessionOpen(id, open, actorOf(await req.auth.requireAdmin()));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes a session nobody booked (CONFLICT otherwise)' })
  async deleteFamilySession(
    @Arg('id', () => ID) id: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<boolean> {
    await this.families.deleteSession(id, actorOf(await req.auth.requireAdmin()));
    return true;
  }

  @Authorized()
  @FieldResolver(() => [AuditEntryView], { complexity: HISTORY_COST })
  history(@Root() session: AdminFamilySession): Promise<AuditEntryView[]> {
    return this.families.history('family-session', session.id);
  }
}

@Resolver(() => FamilyBookingView)
export class FamilyBookingAdminResolver {
  constructor(private readonly families: FamilyBookingAdminService) {}

  @Authorized()
  @Query(() => FamilyBookingPage, {
    complexity: pagedComplexity,
    description: 'Family session bookings, newest first unless sorted by another column; staff only',
  })
  async familyBookings(@Args() args: FamilyBookingListArgs): Promise<Paged<FamilyBookingView>> {
    checkDateRange(args);
    const { page, limit } = readPage(args);
    const { rows, total } = await this.families.listBookings({ ...args, page, limit });
    return toPaged(rows.map(toFamilyBookingView), total, page, limit);
  }

  @Authorized()
  @Mutation(() => FamilyBookingView, { description: 'Cancels a booking and gives its seats back' })
  async cancelFamilyBooking(@Arg('id', () => ID) id: string, @Ctx() { req }: GraphqlContext) {
    return toFamilyBookingView(await this.families.cancelBooking(id, actorOf(await req.auth.requireAdmin())));
  }

  @Authorized()
  @Mutation(() => BulkResult, {
    description: 'Cancels up to 100 bookings, each exactly as cancelFamilyBooking would',
  })
  async cancelFamilyBookings(
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() { req }: GraphqlContext,
  ): Promise<BulkResult> {
    const actor = actorOf(await req.auth.requireAdmin());
    return applyToEach(ids, (id) => this.families.cancelBooking(id, actor));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Erases a booking and its queued mails for good' })
  async eraseFamilyBooking(
    @Arg('id', () => ID) id: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<boolean> {
    await this.families.eraseBooking(id, actorOf(await req.auth.requireAdmin()));
    return true;
  }

  @Authorized()
  @FieldResolver(() => [AuditEntryView], {
    complexity: HISTORY_COST,
    description: 'Who changed the booking and when; staff only',
  })
  history(@Root() booking: FamilyBookingView): Promise<AuditEntryView[]> {
    return this.families.history('family-booking', booking.id);
  }
}
