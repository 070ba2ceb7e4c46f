import { PROVIDER, countryName } from '@academy/content';
import { MailConfig } from '../../config';
import { OutgoingMail } from '../mail/mail-outbox';
import { renderMail } from '../mail/mail-template';
import { Enquiry } from './enquiry.entity';

/** The provider's notice of a new enquiry (reply goes to the sender) and the sender's confirmation. */
export function enquiryMails(enquiry: Enquiry, mail: Pick<MailConfig, 'notifyAddress'>): OutgoingMail[] {
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
        footnote: `Received ${enquiry.createdAt.toISOString()}. Reply to this mail to answer ${enquiry.firstName} directly.`,
      }),
    },
    {
      to: enquiry.email,
      subject: `We received your message – ${PROVIDER.name}`,
      about,
      ...renderMail({
        greeting: `Dear ${enquiry.firstName},`,
        heading: 'Thank you for your message',
        paragraphs: [
          'We have received your enquiry and a member of our team will reply within one working day.',
          'For your records, this is what you sent us:',
          enquiry.message,
        ],
        footnote:
          'You receive this mail because this address was entered in the contact form of our website.',
      }),
    },
  ];
}
