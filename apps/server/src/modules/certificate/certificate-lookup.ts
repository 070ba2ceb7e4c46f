import { In } from 'typeorm';
import { AppError } from '../../common/app-error';
import { Database } from '../../database/database';
import { type Locale, sitePath } from '../mail/mail-locale';
import { Registration } from '../registration/registration.entity';
import { CompletionReader } from './certificate-access';
import { PublicCertificate, publicCertificate } from './certificate-face';
import { normalizeCertificateNumber } from './certificate-number';
import { certificatePdf } from './certificate-pdf';
import { Certificate } from './certificate.entity';

export const CERTIFICATE_NOT_FOUND = 'No certificate has this number. Please check it and try again.';

/** A certificate of a registration: it has a number (unlike one recorded from elsewhere). */
export type Issued = Certificate & { number: string; registrationId: string };

/** Reading certificates: by number (anyone's check and PDF), by event and registration (staff, the private page). */
export class CertificateLookup {
  constructor(
    private readonly db: Database,
    private readonly completion: CompletionReader,
    private readonly publicUrl: string,
  ) {}

  /** The certificate's page on the public site, in a language ('/ar/certificates/…' for Arabic). */
  verifyUrl(number: string, locale: Locale = 'en'): string {
    return `${this.publicUrl.replace(/\/+$/, '')}${sitePath(locale, `/certificates/${number}`)}`;
  }

  /** The public face of the certificate a typed number names; NOT_FOUND for a typo or an unknown one. */
  async verify(typed: string): Promise<PublicCertificate> {
    return publicCertificate(await this.byNumber(typed));
  }

  /** The PDF of a certificate that stands (not revoked nor replaced). */
  async pdf(typed: string): Promise<{ number: string; pdf: Buffer }> {
    const certificate = await this.byNumber(typed);
    if (certificate.revokedAt || certificate.replacedBy) throw AppError.notFound(CERTIFICATE_NOT_FOUND);
    return { number: certificate.number, pdf: await this.render(certificate) };
  }

  /** Every certificate of the registrations of an event, newest first (replaced and revoked included). */
  forEvent(eventId: string): Promise<Certificate[]> {
    return this.db.manager.find(Certificate, { where: { eventId }, order: { issuedAt: 'DESC', id: 'ASC' } });
  }

  /** Every certificate of these registrations, newest first. */
  async forRegistrations(ids: readonly string[]): Promise<Map<string, Certificate[]>> {
    const byRegistration = new Map<string, Certificate[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byRegistration;
    const rows = await this.db.manager.find(Certificate, {
      where: { registrationId: In([...new Set(ids)]), external: false },
      order: { issuedAt: 'DESC', id: 'ASC' },
    });
    for (const row of rows) byRegistration.get(row.registrationId as string)?.push(row);
    return byRegistration;
  }

  /** The completed registrations of an event that have no certificate yet, in reference order. */
  async toIssue(eventId: string): Promise<Registration[]> {
    const completed = await this.completion.completedRegistrationIds(eventId);
    if (completed.length === 0) return [];
    const certified = new Set(
      (await this.db.manager.find(Certificate, { where: { currentFor: In(completed) } })).map(
        (certificate) => certificate.currentFor,
      ),
    );
    const waiting = completed.filter((id) => !certified.has(id));
    if (waiting.length === 0) return [];
    return this.db.manager.find(Registration, {
      where: { id: In(waiting) },
      order: { referenceCode: 'ASC' },
    });
  }

  /** The issued certificate a typed number names; NOT_FOUND for a typo or an unknown one. */
  async byNumber(typed: string): Promise<Issued> {
    const number = normalizeCertificateNumber(typed);
    const certificate = number
      ? await this.db.manager.findOneBy(Certificate, { number, external: false })
      : null;
    if (!certificate?.number || !certificate.registrationId) throw AppError.notFound(CERTIFICATE_NOT_FOUND);
    return certificate as Issued;
  }

  /** The registration's current certificate (not replaced), if it has one. */
  currentOf(registrationId: string): Promise<Certificate | null> {
    return this.db.manager.findOneBy(Certificate, { currentFor: registrationId });
  }

  /**
   * The certificate's PDF in its registration's language (issue 30): an Arabic registration's is in
   * Arabic, with the Arabic verification page's address.
   */
  async render(certificate: Issued, locale?: Locale): Promise<Buffer> {
    const language = locale ?? (await this.localeOf(certificate.registrationId));
    return certificatePdf({
      ...certificate,
      verifyUrl: this.verifyUrl(certificate.number, language),
      locale: language,
    });
  }

  /** The language of the registration a certificate is of ('en' for one gone). */
  private async localeOf(registrationId: string): Promise<Locale> {
    const registration = await this.db.manager.findOne(Registration, {
      where: { id: registrationId },
      select: { id: true, locale: true },
    });
    return registration?.locale ?? 'en';
  }
}
