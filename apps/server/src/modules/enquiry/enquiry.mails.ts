import { PROVIDER, adminEnquiryPath, countryName } from '@academy/content';
import { MailConfig } from '../../config';
import { OutgoingMail } from '../mail/mail-outbox';
import { adminAction, renderMail } from '../mail/mail-template';
import { Enquiry } from './enquiry.entity';

/**
 * The provider's notice of a new enquiry (reply goes to the sender), which quotes it whole, and the
 * sender's confirmation, which quotes nothing of it: its address was typed into the form by whoever
 * sent it, so the message goes to staff only (visitor-text.ts).
 */
export function enquiryMails(
  enquiry: Enquiry,
  mail: Pick<MailConfig, 'notifyAddress' | 'siteUrl'>,
): OutgoingMail[] {
  const about = { kind: 'enquiry' as const, id: enquiry.id };
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  const details = [
    ['Name', name],
    ['Email', enquiry.email],
    ['Phone', enquiry.phoneNumber],
    ['Country', countryName(enquiry.country)],
    ...(enquiry.zipCode ? [['Zip code', enquiry.zipCode] as [string, string]] : []),
  ] as const;
  return [
    {
      to: mail.notifyAddress,
      replyTo: enquiry.email,
      subject: `New enquiry from ${name}`,
      about,
      ...renderMail({
        heading: 'A new enquiry arrived through the contact form',
        paragraphs: [enquiry.message],
        details,
        actions: [adminAction(mail.siteUrl, adminEnquiryPath(enquiry.email))],
        footnote: `Received ${enquiry.createdAt.toISOString()}. Reply to this mail to answer ${enquiry.firstName} directly.`,
      }),
    },
    {
      to: enquiry.email,
      subject: `We received your message – ${PROVIDER.name}`,
      about,
      ...renderMail({
        greet: enquiry.firstName,
        heading: 'Thank you for your message',
        paragraphs: [
          'We have received your enquiry and a member of our team will reply within one working day.',
          'Our reply will answer what you wrote. If you did not write to us, please ignore this mail.',
        ],
        footnote:
          'You receive this mail because this address was entered in the contact form of our website.',
      }),
    },
  ];
}
