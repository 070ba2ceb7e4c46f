import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { COST, databaseListCost } from '../../graphql/query-cost';
import { actorOf } from '../audit/actor';
import { CertificateLookup } from './certificate-lookup';
import { CertificateService } from './certificate.service';
import { CertificateToIssue, StaffCertificate } from './certificate.type';
import { staffCertificateView } from './certificate.view';

/** An event's certificates: its seats at most, with their corrections. */
const EVENT_CERTIFICATES_COST = databaseListCost(100);
/** Issuing renders a PDF and writes a few rows per registration. */
const ISSUE_COST = 10 * COST.query;

/** Staff's certificates: an event's, issuing, correcting and revoking them. */
@Resolver()
export class CertificateAdminResolver {
  constructor(
    private readonly certificates: CertificateService,
    private readonly lookup: CertificateLookup,
  ) {}

  @Authorized()
  @Query(() => [StaffCertificate], {
    complexity: EVENT_CERTIFICATES_COST,
    description: "An event's certificates, newest first, replaced and revoked ones included; staff only",
  })
  async eventCertificates(@Arg('eventId', () => ID) eventId: string): Promise<StaffCertificate[]> {
    return (await this.lookup.forEvent(eventId)).map(staffCertificateView);
  }

  @Authorized()
  @Query(() => [CertificateToIssue], {
    complexity: EVENT_CERTIFICATES_COST,
    description: "An event's completed registrations without a certificate yet; staff only",
  })
  async eventCertificatesToIssue(@Arg('eventId', () => ID) eventId: string): Promise<CertificateToIssue[]> {
    return (await this.lookup.toIssue(eventId)).map((registration) => ({
      registrationId: registration.id,
      referenceCode: registration.referenceCode,
      nameAsCertificate: registration.nameAsCertificate,
    }));
  }

  @Authorized()
  @Mutation(() => [StaffCertificate], {
    complexity: ISSUE_COST * 10,
    description:
      "Issues a certificate to every completed registration of the event that has none, from the event's last day on, and mails each; returns the event's current certificates",
  })
  async issueCertificates(
    @Arg('eventId', () => ID) eventId: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<StaffCertificate[]> {
    const actor = actorOf(await req.auth.requireAdmin());
    return (await this.certificates.issueForEvent(eventId, actor)).map(staffCertificateView);
  }

  @Authorized()
  @Mutation(() => StaffCertificate, {
    complexity: ISSUE_COST,
    description: "A completed registration's certificate: issued and mailed now, or the one it has",
  })
  async issueCertificate(
    @Arg('registrationId', () => ID) registrationId: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<StaffCertificate> {
    const actor = actorOf(await req.auth.requireAdmin());
    return staffCertificateView(await this.certificates.issue(registrationId, actor));
  }

  @Authorized()
  @Mutation(() => StaffCertificate, {
    complexity: ISSUE_COST,
    description: 'A corrected certificate under a new number, replacing this one; mailed to the registrant',
  })
  async reissueCertificate(
    @Arg('number') number: string,
    @Arg('nameAsCertificate') nameAsCertificate: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<StaffCertificate> {
    const actor = actorOf(await req.auth.requireAdmin());
    return staffCertificateView(await this.certificates.reissue(number, nameAsCertificate, actor));
  }

  @Authorized()
  @Mutation(() => StaffCertificate, {
    complexity: COST.query * 3,
    description: 'Revokes a certificate; its page then says revoked, with the date but not the reason',
  })
  async revokeCertificate(
    @Arg('number') number: string,
    @Arg('reason') reason: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<StaffCertificate> {
    const actor = actorOf(await req.auth.requireAdmin());
    return staffCertificateView(await this.certificates.revoke(number, reason, actor));
  }
}
