import { randomUUID } from 'node:crypto';
import { CONTACT_ENQUIRY_FIELDS, normalizeContactEnquiry } from '@academy/validation';
import { parseInput } from '../../common/input-validation';
import { MailConfig } from '../../config';
import { Database } from '../../database/database';
import { MailOutbox } from '../mail/mail-outbox';
import { Clock } from '../../common/clock';
import { contactMails } from './contact.mails';
import { ContactEnquiryInput } from './contact-enquiry.input';
import { ContactMessage } from './contact-message.entity';
import { EnquiryStatus } from './enquiry-status.enum';

/** The one place contact enquiries are checked and stored, whether they arrive by GraphQL or REST. */
export class ContactService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
    private readonly mailConfig: Pick<MailConfig, 'notifyAddress'>,
    private readonly clock: Clock,
  ) {}

  /**
   * Validates an untrusted enquiry, stores it and queues its two mails in one transaction; throws a
   * BAD_INPUT AppError naming each bad field.
   */
  async submitEnquiry(raw: unknown): Promise<ContactMessage> {
    const input = await parseInput(ContactEnquiryInput, raw, CONTACT_ENQUIRY_FIELDS);
    const message: ContactMessage = {
      ...normalizeContactEnquiry(input),
      id: randomUUID(),
      status: EnquiryStatus.NEW,
      createdAt: this.clock.now(),
    };
    await this.db.transaction(async (manager) => {
      // Every column is set here, so skip TypeORM's read-back SELECT after the INSERT.
      await manager
        .createQueryBuilder()
        .insert()
        .into(ContactMessage)
        .values(message)
        .updateEntity(false)
        .execute();
      await this.mail.queue(manager, contactMails(message, this.mailConfig));
    });
    this.mail.nudge();
    return message;
  }
}
