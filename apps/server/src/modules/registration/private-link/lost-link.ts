import { LOST_LINK, PROVIDER } from '@academy/content';
import { LOST_LINK as LOST_LINK_AR } from '@academy/content/ar';
import { validateLostLinkEmail } from '@academy/validation';
import { AppError } from '../../../common/app-error';
import { Clock } from '../../../common/clock';
import { Database } from '../../../database/database';
import { MailOutbox, OutgoingMail } from '../../mail/mail-outbox';
import { MAIL_SECRET } from '../../mail/mail-secret';
import type { Locale } from '../../mail/mail-locale';
import { mailLanguage } from '../../mail/mail-language';
import { renderMail } from '../../mail/mail-template';
import { CalendarEventService } from '../../calendar-event/calendar-event.service';
import { CalendarEvent } from '../../calendar-event/calendar-event.entity';
import { SubmissionThrottleService } from '../../throttle/submission-throttle.service';
import { addReplacingPrivateLink } from './private-links';
import { courseDetails } from '../registration-status.mails';
import { Registration } from '../registration.entity';

/** At most this many registrations of one address get their link, the newest first. */
const MAX_LINKS = 10;

/**
 * 'Lost your link?': each registration of an address gets its private link mailed to that address.
 * Only the token's hash is stored, so each link carries a new token. Anyone may type the address, so
 * asking breaks nothing: the links mailed before keep working until the new one is first opened, and
 * then it replaces them all (the registration's own and any a reminder mailed), locking out whoever
 * else holds one. The request counts on the public form limits (per client address and per recipient)
 * whether or not the address is known, and the caller's reply is the same either way: it tells nobody
 * who registered.
 */
export class LostLinkService {
  constructor(
    private readonly db: Database,
    private readonly calendar: CalendarEventService,
    private readonly mail: MailOutbox,
    private readonly clock: Clock,
    private readonly throttle: SubmissionThrottleService,
    private readonly privateLink: (id: string, token: string, locale: Locale) => string,
  ) {}

  async send(rawEmail: unknown, clientAddress: string): Promise<void> {
    const invalid = validateLostLinkEmail(rawEmail);
    if (invalid) throw AppError.badInput([{ field: 'email', message: invalid }]);
    const email = (rawEmail as string).trim().toLowerCase();
    const queued = await this.throttle.admit({ clientAddress, recipient: email }, async () => {
      const registrations = await this.db.dataSource
        .getRepository(Registration)
        .createQueryBuilder('r')
        .where('LOWER(r.email) = :email', { email })
        .orderBy('r.createdAt', 'DESC')
        .take(MAX_LINKS)
        .getMany();
      const events = await this.calendar.findMany(registrations.flatMap((r) => r.eventId ?? []));
      await this.db.transaction(async (manager) => {
        const mails: OutgoingMail[] = [];
        const now = this.clock.now();
        for (const registration of registrations) {
          const token = await addReplacingPrivateLink(manager, registration.id, now);
          const event = (registration.eventId && events.get(registration.eventId)) || null;
          const link = this.privateLink(registration.id, MAIL_SECRET, registration.locale);
          mails.push(lostLinkMail(registration, event, link, token));
        }
        await this.mail.queue(manager, mails);
      });
      return registrations.length;
    });
    if (queued > 0) this.mail.nudge();
  }
}

/** One registration's private link, under its new token (sealed by the outbox until sent). */
export function lostLinkMail(
  r: Registration,
  event: CalendarEvent | null,
  privateLink: string,
  token: string,
): OutgoingMail {
  const arabic = r.locale === 'ar';
  return {
    to: r.email,
    subject: arabic
      ? `رابط تسجيلك (${r.referenceCode}) – ${mailLanguage('ar').provider}`
      : `Your registration link (${r.referenceCode}) – ${PROVIDER.name}`,
    about: { kind: 'registration', id: r.id },
    secret: token,
    ...renderMail(
      {
        greet: r.firstName,
        heading: arabic ? 'رابط تسجيلك' : 'Your registration link',
        paragraphs: [arabic ? LOST_LINK_AR.mailNote : LOST_LINK.mailNote],
        details: courseDetails(r, event),
        uaeTime: event !== null,
        actions: [
          {
            label: arabic ? 'اطّلع على تسجيلك أو عدّله' : 'View or manage your registration',
            url: privateLink,
          },
        ],
        footnote: arabic
          ? 'إن لم تطلب ذلك، فيمكنك تجاهل هذه الرسالة. لا تشارك الرابط مع أحد.'
          : 'If you did not ask for this, you can ignore this mail. Do not share the link.',
      },
      r.locale,
    ),
  };
}
