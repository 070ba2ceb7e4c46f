import { ServerModule } from '../module';
import { CatalogueResolver } from './catalogue.resolver';
import { catalogueSeed } from './catalogue.seed';
import { CatalogueService } from './catalogue.service';
import { CreateProgrammeLevel1764660000000 } from './migrations/1764660000000-create-programme-level';
import { ProgrammeLevel } from './programme-level.entity';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    catalogue: CatalogueService;
  }
}

/**
 * The catalogue (the `catalogue` service): every programme level's fee, currency, duration and hours,
 * seeded from @academy/content, read by the public `programmeLevels` query and the calendar, changed by
 * staff with `updateProgrammeLevel`. Its changes are heard through onChanging, inside the change's
 * transaction: the public pages count a site change here, the calendar prices the level's events.
 */
export const catalogueModule: ServerModule = {
  name: 'catalogue',
  needs: ['audit', 'siteChanges'],
  provides: ['catalogue'],
  entities: [ProgrammeLevel],
  migrations: [CreateProgrammeLevel1764660000000],
  seed: catalogueSeed,
  resolvers: [CatalogueResolver],
  setup({ db, clock, services }) {
    const catalogue = new CatalogueService(db, clock, services.get('audit'));
    const siteChanges = services.get('siteChanges');
    // The pages that show a fee or a duration are rendered again once the change is committed.
    catalogue.onChanging((manager) => siteChanges.changed(manager));
    services.provide('catalogue', catalogue);
    return { resolvers: [new CatalogueResolver(catalogue)] };
  },
};
