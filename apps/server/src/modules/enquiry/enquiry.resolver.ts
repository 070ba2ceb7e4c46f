import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { EnquiryInput } from './enquiry.input';
import { EnquiryReceipt } from './enquiry-receipt.type';
import { EnquiryService } from './enquiry.service';

@Resolver()
export class EnquiryResolver {
  constructor(private readonly enquiries: EnquiryService) {}

  @Mutation(() => EnquiryReceipt, {
    description:
      'Stores an enquiry from the contact form; invalid fields come back as BAD_USER_INPUT with extensions.fieldErrors; a visitor over a form limit gets RATE_LIMITED (HTTP 429)',
  })
  async submitEnquiry(
    @Arg('input') input: EnquiryInput,
    @Ctx() { req }: GraphqlContext,
  ): Promise<EnquiryReceipt> {
    const stored = await this.enquiries.submit(input, req.auth.clientAddress);
    return { id: stored.id, receivedAt: stored.createdAt };
  }
}
