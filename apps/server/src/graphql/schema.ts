import { GraphQLSchema } from 'graphql';
import { ContainerType, buildSchema } from 'type-graphql';
import { adminAuthChecker } from './context';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes classes
export type ResolverClass = Function;

/**
 * The schema of the given resolver classes (every module's, in module order, handed over by the
 * composition root). Resolvers are built by their modules with their services; type-graphql only looks
 * them up. Without instances (schema printing) a lookup is a programming error.
 */
export function buildGraphqlSchema(
  resolverClasses: readonly ResolverClass[],
  instances: readonly object[] = [],
): Promise<GraphQLSchema> {
  const byClass = new Map(instances.map((instance) => [instance.constructor, instance]));
  // A module that declares a resolver class but builds no instance of it fails at start, not per request.
  const missing =
    instances.length > 0 ? resolverClasses.filter((resolverClass) => !byClass.has(resolverClass)) : [];
  if (missing.length > 0) {
    throw new Error(
      `No instance built for resolver ${missing.map((resolverClass) => resolverClass.name).join(', ')}`,
    );
  }
  const container: ContainerType = {
    get(resolverClass) {
      const instance = byClass.get(resolverClass as object['constructor']);
      if (!instance) throw new Error(`No instance registered for resolver ${String(resolverClass)}`);
      return instance;
    },
  };
  const resolvers = [...resolverClasses] as [ResolverClass, ...ResolverClass[]];
  return buildSchema({ resolvers, container, validate: false, authChecker: adminAuthChecker });
}
