import { ServerModule } from '../module';
import { DatabaseStore } from './database-store';
import { CreateSharedStore1763920000000 } from './migrations/1763920000000-create-shared-store';
import { RedisStore } from './redis-store';
import { SharedStore } from './shared-store';
import { RevokedSession, ThrottleCounter } from './shared-store.entities';

/** What instances share (revoked sessions, throttle counters): the database, or Redis when REDIS_URL is set. */
export const sharedStoreModule: ServerModule = {
  name: 'shared-store',
  entities: [RevokedSession, ThrottleCounter],
  migrations: [CreateSharedStore1763920000000],
  resolvers: [],
  setup({ config, db, clock, services, logger }) {
    const store: SharedStore = config.redisUrl
      ? new RedisStore(config.redisUrl, clock, logger)
      : new DatabaseStore(db, clock);
    services.provide('sharedStore', store);
    return { stop: () => store.close() };
  },
};
