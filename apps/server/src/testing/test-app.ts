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
}

/** A test configuration: every default, a DATA_DIR of its own, and the given variables. */
export function testConfig(
  env: NodeJS.ProcessEnv = {},
  dataDir = mkdtempSync(join(tmpdir(), 'academy-data-')),
): AppConfig {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env });
}

/** The real app on a fresh database of the given kind; the web build is absent unless one is given. */
export async function startTestApp(kind: TestDatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await kind.create();
  const dataSource = await openDatabase(database.config, DATABASE_CONTENTS);
  const config: AppConfig = {
    ...testConfig(options.env),
    database: database.config,
    webBuildDir: options.webBuildDir ?? join(__dirname, 'no-web-build'),
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
