import { ServerModule } from '../module';
import { CertificateAdminResolver } from './certificate-admin.resolver';
import { CertificateLookup } from './certificate-lookup';
import { Certificate } from './certificate.entity';
import { CertificateResolver, RegistrationCertificatesResolver } from './certificate.resolver';
import { certificateRoutes } from './certificate.routes';
import { CertificateService } from './certificate.service';
import { CertificateLookupThrottle } from './lookup-throttle';
import { CertificatePage } from './certificate-page';
import { PathCertificateResolver } from './path-certificate.resolver';
import { CreateCertificate1764801000000 } from './migrations/1764801000000-create-certificate';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    certificates: CertificateService;
    certificateLookup: CertificateLookup;
    /** What the verification pages show for a request (the public pages render it). */
    certificatePage: CertificatePage;
  }
}

/**
 * Certificates (issue 28 §2): issued to completed registrations (the `completion` service), corrected
 * and revoked by staff, mailed with their PDF, and checked by anyone with the number on
 * /certificates/{number}, as JSON at /api/certificates/{number} and by the public `certificate` query.
 */
export const certificateModule: ServerModule = {
  name: 'certificate',
  needs: ['audit', 'catalogue', 'completion', 'mail', 'sharedStore'],
  provides: ['certificateLookup', 'certificatePage', 'certificates'],
  entities: [Certificate],
  migrations: [CreateCertificate1764801000000],
  resolvers: [
    CertificateResolver,
    RegistrationCertificatesResolver,
    PathCertificateResolver,
    CertificateAdminResolver,
  ],
  setup({ config, db, clock, services, logger }) {
    const completion = services.get('completion');
    const lookup = new CertificateLookup(db, completion, config.publicUrl);
    const certificates = new CertificateService(
      db,
      clock,
      services.get('audit'),
      services.get('mail'),
      services.get('catalogue'),
      completion,
      lookup,
    );
    services.provide('certificates', certificates);
    services.provide('certificateLookup', lookup);
    const throttle = new CertificateLookupThrottle(services.get('sharedStore'), clock);
    services.provide('certificatePage', new CertificatePage(lookup, throttle, logger));
    return {
      resolvers: [
        new CertificateResolver(lookup, throttle),
        new RegistrationCertificatesResolver(lookup),
        new PathCertificateResolver(lookup),
        new CertificateAdminResolver(certificates, lookup),
      ],
      routes: certificateRoutes(lookup, throttle),
    };
  },
};
