import DataLoader from 'dataloader';
import { FieldResolver, Resolver, Root } from 'type-graphql';
import { COST } from '../../graphql/query-cost';
import { CompletedLevelView, PATH_LEVELS } from '../learner-path/learner-path.type';
import { Certificate } from './certificate.entity';
import { CertificateLookup } from './certificate-lookup';

/**
 * One level's share of reading a path's certificates: one batched query for the path, and about 3 rows
 * (its current certificate and those it replaced) per level.
 */
const PER_LEVEL_COST = Math.ceil(COST.query / PATH_LEVELS) + 3 * COST.row;

/** The certificate that stands for a registration: its current one, unless revoked. */
const standing = (rows: readonly Certificate[], registrationId: string) =>
  rows.find((row) => row.currentFor === registrationId && !row.revokedAt && row.number)?.number ?? null;

/**
 * A level of the learner's path completed here links its certificate (the path is opened by the
 * private link or by staff, so this adds nothing the certificate's public page does not show). The
 * levels of one path are read in one query.
 */
@Resolver(() => CompletedLevelView)
export class PathCertificateResolver {
  private readonly loader = new DataLoader<string, string | null>(
    async (ids) => {
      const found = await this.lookup.forRegistrations(ids);
      return ids.map((id) => standing(found.get(id) ?? [], id));
    },
    { cache: false },
  );

  constructor(private readonly lookup: CertificateLookup) {}

  @FieldResolver(() => String, {
    nullable: true,
    complexity: PER_LEVEL_COST,
    description:
      'The number of the certificate issued for the level (its page: /certificates/{number}); null when external, not yet issued or revoked',
  })
  async certificateNumber(@Root() level: CompletedLevelView): Promise<string | null> {
    return level.registrationId ? this.loader.load(level.registrationId) : null;
  }
}
