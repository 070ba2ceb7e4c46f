import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { Express, Request, RequestHandler } from 'express';
import helmet from 'helmet';
import { DataSource } from 'typeorm';
import { AppConfig } from './config';
import { formatGraphqlError } from './graphql/format-error';
import { ResolverInstances, buildGraphqlSchema } from './graphql/schema';
import { errorHandler, notFoundJson } from './http/error-handler';
import { webApp } from './http/web-app';
import { CalendarEvent } from './modules/calendar-events/calendar-event.entity';
import { CalendarEventsResolver } from './modules/calendar-events/calendar-events.resolver';
import { CalendarEventsService } from './modules/calendar-events/calendar-events.service';
import { ContactMessage } from './modules/contact/contact-message.entity';
import { ContactResolver } from './modules/contact/contact.resolver';
import { contactRouter } from './modules/contact/contact.router';
import { ContactService } from './modules/contact/contact.service';
import { HealthResolver } from './modules/health/health.resolver';
import { healthRouter } from './modules/health/health.router';
import { HealthService } from './modules/health/health.service';
import { videosRouter } from './modules/videos/videos.router';

export interface AppDeps {
  config: Pick<AppConfig, 'nodeEnv' | 'webBuildDir' | 'videoBaseUrl'>;
  dataSource: DataSource;
}

export interface App {
  express: Express;
  /** Stops the GraphQL server; the caller closes the HTTP server and the database. */
  stop(): Promise<void>;
}

/** Requests larger than this are refused with 413 before anything parses them. */
const BODY_LIMIT = '100kb';

/** The composition root: builds every service once and wires GraphQL, REST and the web app to them. */
export async function createApp({ config, dataSource }: AppDeps): Promise<App> {
  const health = new HealthService(dataSource);
  const contacts = new ContactService(dataSource.getRepository(ContactMessage));
  const calendar = new CalendarEventsService(dataSource.getRepository(CalendarEvent));

  const resolvers: ResolverInstances = new Map();
  resolvers.set(CalendarEventsResolver, new CalendarEventsResolver(calendar));
  resolvers.set(ContactResolver, new ContactResolver(contacts));
  resolvers.set(HealthResolver, new HealthResolver(health));

  const apollo = new ApolloServer({
    schema: await buildGraphqlSchema(resolvers),
    formatError: formatGraphqlError,
    // Apollo's landing page loads from a CDN; browsers get our own GraphiQL instead (see below).
    plugins: [ApolloServerPluginLandingPageDisabled()],
    includeStacktraceInErrorResponses: config.nodeEnv !== 'production',
    // main.ts owns shutdown: HTTP server first (in-flight requests finish), then Apollo, then the database.
    stopOnTerminationSignals: false,
  });
  await apollo.start();

  const web = webApp(config.webBuildDir, { videoBaseUrl: config.videoBaseUrl });
  const app = express();
  app.disable('x-powered-by');
  // JSON replies need no more than 'nothing may load'; the web app sets its pages' own policy.
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'self'"] },
      },
    }),
  );

  app.use('/healthz', healthRouter(health));
  app.use('/videos', videosRouter({ baseUrl: config.videoBaseUrl }));

  app.use('/api', express.json({ limit: BODY_LIMIT }));
  app.use('/api/contact', contactRouter(contacts));
  app.use('/api', notFoundJson);

  // A browser opening /graphql gets the GraphiQL page of the web app; API clients get the API.
  if (web) {
    app.get('/graphql', onlyForBrowsers, web.clientOnlyPage);
  }
  app.use('/graphql', express.json({ limit: BODY_LIMIT }), expressMiddleware(apollo));

  if (web) app.use(web.router);
  // Anything left (another method on a page path, or no web build at all) still gets JSON.
  app.use(notFoundJson);

  app.use(errorHandler());

  return { express: app, stop: () => apollo.stop() };
}

/** Lets a browser asking for a page through; sends any other request on to the next route. */
const onlyForBrowsers: RequestHandler = (req, _res, next) => next(wantsPage(req) ? undefined : 'route');

function wantsPage(req: Request): boolean {
  return req.query.query === undefined && req.accepts(['application/json', 'text/html']) === 'text/html';
}
