import { PROVIDER, type Translated } from '@academy/content';
import type { Locale } from '../mail/mail-locale';
import { mailLanguage } from '../mail/mail-language';
import { OutgoingMail } from '../mail/mail-outbox';
import { renderMail } from '../mail/mail-template';
import { Certificate } from './certificate.entity';

export interface CertificateMailContext {
  certificate: Certificate & { number: string; registrationId: string };
  to: string;
  firstName: string;
  verifyUrl: string;
  pdf: Buffer;
  /** The registration's language (issue 30). */
  locale?: Locale;
}

/** The certificate's mail in English and in the Arabic twin. */
const EN = {
  subject: (corrected: boolean, level: string) =>
    `${corrected ? 'Your corrected certificate' : 'Your certificate'}: ${level} – ${PROVIDER.name}`,
  heading: (corrected: boolean) => (corrected ? 'Your corrected certificate' : 'Your certificate'),
  corrected: (replaces: string) => `Here is your corrected certificate; it replaces certificate ${replaces}.`,
  congratulations: (level: string) => `Congratulations on completing ${level}. Your certificate is attached.`,
  check:
    'Anyone you show it to, such as an employer or a professional body, can check it at the address below.',
  verify: 'Verify your certificate',
};

const AR: Translated<typeof EN> = {
  subject: (corrected: boolean, level: string) =>
    `${corrected ? 'شهادتك المصحّحة' : 'شهادتك'}: ${level} – أكاديمية الحياة الواعية`,
  heading: (corrected: boolean) => (corrected ? 'شهادتك المصحّحة' : 'شهادتك'),
  corrected: (replaces: string) => `إليك شهادتك المصحّحة، وهي تحلّ محل الشهادة رقم ${replaces}.`,
  congratulations: (level: string) => `تهانينا على إتمام ${level}! تجد شهادتك مرفقة بهذه الرسالة.`,
  check: 'يستطيع كل من تعرضها عليه، كجهة العمل أو هيئة مهنية، التحقق منها عبر الرابط أدناه.',
  verify: 'تحقّق من شهادتك',
};

const TEXTS: Record<Locale, Translated<typeof EN>> = { en: EN, ar: AR };

/** The certificate, attached, with the address anyone can check it at; a corrected one says so. */
export function certificateMail({
  certificate,
  to,
  firstName,
  verifyUrl,
  pdf,
  locale = 'en',
}: CertificateMailContext): OutgoingMail {
  const t = TEXTS[locale] ?? EN;
  const w = mailLanguage(locale);
  const level = w.level(certificate.programme, certificate.levelName);
  const corrected = certificate.replaces !== null;
  return {
    to,
    subject: t.subject(corrected, level),
    about: { kind: 'registration', id: certificate.registrationId },
    attachments: [
      {
        filename: `certificate-${certificate.number}.pdf`,
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
        encoding: 'base64',
      },
    ],
    ...renderMail(
      {
        greet: firstName,
        heading: t.heading(corrected),
        paragraphs: [
          corrected && certificate.replaces ? t.corrected(certificate.replaces) : t.congratulations(level),
          t.check,
        ],
        details: [
          [w.labels.nameOnCertificate, certificate.nameAsCertificate],
          [w.labels.programme, w.programme(certificate.programme)],
          [w.labels.level, level],
          [w.labels.dates, w.eventDays({ date: certificate.startDate, endDate: certificate.endDate })],
          [w.labels.certificateNumber, certificate.number],
        ],
        actions: [{ label: t.verify, url: verifyUrl }],
      },
      locale,
    ),
  };
}
