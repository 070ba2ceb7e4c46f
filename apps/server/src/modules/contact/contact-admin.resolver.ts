import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { Paged, pagedComplexity, readPage, toPaged } from '../../graphql/paging';
import { actorOf } from '../admin-auth/actor';
import { AuditEntryView, HISTORY_COST } from '../audit/audit.type';
import { ContactAdminService, toEnquiryView } from './contact-admin.service';
import { ContactEnquiryPage, ContactEnquiryView, EnquiryListArgs } from './contact-admin.type';
import { EnquiryStatus } from './enquiry-status.enum';

/** Contact Management: staff's enquiries, their status, history and erasure. */
@Resolver(() => ContactEnquiryView)
export class ContactAdminResolver {
  constructor(private readonly enquiries: ContactAdminService) {}

  @Authorized()
  @Query(() => ContactEnquiryPage, {
    complexity: pagedComplexity,
    description: 'Contact enquiries, newest first; staff only',
  })
  async contactEnquiries(@Args() args: EnquiryListArgs): Promise<Paged<ContactEnquiryView>> {
    const { page, limit } = readPage(args);
    const { rows, total } = await this.enquiries.list({ ...args, page, limit });
    return toPaged(rows.map(toEnquiryView), total, page, limit);
  }

  @Authorized()
  @Query(() => ContactEnquiryView)
  async contactEnquiry(@Arg('id', () => ID) id: string): Promise<ContactEnquiryView> {
    return toEnquiryView(await this.enquiries.find(id));
  }

  @Authorized()
  @Mutation(() => ContactEnquiryView, { description: 'Moves an enquiry to new, in progress or resolved' })
  async setEnquiryStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => EnquiryStatus) status: EnquiryStatus,
    @Ctx() { req }: GraphqlContext,
  ): Promise<ContactEnquiryView> {
    return toEnquiryView(await this.enquiries.setStatus(id, status, actorOf(await req.auth.requireAdmin())));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Erases an enquiry and its queued mails for good' })
  async eraseEnquiry(@Arg('id', () => ID) id: string, @Ctx() { req }: GraphqlContext): Promise<boolean> {
    await this.enquiries.erase(id, actorOf(await req.auth.requireAdmin()));
    return true;
  }

  @Authorized()
  @FieldResolver(() => [AuditEntryView], {
    complexity: HISTORY_COST,
    description: 'Who changed the enquiry and when; staff only',
  })
  history(@Root() enquiry: ContactEnquiryView): Promise<AuditEntryView[]> {
    return this.enquiries.history(enquiry.id);
  }
}
