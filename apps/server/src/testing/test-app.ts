import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { App, createApp } from '../app';
import { AppConfig, loadConfig } from '../config';
import { openDatabase } from '../database/data-source';
import { DATABASE_CONTENTS } from '../modules';
import { Clock } from '../common/clock';
import { Logger, createLogger } from '../common/logger';
import { TestDatabaseKind } from './test-databases';

export interface TestApp {
  app: App;
  dataSource: DataSource;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The built web app to serve; absent by default. */
  webBuildDir?: string;
  /** Environment variables on top of NODE_ENV=test and a fresh DATA_DIR. */
  env?: NodeJS.ProcessEnv;
  clock?: Clock;
  /** Where the app logs; silent unless a test reads the log (see log-capture.ts). */
  logger?: Logger;
  /** Settings no variable sets (upload limits), on top of the configuration `env` gives. */
  config?: Partial<AppConfig>;
}

/** The suites send many forms from one address (127.0.0.1): the public form limits stay out of their way. */
export const GENEROUS_SUBMISSION_LIMITS: NodeJS.ProcessEnv = {
  SUBMISSIONS_PER_ADDRESS: '100000',
  MAILS_PER_RECIPIENT: '100000',
  SEATS_PER_ADDRESS_PER_EVENT: '100000',
  SEATS_PER_ADDRESS_PER_FAMILY_SESSION: '100000',
};

/** Pass in `env` to test the form limits the site really has (config.ts's defaults). */
export const DEFAULT_SUBMISSION_LIMITS_ENV: NodeJS.ProcessEnv = Object.fromEntries(
  Object.keys(GENEROUS_SUBMISSION_LIMITS).map((name) => [name, '']),
);

/** A test configuration: every default but generous form limits, a DATA_DIR of its own, and the given variables. */
export function testConfig(
  env: NodeJS.ProcessEnv = {},
  dataDir = mkdtempSync(join(tmpdir(), 'academy-data-')),
): AppConfig {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...GENEROUS_SUBMISSION_LIMITS, ...env });
}

/** The real app on a fresh database of the given kind; the web build is absent unless one is given. */
export async function startTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await kind.create();
  const dataSource = await openDatabase(database.config, DATABASE_CONTENTS);
  const config: AppConfig = {
    ...testConfig(options.env),
    database: database.config,
    webBuildDir: options.webBuildDir ?? join(__dirname, 'no-web-build'),
    ...options.config,
  };
  const app = await createApp({
    config,
    dataSource,
    clock: options.clock,
    logger: options.logger ?? createLogger('silent'),
    announce: () => {},
  });
  return {
    app,
    dataSource,
    config,
    async close() {
      await app.stop();
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}
