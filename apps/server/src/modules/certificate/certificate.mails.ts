import { PROGRAMMES, PROVIDER, formatEventDays } from '@academy/content';
import { OutgoingMail } from '../mail/mail-outbox';
import { renderMail } from '../mail/mail-template';
import { Certificate } from './certificate.entity';

export interface CertificateMailContext {
  certificate: Certificate & { number: string; registrationId: string };
  to: string;
  firstName: string;
  verifyUrl: string;
  pdf: Buffer;
}

/** The certificate, attached, with the address anyone can check it at; a corrected one says so. */
export function certificateMail({
  certificate,
  to,
  firstName,
  verifyUrl,
  pdf,
}: CertificateMailContext): OutgoingMail {
  const programme = PROGRAMMES[certificate.programme]?.name ?? certificate.programme;
  const corrected = certificate.replaces !== null;
  return {
    to,
    subject: `${corrected ? 'Your corrected certificate' : 'Your certificate'}: ${certificate.levelName} – ${PROVIDER.name}`,
    about: { kind: 'registration', id: certificate.registrationId },
    attachments: [
      {
        filename: `certificate-${certificate.number}.pdf`,
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
        encoding: 'base64',
      },
    ],
    ...renderMail({
      greet: firstName,
      heading: corrected ? 'Your corrected certificate' : 'Your certificate',
      paragraphs: [
        corrected
          ? `Here is your corrected certificate; it replaces certificate ${certificate.replaces}.`
          : `Congratulations on completing ${certificate.levelName}. Your certificate is attached.`,
        'Anyone you show it to, such as an employer or a professional body, can check it at the address below.',
      ],
      details: [
        ['Name on certificate', certificate.nameAsCertificate],
        ['Programme', programme],
        ['Level', certificate.levelName],
        ['Dates', formatEventDays({ date: certificate.startDate, endDate: certificate.endDate })],
        ['Certificate number', certificate.number],
      ],
      actions: [{ label: 'Verify your certificate', url: verifyUrl }],
    }),
  };
}
