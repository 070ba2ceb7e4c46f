import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { checkDateRange } from '../../common/date-range';
import { GraphqlContext } from '../../graphql/context';
import { BulkResult, applyToEach } from '../../graphql/bulk';
import { Paged, pagedComplexity, readPage, toPaged } from '../../graphql/paging';
import { actorOf } from '../audit/actor';
import { AuditEntryView, HISTORY_COST } from '../audit/audit.type';
import { EnquiryAdminService, toEnquiryView } from './enquiry-admin.service';
import { EnquiryListArgs, EnquiryPage, EnquiryView } from './enquiry-admin.type';
import { EnquiryStatus } from './enquiry-status.enum';

/** Contact Management: staff's enquiries, their status, history and erasure. */
@Resolver(() => EnquiryView)
export class EnquiryAdminResolver {
  constructor(private readonly admin: EnquiryAdminService) {}

  @Authorized()
  @Query(() => EnquiryPage, {
    complexity: pagedComplexity,
    description: 'Enquiries, newest first unless sorted by another column; staff only',
  })
  async enquiries(@Args() args: EnquiryListArgs): Promise<Paged<EnquiryView>> {
    checkDateRange(args);
    const { page, limit } = readPage(args);
    const { rows, total } = await this.admin.list({ ...args, page, limit });
    return toPaged(rows.map(toEnquiryView), total, page, limit);
  }

  @Authorized()
  @Query(() => EnquiryView)
  async enquiry(@Arg('id', () => ID) id: string): Promise<EnquiryView> {
    return toEnquiryView(await this.admin.find(id));
  }

  @Authorized()
  @Mutation(() => EnquiryView, { description: 'Moves an enquiry to new, in progress or resolved' })
  async setEnquiryStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => EnquiryStatus) status: EnquiryStatus,
    @Ctx() { req }: GraphqlContext,
  ): Promise<EnquiryView> {
    return toEnquiryView(await this.admin.setStatus(id, status, actorOf(await req.auth.requireAdmin())));
  }

  @Authorized()
  @Mutation(() => BulkResult, {
    description: 'Moves up to 100 enquiries to a status, each exactly as setEnquiryStatus would',
  })
  async setEnquiryStatuses(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('status', () => EnquiryStatus) status: EnquiryStatus,
    @Ctx() { req }: GraphqlContext,
  ): Promise<BulkResult> {
    const actor = actorOf(await req.auth.requireAdmin());
    return applyToEach(ids, (id) => this.admin.setStatus(id, status, actor));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Erases an enquiry and its queued mails for good' })
  async eraseEnquiry(@Arg('id', () => ID) id: string, @Ctx() { req }: GraphqlContext): Promise<boolean> {
    await this.admin.erase(id, actorOf(await req.auth.requireAdmin()));
    return true;
  }

  @Authorized()
  @FieldResolver(() => [AuditEntryView], {
    complexity: HISTORY_COST,
    description: 'Who changed the enquiry and when; staff only',
  })
  history(@Root() enquiry: EnquiryView): Promise<AuditEntryView[]> {
    return this.admin.history(enquiry.id);
  }
}
