import { Arg, Mutation, Resolver } from 'type-graphql';
import { EnquiryInput } from './enquiry.input';
import { EnquiryReceipt } from './enquiry-receipt.type';
import { EnquiryService } from './enquiry.service';

@Resolver()
export class EnquiryResolver {
  constructor(private readonly enquiries: EnquiryService) {}

  @Mutation(() => EnquiryReceipt, {
    description:
      'Stores an enquiry from the contact form; invalid fields come back as BAD_USER_INPUT with extensions.fieldErrors',
  })
  async submitEnquiry(@Arg('input') input: EnquiryInput): Promise<EnquiryReceipt> {
    const stored = await this.enquiries.submit(input);
    return { id: stored.id, receivedAt: stored.createdAt };
  }
}
