import type { RequestHandler } from 'express';
import type { Clock } from '../common/clock';
import type { PeriodicTask } from '../common/periodic-task';
import type { Logger } from '../common/logger';
import type { Registry } from '../common/metrics';
import type { AppConfig } from '../config';
import type { EntityClass, MigrationClass } from '../database/data-source';
import type { Database } from '../database/database';
import type { Seed } from '../database/seed';
import type { ResolverClass } from '../graphql/schema';

/**
 * Who may call a REST path. `admin`: a valid admin session (401 without one, 403 when it was revoked).
 * `registrant`: an admin, or the holder of the registration's private link (the service checks that the
 * link belongs to the registration asked for). `public`: anyone.
 */
export type Access = 'public' | 'admin' | 'registrant';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One REST path of a module: the composition root mounts it behind the guard its access names. */
export interface RouteSpec {
  method: HttpMethod;
  /** Every address the route answers on (SPEC.md 7's paths under /api/ and their root aliases). */
  paths: string[];
  access: Access;
  /** Pages of the sites CORS_ORIGINS lists may call it (a public form's literal path). */
  crossOrigin?: boolean;
  /**
   * A form a page posts without its script (urlencoded, which any site's page can post): taken only
   * from the site's own pages and those of CORS_ORIGINS (http/form-origin.ts).
   */
  pageForm?: boolean;
  /** Body parsing and the handler; the guard is put in front of these. */
  handlers: RequestHandler[];
}

export interface ModuleContext {
  config: AppConfig;
  db: Database;
  clock: Clock;
  /** Services of the modules set up before this one (mail, storage, admin sessions…), as it declared them. */
  services: ModuleServices;
  /** The events it declared it emits: calling one runs every module's listener for it, in module order. */
  events: ModuleEvents;
  /** Signs admin sessions and seals the links in queued mails: JWT_SECRET, or the one kept in DATA_DIR. */
  jwtSecret: string;
  /** The process's JSON log (never personal data: ids, counts and codes, not names or addresses). */
  logger: Logger;
  /**
   * A plain line for the person who started the server, on the terminal and never in the log: the
   * generated admin password of a development install.
   */
  announce(line: string): void;
  /** This app's metrics registry: a module registers its own figures (collected on each scrape). */
  metrics: Registry;
  /** True once shutdown has begun: readiness fails from then on. */
  shuttingDown(): boolean;
}

export interface ModuleInstance {
  /** Instances of the module's resolver classes, built with their services. */
  resolvers?: object[];
  routes?: RouteSpec[];
  /** Its listeners, one per event its declaration `listens` to (for example the waiting list on freed seats). */
  listeners?: Partial<Events>;
  /** Work repeated while the app runs (expiries, reminders): started once it listens, stopped before `stop`. */
  tasks?: PeriodicTask[];
  /** Starts background work (the mail worker) once the app is listening. */
  start?(): void;
  /** Stops background work before the database closes. */
  stop?(): Promise<void>;
}

/**
 * A server module declares itself: its tables, their migrations, the content it seeds, its GraphQL
 * resolvers and, once the app is composed, its services, resolver instances, REST routes and background
 * work. The composition root (modules/index.ts and app.ts) loops over the list in modules/index.ts and
 * hands the database and the schema what they need.
 */
export interface ServerModule {
  name: string;
  /** The services it uses (ModuleContext.services.get): each provided by a module set up before it. */
  needs?: readonly (keyof Services)[];
  /** The services it provides to the modules after it (ModuleContext.services.provide). */
  provides?: readonly (keyof Services)[];
  /** The events it emits (ModuleContext.events.emitter), which modules before or after it may listen to. */
  emits?: readonly (keyof Events)[];
  /** The events it listens to: its instance's `listeners` has one for each. */
  listens?: readonly (keyof Events)[];
  entities: EntityClass[];
  migrations: MigrationClass[];
  /** Published content for the module's empty tables, filled at start in module order. */
  seed?: Seed;
  resolvers: ResolverClass[];
  setup(context: ModuleContext): ModuleInstance | Promise<ModuleInstance>;
}

/**
 * What modules offer one another, by name. Each module adds the services it provides in its index.ts
 * (`declare module '../module'`), so this file, which every module imports, imports none of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface Services {}

/**
 * What modules tell one another as it happens, by name, each with its listener's signature. A module adds
 * the events it emits in its index.ts, as with Services. A listener runs inside the emitter's transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface Events {}

type Listener = (...args: never[]) => Promise<void>;

/** What a module reaches of the events: emitters for the ones it declared it emits. */
export interface ModuleEvents {
  emitter<K extends keyof Events>(name: K): Events[K];
}

