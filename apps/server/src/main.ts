import 'reflect-metadata';
import { Server } from 'node:http';
import { createApp } from './app';
import { AppConfig, ConfigError, loadConfig } from './config';
import { openDatabase } from './database/data-source';
import { createHttpServer } from './http/http-server';
import { DATABASE_CONTENTS } from './modules';

/** In-flight requests get this long to finish after SIGTERM before connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const dataSource = await openDatabase(config.database, DATABASE_CONTENTS, console.info).catch(
    (error: Error) => {
      throw new StartupError(`Cannot open the database (${describeDatabase(config)}): ${error.message}`);
    },
  );
  const app = await createApp({ config, dataSource });

  const server = createHttpServer(app.express);
  server.listen(config.port);
  server.on('listening', () => {
    console.info(`Conscious Living site on http://localhost:${config.port}`);
    console.info(`  database: ${describeDatabase(config)}`);
    console.info(`  GraphQL:  http://localhost:${config.port}/graphql`);
    console.info(`  admin:    http://localhost:${config.port}/admin/login`);
    console.info(
      `  mail:     ${config.mail.smtpUrl ? 'sent by SMTP' : `written to ${config.mail.outboxDir}`}`,
    );
    app.start();
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
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
    console.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      console.error('Requests still running after the grace period: closing their connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    closeServer(server)
      .then(() => app.stop())
      .then(() => dataSource.destroy())
      .then(() => process.exit(0))
      .catch((error: Error) => {
        console.error(`Shutdown failed: ${error.message}`);
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
