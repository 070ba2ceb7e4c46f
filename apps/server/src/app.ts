import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import cookieParser from 'cookie-parser';
import express, { Express, Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { DataSource } from 'typeorm';
import { Clock, SYSTEM_CLOCK } from './common/clock';
import { Logger, createLogger } from './common/logger';
import { Metrics, Registry } from './common/metrics';
import { AppConfig } from './config';
import { Database } from './database/database';
import { GraphqlContext } from './graphql/context';
import { errorRequestsPlugin, rememberingContextFailures } from './graphql/error-requests';
import { databaseUnavailablePlugin, graphqlErrorFormatter } from './graphql/format-error';
import { operationMetricsPlugin } from './graphql/operation-metrics';
import { WEB_OPERATION_NAMES } from './graphql/web-operation-names';
import { refuseOversizedDocument } from './graphql/oversized-document';
import { QUERY_LIMITS, queryLimitsPlugin } from './graphql/query-limits';
import { requestIdInErrorReplies } from './graphql/request-id-in-error-replies';
import { buildGraphqlSchema } from './graphql/schema';
import { crossOriginAccess } from './http/cross-origin';
import { errorHandler, notFoundJson } from './http/error-handler';
import { siteFormsOnly } from './http/form-origin';
import { noStore } from './http/no-store';
import { metricsEndpoint, recordHttpMetrics } from './http/metrics';
import { requestLogger } from './http/request-log';
import { requirePreflight } from './http/require-preflight';
import { webApp } from './http/web-app';
import { attachRequestAuth, guard } from './modules/admin-auth/request-auth';
import { resolveJwtSecret } from './jwt-secret';
import { MODULES, RESOLVER_CLASSES } from './modules';
import {
  EventRegistry,
  ModuleInstance,
  RouteSpec,
  ServiceRegistry,
  checkModuleOrder,
} from './modules/module';

export interface AppDeps {
  config: AppConfig;
  dataSource: DataSource;
  /** Defaults to the system clock; tests stand on a chosen day. */
  clock?: Clock;
  /** The process's logger; by default one on stdout at the configured LOG_LEVEL. */
  logger?: Logger;
  /** Plain lines for the person at the terminal (a generated admin password); defaults to the console. */
  announce?: (line: string) => void;
}

export interface App {
  express: Express;
  /** Every REST route the modules declared, with its access (the guard walk reads this). */
  routes: readonly RouteSpec[];
  services: ServiceRegistry;
  db: Database;
  logger: Logger;
  /** This app's metrics (GET /metrics); main.ts adds the process's own figures to it. */
  metrics: Registry;
  /** Marks the app as stopping: /readyz answers 503 from now on, so the load balancer sends no more. */
  beginShutdown(): void;
  /**
   * Starts background work (the mail worker, seat and claim expiry, reminders, purges) unless the
   * configuration leaves it to other instances; the server calls it once it listens.
   */
  start(): void;
  /** Stops background work and the GraphQL server; the caller closes the HTTP server and the database. */
  stop(): Promise<void>;
}

/** The name of graphql-js's introspection query, which GraphiQL and schema tools send. */
const INTROSPECTION_QUERY_NAME = 'IntrospectionQuery';

/** GraphQL requests larger than this are refused with 413 before anything parses them. */
const GRAPHQL_BODY_LIMIT = '100kb';

/**
 * The composition root: sets up every module in order (each may use the services of the ones before
 * it), then wires their resolvers into one schema, their REST routes behind the guard each declares,
 * and the web app last.
 */
export async function createApp({
  config,
  dataSource,
  clock = SYSTEM_CLOCK,
  logger = createLogger(config.logLevel),
  announce = console.info,
}: AppDeps): Promise<App> {
  const db = new Database(dataSource);
  const services = new ServiceRegistry();
  const events = new EventRegistry();
  const metrics = new Metrics();
  let shuttingDown = false;
  const jwtSecret = resolveJwtSecret(config.admin.jwtSecret, config.dataDir);
  checkModuleOrder(MODULES);
  const instances: ModuleInstance[] = [];
  for (const module of MODULES) {
    const moduleServices = services.for(module);
    const instance = await module.setup({
      config,
      db,
      clock,
      services: moduleServices,
      events: events.for(module),
      jwtSecret,
      logger,
      announce,
      metrics: metrics.registry,
      shuttingDown: () => shuttingDown,
    });
    moduleServices.done();
    events.listen(module, instance);
    instances.push(instance);
  }
  const routes = instances.flatMap((instance) => instance.routes ?? []);

  const schema = await buildGraphqlSchema(
    RESOLVER_CLASSES,
    instances.flatMap((instance) => instance.resolvers ?? []),
  );
  const apollo = new ApolloServer<GraphqlContext>({
    schema,
    formatError: graphqlErrorFormatter(logger),
    introspection: config.graphqlIntrospection,
    // With the schema hidden, 'Did you mean …' suggestions would name its fields all the same.
    hideSchemaDetailsFromClientErrors: !config.graphqlIntrospection,
    // refuseOversizedDocument refuses longer documents first, in our words; this is the parser's own bound.
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    // A document can hold thousands of mistakes: listing a few tells the client what is wrong.
    validationOptions: { maxErrors: QUERY_LIMITS.maxValidationErrors },
    // One HTTP request is one operation, so the query cost limit sees everything a request asks for.
    allowBatchedHttpRequests: false,
    // Apollo's landing page loads from a CDN; browsers get our own GraphiQL instead (see below).
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      errorRequestsPlugin(),
      queryLimitsPlugin(schema),
      databaseUnavailablePlugin(),
      operationMetricsPlugin(metrics, [...WEB_OPERATION_NAMES, INTROSPECTION_QUERY_NAME]),
    ],
    includeStacktraceInErrorResponses: config.nodeEnv !== 'production',
    // main.ts owns shutdown: HTTP server first (in-flight requests finish), then Apollo, then the database.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const web = webApp(config.webBuildDir, {
    videoBaseUrl: config.videoBaseUrl,
    live: services.get('publicPages') ?? undefined,
    lookups: services.get('lookupPages') ?? undefined,
  });
  const app = express();
  app.disable('x-powered-by');
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.use(requestLogger(logger), recordHttpMetrics(metrics));
  // JSON replies need no more than 'nothing may load'; the web app sets its pages' own policy.
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'self'"] },
      },
      // Nothing of an address goes to other sites, but our own pages name themselves (Origin) when
      // they post a form: with no-referrer the browser sends 'Origin: null', which pageForm refuses.
      referrerPolicy: { policy: 'same-origin' },
    }),
  );
  const crossOrigin = crossOriginAccess(
    config.corsOrigins,
    routes.filter((route) => route.crossOrigin),
  );
  app.use(crossOrigin.preflight);
  app.use(cookieParser(), attachRequestAuth(services.get('adminSessions')));
  app.get('/metrics', metricsEndpoint(metrics, config.metrics));
  const pageForm = siteFormsOnly(config.publicUrl, config.corsOrigins);

  // Literal paths first, whichever module declares them: …/download must not be taken for …/:id.
  const hasParameter = (route: RouteSpec) => route.paths.some((path) => path.includes(':'));
  for (const route of [...routes].sort((a, b) => Number(hasParameter(a)) - Number(hasParameter(b)))) {
    const cors = route.crossOrigin ? [crossOrigin.reply] : [];
    const origin = route.pageForm ? [pageForm] : [];
    // Public files (videos) keep their own caching; every other REST reply is kept by nobody.
    const caching = isPublicFile(route) ? [] : [noStore];
    const preflighted = isAdminWrite(route) ? [requirePreflight] : [];
    app[route.method](
      route.paths,
      ...cors,
      ...caching,
      ...origin,
      guard(route.access),
      ...preflighted,
      ...route.handlers,
    );
  }
  app.use(['/api', '/awakenLimitlessHuman'], notFoundJson);

  // A browser opening /graphql gets the GraphiQL page of the web app; API clients get the API.
  if (web) {
    app.get('/graphql', onlyForBrowsers, web.clientOnlyPage);
  }
  app.use(
    '/graphql',
    noStore,
    express.json({ limit: GRAPHQL_BODY_LIMIT }),
    requestIdInErrorReplies(
      expressMiddleware(apollo, {
        // Runs before Apollo parses and validates the document: an oversized one is refused here.
        context: rememberingContextFailures(async ({ req, res }) => {
          refuseOversizedDocument(req);
          return { req, res };
        }),
      }),
    ),
  );

  if (web) app.use(web.router);
  // Anything left (another method on a page path, or no web build at all) still gets JSON.
  app.use(notFoundJson);

  app.use(errorHandler());

  return {
    express: app,
    routes,
    services,
    db,
    logger,
    metrics: metrics.registry,
    beginShutdown() {
      shuttingDown = true;
    },
    start() {
      if (!config.backgroundWork) return;
      for (const instance of instances) {
        instance.start?.();
        for (const task of instance.tasks ?? []) task.start();
      }
    },
    async stop() {
      for (const instance of [...instances].reverse()) {
        for (const task of instance.tasks ?? []) await task.stop();
        await instance.stop?.();
      }
      await apollo.stop();
    },
  };
}

/** A public GET outside /api: a file anybody may fetch, not a reply about anybody. */
function isPublicFile(route: RouteSpec): boolean {
  return (
    route.access === 'public' &&
    route.method === 'get' &&
    !route.paths.some((path) => path.startsWith('/api/'))
  );
}

/** A write the admin's cookie may authorise (or the sign-in): another site's form must not reach it. */
function isAdminWrite(route: RouteSpec): boolean {
  return (
    route.method !== 'get' &&
    (route.access === 'admin' || route.paths.some((path) => path.startsWith('/api/admin/')))
  );
}

/** Lets a browser asking for a page through; sends any other request on to the next route. */
const onlyForBrowsers: RequestHandler = (req, _res, next) => next(wantsPage(req) ? undefined : 'route');

function wantsPage(req: Request): boolean {
  return req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html';
}
