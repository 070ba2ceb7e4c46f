import type { RequestHandler } from 'express';
import type { MigrationInterface } from 'typeorm';
import type { Clock } from '../common/clock';
import type { AppConfig } from '../config';
import type { Database } from '../database/database';
import type { ServiceRegistry } from './services';

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
  /** Body parsing and the handler; the guard is put in front of these. */
  handlers: RequestHandler[];
}

export interface ModuleContext {
  config: AppConfig;
  db: Database;
  clock: Clock;
  /** Services of the modules set up before this one (mail, storage, admin sessions…). */
  services: ServiceRegistry;
  /** One line for the console at start (what was seeded, the admin account created). */
  log(line: string): void;
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

type MigrationClass = new () => MigrationInterface;
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM and type-graphql take classes
type ClassType = Function;

/**
 * A server module declares itself: its tables, their migrations, its GraphQL resolvers and, once the
 * app is composed, its services, resolver instances, REST routes and background work. The composition
 * root (app.ts), the data source and the schema printer loop over the list in modules/index.ts.
 */
export interface ServerModule {
  name: string;
  entities: ClassType[];
  migrations: MigrationClass[];
  resolvers: ClassType[];
  setup(context: ModuleContext): ModuleInstance | Promise<ModuleInstance>;
}
