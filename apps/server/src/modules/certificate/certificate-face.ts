import { PROGRAMMES } from '@academy/content';
import { Certificate } from './certificate.entity';

/** valid: it stands. revoked: staff withdrew it. replaced: a corrected one (replacedBy) took its place. */
export type CertificateStatus = 'VALID' | 'REVOKED' | 'REPLACED';

/**
 * What anyone with the number may read (the verification page, its JSON and the public GraphQL field):
 * the certificate's own words and state, never the reason it was revoked nor anything else about the
 * person.
 */
export interface PublicCertificate {
  number: string;
  status: CertificateStatus;
  /** The certificate that replaced this one, when REPLACED. */
  replacedBy: string | null;
  /** When it was revoked (the day, never the reason), when REVOKED. */
  revokedAt: Date | null;
  nameAsCertificate: string;
  programme: string;
  levelName: string;
  startDate: string;
  endDate: string | null;
  trainer: string;
  issuedAt: Date;
}

export function certificateStatus(certificate: Certificate): CertificateStatus {
  if (certificate.revokedAt) return 'REVOKED';
  return certificate.replacedBy ? 'REPLACED' : 'VALID';
}

/** The public face of an issued certificate (not of one recorded from elsewhere, which has no number). */
export function publicCertificate(certificate: Certificate & { number: string }): PublicCertificate {
  const status = certificateStatus(certificate);
  return {
    number: certificate.number,
    status,
    replacedBy: status === 'REPLACED' ? certificate.replacedBy : null,
    revokedAt: status === 'REVOKED' ? certificate.revokedAt : null,
    nameAsCertificate: certificate.nameAsCertificate,
    programme: PROGRAMMES[certificate.programme]?.name ?? certificate.programme,
    levelName: certificate.levelName,
    startDate: certificate.startDate,
    endDate: certificate.endDate,
    trainer: certificate.trainer,
    issuedAt: certificate.issuedAt,
  };
}
