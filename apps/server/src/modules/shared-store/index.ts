import { ServerModule } from '../module';
import { DatabaseStore } from './database-store';
import { CreateSharedStore1763920000000 } from './migrations/1763920000000-create-shared-store';
import { ThrottleCounterResetIndex1764140000000 } from './migrations/1764140000000-throttle-counter-reset-index';
import { CreateSiteVersion1764670000000 } from './migrations/1764670000000-create-site-version';
import { RevokedSession, SiteVersion, ThrottleCounter } from './shared-store.entities';
import { SiteChanges } from './site-changes';
import type { SharedStore } from './shared-store';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    sharedStore: SharedStore;
    siteChanges: SiteChanges;
  }
}

const PURGE_EVERY_MS = 10 * 60_000;

/**
 * What instances share: revoked sessions and throttle counters (the database, or Redis when REDIS_URL
 * is set), and the count of changes to what public pages show (siteChanges, always the database).
 */
export const sharedStoreModule: ServerModule = {
  name: 'shared-store',
  provides: ['sharedStore', 'siteChanges'],
  entities: [RevokedSession, ThrottleCounter, SiteVersion],
  migrations: [
    CreateSharedStore1763920000000,
    ThrottleCounterResetIndex1764140000000,
    CreateSiteVersion1764670000000,
  ],
  resolvers: [],
  async setup({ config, db, clock, services, logger }) {
    services.provide('siteChanges', new SiteChanges(db));
    if (config.redisUrl) {
      // Loaded only when configured: ioredis costs a site without Redis some 18 MB at every start.
      const { RedisStore } = await import('./redis-store');
      const store = new RedisStore(config.redisUrl, clock, logger);
      services.provide('sharedStore', store);
      return { stop: () => store.close() };
    }
    const store = new DatabaseStore(db, clock);
    services.provide('sharedStore', store);
    // Redis lets ended windows expire by themselves; the database needs them deleted.
    let sweeping: NodeJS.Timeout | undefined;
    return {
      start() {
        sweeping = setInterval(() => {
          store
            .purgeExpired()
            .catch((error: unknown) => logger.error({ err: error }, 'Purging ended throttle windows failed'));
        }, PURGE_EVERY_MS);
        sweeping.unref();
      },
      async stop() {
        clearInterval(sweeping);
        await store.close();
      },
    };
  },
};
