import DataLoader from 'dataloader';
import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { AppError } from '../../common/app-error';
import { GraphqlContext } from '../../graphql/context';
import { COST, batchedListCost } from '../../graphql/query-cost';
import { RegistrationView } from '../registration/registration.type';
import { Certificate } from './certificate.entity';
import { CertificateLookup } from './certificate-lookup';
import { CertificateView } from './certificate.type';
import { certificateView, issuedCertificateView } from './certificate.view';
import { CertificateLookupThrottle } from './lookup-throttle';

/** Anyone's check of a certificate number (the verification page's query), throttled per address. */
@Resolver()
export class CertificateResolver {
  constructor(
    private readonly certificates: CertificateLookup,
    private readonly throttle: CertificateLookupThrottle,
  ) {}

  @Query(() => CertificateView, {
    nullable: true,
    complexity: COST.query,
    description:
      'The certificate with this number, as its verification page shows it; null when no certificate has it (a typo included)',
  })
  async certificate(
    @Arg('number', { description: 'As typed: case, spaces and dashes do not matter' }) number: string,
    @Ctx() { req }: GraphqlContext,
  ): Promise<CertificateView | null> {
    await this.throttle.admit(req.auth.clientAddress);
    try {
      return certificateView(await this.certificates.verify(number));
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }
}

/**
 * A registration's certificates, newest first: on the registrant's private page (whose query checked
 * the link) and staff's views. The rows asked for in one tick are read in one query.
 */
@Resolver(() => RegistrationView)
export class RegistrationCertificatesResolver {
  private readonly loader = new DataLoader<string, Certificate[]>(
    async (ids) => {
      const found = await this.service.forRegistrations(ids);
      return ids.map((id) => found.get(id) ?? []);
    },
    { cache: false },
  );

  constructor(private readonly service: CertificateLookup) {}

  @FieldResolver(() => [CertificateView], {
    complexity: batchedListCost(3),
    description: 'Its certificates, the current one first; replaced and revoked ones say so',
  })
  async certificates(@Root() registration: RegistrationView): Promise<CertificateView[]> {
    const rows = await this.loader.load(registration.id);
    return rows.map(issuedCertificateView);
  }
}