/** What a module reaches of the registry: the services it declared, no others. */
export interface ModuleServices {
  provide<K extends keyof Services>(name: K, service: Services[K]): void;
  get<K extends keyof Services>(name: K): Services[K];
}

/**
 * Checks the order of modules/index.ts against what each module declares, before any is set up: every
 * service a module needs is provided by one above it, and no service by two. The error names the module
 * and the service.
 */
export function checkModuleOrder(modules: readonly ServerModule[]): void {
  const providers = new Map<keyof Services, string>();
  for (const module of modules) {
    for (const service of module.needs ?? []) {
      if (providers.has(service)) continue;
      const later = modules.find((other) => other.provides?.includes(service));
      throw new Error(
        later
          ? `The ${module.name} module needs the ${service} service, which ${later.name} provides only after it: reorder modules/index.ts`
          : `The ${module.name} module needs the ${service} service, which no module provides`,
      );
    }
    for (const service of module.provides ?? []) {
      const earlier = providers.get(service);
      if (earlier)
        throw new Error(`The ${service} service is provided by both ${earlier} and ${module.name}`);
      providers.set(service, module.name);
    }
    for (const event of module.listens ?? []) {
      if (!modules.some((other) => other.emits?.includes(event)))
        throw new Error(`The ${module.name} module listens to the ${event} event, which no module emits`);
    }
  }
}

/**
 * Delivers each event to the listeners the modules declared. Emitters are handed out while modules are set
 * up and look their listeners up when called, so a module may listen to one set up before it.
 */
export class EventRegistry {
  private readonly listeners = new Map<keyof Events, Listener[]>();

  for(module: ServerModule): ModuleEvents {
    return {
      emitter: (name) => {
        if (!module.emits?.includes(name))
          throw new Error(`The ${module.name} module emits the ${name} event without naming it in its emits`);
        const emit = async (...args: never[]) => {
          for (const listener of this.listeners.get(name) ?? []) await listener(...args);
        };
        return emit as Events[typeof name];
      },
    };
  }

  /** Takes the listeners a set-up module returned, which must be exactly the ones its declaration names. */
  listen(module: ServerModule, instance: ModuleInstance): void {
    const given = Object.keys(instance.listeners ?? {}) as (keyof Events)[];
    const declared = module.listens ?? [];
    const odd = [
      ...given.filter((name) => !declared.includes(name)),
      ...declared.filter((name) => !given.includes(name)),
    ];
    if (odd.length)
      throw new Error(`The ${module.name} module's listeners do not match its listens: ${odd.join(', ')}`);
    for (const name of given) {
      const listener = instance.listeners?.[name] as Listener;
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
    }
  }
}

/**
 * Modules are set up in the order of modules/index.ts; each may provide services for the ones after it.
 * Asking for a service nobody has provided yet is a wiring mistake and fails at start, not per request.
 */
export class ServiceRegistry {
  private readonly provided = new Map<keyof Services, unknown>();

  provide<K extends keyof Services>(name: K, service: Services[K]): void {
    if (this.provided.has(name)) throw new Error(`The ${name} service is provided twice`);
    this.provided.set(name, service);
  }

  get<K extends keyof Services>(name: K): Services[K] {
    if (!this.provided.has(name)) {
      throw new Error(
        `The ${name} service is needed before any module provides it: reorder modules/index.ts`,
      );
    }
    return this.provided.get(name) as Services[K];
  }

  /**
   * The registry as `module` may use it while it is set up: only the services its `needs` and `provides`
   * name, so its declaration stays true. `done` then checks it provided all it declared.
   */
  for(module: ServerModule): ModuleServices & { done(): void } {
    const undeclared = (service: keyof Services, list: 'needs' | 'provides') =>
      new Error(`The ${module.name} module uses the ${service} service without naming it in its ${list}`);
    return {
      provide: (name, service) => {
        if (!module.provides?.includes(name)) throw undeclared(name, 'provides');
        this.provide(name, service);
      },
      get: (name) => {
        if (!module.needs?.includes(name)) throw undeclared(name, 'needs');
        return this.get(name);
      },
      done: () => {
        const missing = module.provides?.find((name) => !this.provided.has(name));
        if (missing) throw new Error(`The ${module.name} module did not provide the ${missing} service`);
      },
    };
  }
}
