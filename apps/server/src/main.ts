import 'reflect-metadata';
import { Server } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { collectDefaultMetrics } from 'prom-client';
import { createApp } from './app';
import { createLogger } from './common/logger';
import { AppConfig, ConfigError, loadConfig } from './config';
import { openDatabase } from './database/data-source';
import { createHttpServer } from './http/http-server';
import { DATABASE_CONTENTS } from './modules';
import pino from 'pino';

/** In-flight requests get this long to finish after SIGTERM before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * After each full collection V8 lets the heap grow to several times what is live, more the faster the
 * process allocates: under a burst of submissions the server reached 280 MB resident. Growing by a fifth
 * at a time keeps it near 165 MB at the same throughput (npm run bench). V8 reads the factor at each
 * collection, so setting it here, before any request, is in time.
 */
const HEAP_GROWING_PERCENT = 20;

async function main(): Promise<void> {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const config = loadConfig();
  // Written asynchronously: a synchronous write a line took an eighth of the thread under load. pino
  // flushes what is pending when the process exits.
  const logger = createLogger(config.logLevel, pino.destination({ dest: 1, sync: false }));
  const database = describeDatabase(config);
  const dataSource = await openDatabase(config.database, DATABASE_CONTENTS, (line) =>
    logger.info(line),
  ).catch((error: Error) => {
    throw new StartupError(`Cannot open the database (${database}): ${error.message}`);
  });
  const app = await createApp({ config, dataSource, logger });
  collectDefaultMetrics({ register: app.metrics });

  const server = createHttpServer(app.express);
  server.listen(config.port);
  server.on('listening', () => {
    const site = `http://localhost:${config.port}`;
    logger.info(
      {
        database,
        graphql: `${site}/graphql`,
        admin: `${site}/admin/login`,
        mail: config.mail.smtpUrl ? 'sent by SMTP' : `written to ${config.mail.outboxDir}`,
        backgroundWork: config.backgroundWork
          ? 'on'
          : 'off (BACKGROUND_WORK=false: other instances send mail)',
      },
      `Conscious Living site on ${site}`,
    );
    app.start();
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal(
      error.code === 'EADDRINUSE'
        ? `Port ${config.port} is already in use: stop the other process or set PORT to a free port.`
        : `The HTTP server failed: ${error.message}`,
    );
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness fails from here, so a load balancer still polling this instance sends it no more.
    app.beginShutdown();
    logger.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      logger.warn('Requests still running after the grace period: closing their connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    closeServer(server)
      .then(() => app.stop())
      .then(() => dataSource.destroy())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/** Stops accepting connections, lets requests in flight finish, and drops idle keep-alive sockets. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeIdleConnections();
  });
}

function describeDatabase(config: AppConfig): string {
  if (config.database.type === 'sqlite') return `embedded SQLite at ${config.database.file}`;
  const url = new URL(config.database.url);
  return `MySQL at ${url.hostname}:${url.port || 3306}${url.pathname}`;
}

class StartupError extends Error {}

main().catch((error: Error) => {
  console.error(error instanceof ConfigError || error instanceof StartupError ? error.message : error);
  process.exit(1);
});
