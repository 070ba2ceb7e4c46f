import { GraphQLSchema } from 'graphql';
import { ContainerType, buildSchema } from 'type-graphql';
import { CalendarEventsResolver } from '../modules/calendar-events/calendar-events.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { HealthResolver } from '../modules/health/health.resolver';

export const RESOLVERS = [CalendarEventsResolver, ContactResolver, HealthResolver] as const;

type ResolverClass = (typeof RESOLVERS)[number];
export type ResolverInstances = Map<ResolverClass, InstanceType<ResolverClass>>;

/**
 * Resolvers are built by the composition root with their services; type-graphql only looks them up.
 * Without instances (schema printing) a lookup is a programming error.
 */
export function buildGraphqlSchema(instances: ResolverInstances = new Map()): Promise<GraphQLSchema> {
  const container: ContainerType = {
    get(resolverClass) {
      const instance = instances.get(resolverClass as ResolverClass);
      if (!instance) throw new Error(`No instance registered for resolver ${String(resolverClass)}`);
      return instance;
    },
  };
  return buildSchema({ resolvers: [...RESOLVERS], container, validate: false });
}
