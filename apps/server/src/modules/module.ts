import type { RequestHandler } from 'express';
import type { Clock } from '../common/clock';
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
  /** Services of the modules set up before this one (mail, storage, admin sessions…). */
  services: ServiceRegistry;
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
}
