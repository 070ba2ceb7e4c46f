import { type CertificateCheck, type CertificateFace, certificatePath } from '@academy/content';
import { AppError } from '../../common/app-error';
import type { Logger } from '../../common/logger';
import type { PageLookup, PageLookupAnswer, PageLookupRequest } from '../../http/page-lookup';
import type { PublicCertificate } from './certificate-face';
import type { CertificateLookup } from './certificate-lookup';
import { normalizeCertificateNumber } from './certificate-number';
import type { CertificateLookupThrottle } from './lookup-throttle';

const shows = (
  status: number,
  check: CertificateCheck,
  headers?: Record<string, string>,
): PageLookupAnswer => ({
  status,
  shows: check,
  headers,
});

/** The page's copy of the certificate's public face: dates as ISO text, as the page prints them. */
const faceOf = (certificate: PublicCertificate): CertificateFace => ({
  ...certificate,
  revokedAt: certificate.revokedAt?.toISOString() ?? null,
  issuedAt: certificate.issuedAt.toISOString(),
});

/**
 * What the verification pages show, looked up by the server for each request (the public pages'
 * renderer renders it): /certificates is the form, which the browser sends without any script as
 * /certificates?number=…, answered with the number's own address; /certificates/{number} is that
 * certificate's state and fields, throttled per client address as the JSON and GraphQL checks are.
 */
export class CertificatePage implements PageLookup {
  constructor(
    private readonly certificates: CertificateLookup,
    private readonly throttle: CertificateLookupThrottle,
    private readonly logger: Logger,
  ) {}

  async answer({ params, query, clientAddress }: PageLookupRequest): Promise<PageLookupAnswer> {
    if (params.number === undefined) {
      const typed = query.get('number');
      if (typed === null) return shows(200, { kind: 'form' });
      if (!typed.trim()) return shows(400, { kind: 'blank' });
      // The number's page, where anyone it is sent to sees the same: its canonical spelling when it has one.
      return { redirect: certificatePath(normalizeCertificateNumber(typed) ?? typed.trim().toUpperCase()) };
    }
    try {
      await this.throttle.admit(clientAddress);
      return shows(200, {
        kind: 'found',
        certificate: faceOf(await this.certificates.verify(params.number)),
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return shows(404, { kind: 'not-found' });
      if (error instanceof AppError && error.code === 'RATE_LIMITED') {
        const seconds = error.details.retryAfterSeconds;
        return shows(429, { kind: 'throttled' }, seconds ? { 'Retry-After': String(seconds) } : undefined);
      }
      this.logger.error({ err: error }, 'Checking a certificate failed');
      return shows(503, { kind: 'failed' });
    }
  }
}
