import { Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphqlContext } from '../../graphql/context';
import { databaseListCost } from '../../graphql/query-cost';
import { actorOf } from '../audit/actor';
import { AuditEntryView, HISTORY_COST } from '../audit/audit.type';
import { CatalogueService } from './catalogue.service';
import { ProgrammeLevelView, UpdateProgrammeLevelArgs, toFeeView } from './catalogue.type';
import { ProgrammeLevel } from './programme-level.entity';

const toView = (row: ProgrammeLevel): ProgrammeLevelView => ({
  id: row.id,
  programme: row.programme,
  level: row.level,
  fee: toFeeView({ amount: row.feeAmount, currency: row.currency }),
  durationDays: row.durationDays,
  hours: row.hours,
});

/** The catalogue: public to read, staff's to change (each change in the level's history). */
@Resolver(() => ProgrammeLevelView)
export class CatalogueResolver {
  constructor(private readonly catalogue: CatalogueService) {}

  @Query(() => [ProgrammeLevelView], {
    // Unpaged: one row per level, a few dozen at most.
    complexity: databaseListCost(40),
    description: 'Every programme level with its fee, duration and hours, in teaching order; public',
  })
  async programmeLevels(): Promise<ProgrammeLevelView[]> {
    return (await this.catalogue.list()).map(toView);
  }

  @Authorized()
  @Mutation(() => ProgrammeLevelView, {
    description:
      "Changes a level's fee, currency, duration and hours; its calendar events take the new fee. Staff only",
  })
  async updateProgrammeLevel(@Args() args: UpdateProgrammeLevelArgs, @Ctx() { req }: GraphqlContext) {
    return toView(await this.catalogue.update(args, actorOf(await req.auth.requireAdmin())));
  }

  @Authorized()
  @FieldResolver(() => [AuditEntryView], { complexity: HISTORY_COST, description: 'Staff only' })
  history(@Root() level: ProgrammeLevelView): Promise<AuditEntryView[]> {
    return this.catalogue.history(level.id);
  }
}
