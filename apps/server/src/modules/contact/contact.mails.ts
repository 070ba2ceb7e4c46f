import { CONTACT_COUNTRIES } from '@academy/validation';
import { PROVIDER } from '@academy/content';
import { MailConfig } from '../../config';
import { OutgoingMail } from '../mail/mail-outbox';
import { renderMail } from '../mail/mail-template';
import { ContactMessage } from './contact-message.entity';

/** The country in words, as the form lists it. */
export const countryName = (code: string) =>
  CONTACT_COUNTRIES.find((country) => country.code === code)?.name ?? code;

/** The provider's notice of a new enquiry (reply goes to the sender) and the sender's confirmation. */
export function contactMails(
  message: ContactMessage,
  mail: Pick<MailConfig, 'notifyAddress'>,
): OutgoingMail[] {
  const about = { kind: 'enquiry' as const, id: message.id };
  const name = `${message.firstName} ${message.lastName}`;
  const details = [
    ['Name', name],
    ['Email', message.email],
    ['Phone', message.phoneNumber],
    ['Country', countryName(message.country)],
    ['Zip code', message.zipCode],
  ] as const;
  return [
    {
      to: mail.notifyAddress,
      replyTo: message.email,
      subject: `New enquiry from ${name}`,
      about,
      ...renderMail({
        heading: 'A new enquiry arrived through the contact form',
        paragraphs: [message.message],
        details,
        footnote: `Received ${message.createdAt.toISOString()}. Reply to this mail to answer ${message.firstName} directly.`,
      }),
    },
    {
      to: message.email,
      subject: `We received your message – ${PROVIDER.name}`,
      about,
      ...renderMail({
        greeting: `Dear ${message.firstName},`,
        heading: 'Thank you for your message',
        paragraphs: [
          'We have received your enquiry and a member of our team will reply within one working day.',
          'For your records, this is what you sent us:',
          message.message,
        ],
        footnote:
          'You receive this mail because this address was entered in the contact form of our website.',
      }),
    },
  ];
}
