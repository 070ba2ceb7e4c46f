import { EntityManager } from 'typeorm';
import { AppError } from '../../../common/app-error';
import { Clock } from '../../../common/clock';
import { Database } from '../../../database/database';
import { AuditService } from '../../audit/audit.service';
import { MailOutbox } from '../../mail/mail-outbox';
import { MAIL_SECRET } from '../../mail/mail-secret';
import { sitePath } from '../../mail/mail-locale';
import { findRegistration } from '../registration-lookup';
import { emailChangeMails } from '../registration.mails';
import { writeSearchTerms } from '../registration-search';
import { Registration } from '../registration.entity';
import { linkTokenMatches, newEmailChangeToken } from './link-token';

/** How long the link sent to a new address confirms it. */
export const EMAIL_CHANGE_HOURS = 48;

export const EMAIL_CHANGE_LINK_INVALID = 'This confirmation link is not valid any more';

export const emailChangeSentMessage = (email: string) =>
  `We sent a link to ${email} to confirm the new address`;

export const emailConfirmedMessage = (email: string) => `Your registration now uses ${email}`;

/** The columns a requested change is kept in until it is confirmed. */
export type PendingEmail = Pick<
  Registration,
  'pendingEmail' | 'emailChangeTokenHash' | 'emailChangeExpiresAt'
>;

export const NO_PENDING_EMAIL: PendingEmail = {
  pendingEmail: null,
  emailChangeTokenHash: null,
  emailChangeExpiresAt: null,
};

/** Whether `email` is another mailbox than the registration's (addresses differing in case are one). */
export const isOtherAddress = (registration: Registration, email: string) =>
  email.toLowerCase() !== registration.email.toLowerCase();

/**
 * A registrant's change of e-mail address: the address is what `/user/{email}` and staff's mails go by,
 * so a private link may only ask for it; the change is made by whoever opens the link sent to it.
 */
export class RegistrantEmailChange {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly settings: { publicUrl: string },
  ) {}

  /** Queues the confirmation and the notice in the caller's transaction; returns what to store. */
  async request(manager: EntityManager, registration: Registration, newEmail: string): Promise<PendingEmail> {
    const { token, hash } = newEmailChangeToken();
    const expiresAt = new Date(this.clock.now().getTime() + EMAIL_CHANGE_HOURS * 60 * 60_000);
    await this.mail.queue(
      manager,
      emailChangeMails({
        registration,
        newEmail,
        // In the fragment, like the private link: browsers never send it to a server.
        confirmLink: `${this.settings.publicUrl}${sitePath(registration.locale, `/my-registration/${registration.id}`)}#${MAIL_SECRET}`,
        token,
        hours: EMAIL_CHANGE_HOURS,
      }),
    );
    return { pendingEmail: newEmail, emailChangeTokenHash: hash, emailChangeExpiresAt: expiresAt };
  }

  /** Tells the mail worker that request()'s mails are committed. */
  sent(): void {
    this.mail.nudge();
  }

  /** Makes the pending address the registration's; a wrong, used or expired link changes nothing. */
  async confirm(id: string, token: string): Promise<Registration> {
    const registration = await findRegistration(this.db.dataSource.getRepository(Registration), id);
    const now = this.clock.now();
    if (
      !registration?.pendingEmail ||
      !registration.emailChangeExpiresAt ||
      registration.emailChangeExpiresAt <= now ||
      !linkTokenMatches(token, registration.emailChangeTokenHash)
    ) {
      throw AppError.notFound(EMAIL_CHANGE_LINK_INVALID);
    }
    const changed: Registration = {
      ...registration,
      ...NO_PENDING_EMAIL,
      email: registration.pendingEmail,
      updatedAt: now,
    };
    await this.db.transaction(async (manager) => {
      // Only while the link is still the registration's: of two openings at once, one changes it.
      const result = await manager
        .createQueryBuilder()
        .update(Registration)
        .set({ email: changed.email, updatedAt: now, ...NO_PENDING_EMAIL })
        .where('id = :id', { id })
        .andWhere('emailChangeTokenHash = :hash', { hash: registration.emailChangeTokenHash })
        .execute();
      if (result.affected !== 1) throw AppError.notFound(EMAIL_CHANGE_LINK_INVALID);
      await writeSearchTerms(manager, changed);
      await this.audit.record(
        manager,
        { id: null, label: 'registrant' },
        {
          action: 'registration.update',
          subjectKind: 'registration',
          subjectId: id,
          summary: 'Confirmed the new e-mail address',
        },
      );
    });
    return changed;
  }
}
