import { Arg, Mutation, Resolver } from 'type-graphql';
import { ContactEnquiryInput } from './contact-enquiry.input';
import { ContactEnquiryReceipt } from './contact-enquiry-receipt.type';
import { ContactService } from './contact.service';

@Resolver()
export class ContactResolver {
  constructor(private readonly contacts: ContactService) {}

  @Mutation(() => ContactEnquiryReceipt, {
    description:
      'Stores a contact enquiry; invalid fields come back as BAD_USER_INPUT with extensions.fieldErrors',
  })
  async submitContactEnquiry(@Arg('input') input: ContactEnquiryInput): Promise<ContactEnquiryReceipt> {
    const stored = await this.contacts.submitEnquiry(input);
    return { id: stored.id, receivedAt: stored.createdAt };
  }
}
