import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { checkDateRange } from '../../../common/date-range';
import { GraphqlContext } from '../../../graphql/context';
import { BulkResult, applyToEach } from '../../../graphql/bulk';
import { Paged, pagedComplexity, readPage, toPaged } from '../../../graphql/paging';
import { AuditEntryView, HISTORY_COST } from '../../audit/audit.type';
import { actorOf } from '../../audit/actor';
import { AppError } from '../../../common/app-error';
import { chosenProgrammes } from '../../calendar-event/programme.enum';
import { RegistrationStatus } from '../registration-status.enum';
import { RegistrationListArgs, RegistrationPage } from './registration-admin.type';
import { RegistrationAdminService } from './registration-admin.service';
import { REGISTRATION_NOT_FOUND } from '../registration-lookup';
import { RegistrationView } from '../registration.type';
import { RegistrationViews } from '../registration.view';

/** Staff's registrations: the dashboards' lists, the details modal, status changes and erasure. */
@Resolver(() => RegistrationView)
export class RegistrationAdminResolver {
  constructor(
    private readonly service: RegistrationAdminService,
    private readonly views: RegistrationViews,
  ) {}

  @Authorized()
  @Query(() => RegistrationPage, {
    complexity: pagedComplexity,
    description: 'Registrations, newest first; staff only',
  })
  async registrations(@Args() args: RegistrationListArgs): Promise<Paged<RegistrationView>> {
    checkDateRange(args);
    const { page, limit } = readPage(args);
    const result = await this.service.list({
      page,
      limit,
      search: args.search,
      programmes: chosenProgrammes(args),
      eventId: args.eventId,
      status: args.status,
      paymentStatus: args.paymentStatus,
      unmatchedPayment: args.unmatchedPayment,
      from: args.from,
      to: args.to,
      sortBy: args.sortBy,
      sortDirection: args.sortDirection,
    });
    return toPaged(await this.views.many(result.rows), result.total, page, limit);
  }

  @Authorized()
  @Query(() => RegistrationView, { description: 'One registration with its details; staff only' })
  async registration(@Arg('id', () => ID) id: string): Promise<RegistrationView> {
    const registration = await this.service.find(id);
    if (!registration) throw AppError.notFound(REGISTRATION_NOT_FOUND);
    return this.views.one(registration);
  }

  @Authorized()
  @Mutation(() => RegistrationView, {
    description: 'Moves a registration to another status; cancelling frees its seat, reinstating takes one',
  })
  async setRegistrationStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => RegistrationStatus) status: RegistrationStatus,
    @Ctx() { req }: GraphqlContext,
  ): Promise<RegistrationView> {
    const changed = await this.service.setStatus(id, status, actorOf(await req.auth.requireAdmin()));
    return this.views.one(changed);
  }

  @Authorized()
  @Mutation(() => BulkResult, {
    description: 'Moves up to 100 registrations to a status, each exactly as setRegistrationStatus would',
  })
  async setRegistrationStatuses(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('status', () => RegistrationStatus) status: RegistrationStatus,
    @Ctx() { req }: GraphqlContext,
  ): Promise<BulkResult> {
    const actor = actorOf(await req.auth.requireAdmin());
    return applyToEach(ids, (id) => this.service.setStatus(id, status, actor));
  }

  @Authorized()
  @Mutation(() => BulkResult, {
    description:
      'Gives back the seats held for up to 100 unpaid, unconfirmed registrations before their deadline: each expires as at its deadline (registrant mailed, seat offered to the waiting list); others are left with the reason',
  })
  async releaseSeatHolds(
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() { req }: GraphqlContext,
  ): Promise<BulkResult> {
    const actor = actorOf(await req.auth.requireAdmin());
    return applyToEach(ids, (id) => this.service.releaseHold(id, actor));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Erases a registration for good (its photos and queued mails too), when its person asks',
  })
  async eraseRegistration(@Arg('id', () => ID) id: string, @Ctx() { req }: GraphqlContext): Promise<boolean> {
    await this.service.erase(id, actorOf(await req.auth.requireAdmin()));
    return true;
  }

  @Authorized()
  @FieldResolver(() => [AuditEntryView], {
    complexity: HISTORY_COST,
    description: 'Who changed the registration and when; staff only',
  })
  history(@Root() registration: RegistrationView): Promise<AuditEntryView[]> {
    return this.service.history(registration.id);
  }
}
