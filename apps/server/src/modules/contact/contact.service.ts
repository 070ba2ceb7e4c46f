import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { CONTACT_ENQUIRY_FIELDS, normalizeContactEnquiry } from '@academy/validation';
import { parseInput } from '../../common/input-validation';
import { ContactEnquiryInput } from './contact-enquiry.input';
import { ContactMessage } from './contact-message.entity';

/** The one place contact enquiries are checked and stored, whether they arrive by GraphQL or REST. */
export class ContactService {
  constructor(private readonly messages: Repository<ContactMessage>) {}

  /** Validates an untrusted enquiry and stores it; throws InputValidationError naming each bad field. */
  async submitEnquiry(raw: unknown): Promise<ContactMessage> {
    const input = await parseInput(ContactEnquiryInput, raw, CONTACT_ENQUIRY_FIELDS);
    const message = this.messages.create({
      ...normalizeContactEnquiry(input),
      id: randomUUID(),
      status: 'new',
      createdAt: new Date(),
    });
    // Every column is set here, so skip TypeORM's read-back SELECT after the INSERT.
    await this.messages.createQueryBuilder().insert().values(message).updateEntity(false).execute();
    return message;
  }
}
