import { Certificate } from './certificate.entity';
import { PublicCertificate, publicCertificate } from './certificate-face';
import { CertificateStatus, CertificateView, StaffCertificate } from './certificate.type';

type Issued = Certificate & { number: string; registrationId: string };

export function certificateView(face: PublicCertificate): CertificateView {
  return { ...face, status: CertificateStatus[face.status] };
}

/** An issued certificate (one of a registration: it has a number) as the registrant and anyone see it. */
export function issuedCertificateView(certificate: Certificate): CertificateView {
  return certificateView(publicCertificate(certificate as Issued));
}

export function staffCertificateView(certificate: Certificate): StaffCertificate {
  const view = issuedCertificateView(certificate);
  return {
    registrationId: certificate.registrationId as string,
    number: view.number,
    status: view.status,
    nameAsCertificate: certificate.nameAsCertificate,
    issuedAt: certificate.issuedAt,
    replacedBy: certificate.replacedBy,
    revokedAt: certificate.revokedAt,
    revokeReason: certificate.revokeReason,
  };
}
