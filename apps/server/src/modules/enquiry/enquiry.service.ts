import { randomUUID } from 'node:crypto';
import { ENQUIRY_FIELDS, normalizeEnquiry } from '@academy/validation';
import { parseInput } from '../../common/input-validation';
import { MailConfig } from '../../config';
import { Database } from '../../database/database';
import { MailOutbox } from '../mail/mail-outbox';
import { SubmissionThrottleService } from '../throttle/submission-throttle.service';
import { Clock } from '../../common/clock';
import { enquiryMails } from './enquiry.mails';
import { EnquiryInput } from './enquiry.input';
import { Enquiry } from './enquiry.entity';
import { EnquiryStatus } from './enquiry-status.enum';

/** The one place enquiries are checked and stored, whether they arrive by GraphQL or REST. */
export class EnquiryService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
    private readonly mailConfig: Pick<MailConfig, 'notifyAddress' | 'siteUrl'>,
    private readonly clock: Clock,
    private readonly throttle: SubmissionThrottleService,
  ) {}

  /**
   * Validates an untrusted enquiry, stores it and queues its two mails in one transaction; throws a
   * BAD_INPUT AppError naming each bad field, RATE_LIMITED when the visitor is over a form limit.
   */
  async submit(raw: unknown, clientAddress: string): Promise<Enquiry> {
    const input = await parseInput(EnquiryInput, raw, ENQUIRY_FIELDS);
    const enquiry: Enquiry = {
      ...normalizeEnquiry(input),
      id: randomUUID(),
      status: EnquiryStatus.NEW,
      createdAt: this.clock.now(),
    };
    await this.throttle.admitIn({ clientAddress, recipient: enquiry.email }, async (manager) => {
      await this.db.insertRows(manager, Enquiry, [enquiry]);
      await this.mail.queue(manager, enquiryMails(enquiry, this.mailConfig));
    });
    this.mail.nudge();
    return enquiry;
  }
}
