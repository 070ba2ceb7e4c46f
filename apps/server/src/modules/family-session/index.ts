import { ServerModule } from '../module';
import { familySessionRoutes } from './family-session-calendar';
import { FamilySession } from './family-session.entity';
import { familySessionSeed } from './family-session.seed';

/**
 * Family Constellation sessions: their table and published seed, their seats (a kind of the seat
 * service) and each slot's calendar file. Bookings (family-booking) and waiting lists use them. The
 * table's migration stays with family-booking's first, which created it beside the bookings'.
 */
export const familySessionModule: ServerModule = {
  name: 'family-session',
  needs: ['seats'],
  entities: [FamilySession],
  migrations: [],
  seed: familySessionSeed,
  resolvers: [],
  setup({ config, db, services }) {
    services.get('seats').register('family-session', { entity: FamilySession });
    return {
      routes: familySessionRoutes(
        (id) => db.dataSource.getRepository(FamilySession).findOneBy({ id }),
        new URL(config.publicUrl).hostname,
      ),
    };
  },
};
