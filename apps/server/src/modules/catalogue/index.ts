import { ServerModule } from '../module';
import { CatalogueResolver } from './catalogue.resolver';
import { catalogueSeed } from './catalogue.seed';
import { CatalogueParticipant, CatalogueService } from './catalogue.service';
import { CreateProgrammeLevel1764660000000 } from './migrations/1764660000000-create-programme-level';
import { ProgrammeLevel } from './programme-level.entity';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    catalogue: CatalogueService;
  }
  interface Events {
    /** A level's terms are changing, inside the change's transaction: a listener may refuse it. */
    levelChanging: CatalogueParticipant;
  }
}

/**
 * The catalogue (the `catalogue` service): every programme level's fee, currency, duration and hours,
 * seeded from @academy/content, read by the public `programmeLevels` query and the calendar, changed by
 * staff with `updateProgrammeLevel`. A change counts a site change and emits `levelChanging` inside its
 * transaction, which the calendar hears to price the level's events.
 */
export const catalogueModule: ServerModule = {
  name: 'catalogue',
  needs: ['audit', 'siteChanges'],
  provides: ['catalogue'],
  emits: ['levelChanging'],
  entities: [ProgrammeLevel],
  migrations: [CreateProgrammeLevel1764660000000],
  seed: catalogueSeed,
  resolvers: [CatalogueResolver],
  setup({ db, clock, services, events }) {
    const siteChanges = services.get('siteChanges');
    const levelChanging = events.emitter('levelChanging');
    const catalogue = new CatalogueService(db, clock, services.get('audit'), async (manager, change) => {
      // The pages that show a fee or a duration are rendered again once the change is committed.
      await siteChanges.changed(manager);
      await levelChanging(manager, change);
    });
    services.provide('catalogue', catalogue);
    return { resolvers: [new CatalogueResolver(catalogue)] };
  },
};
