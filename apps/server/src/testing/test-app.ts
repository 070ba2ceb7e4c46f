import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { App, createApp } from '../app';
import { openDatabase } from '../database/data-source';
import { TestDatabaseKind } from './test-databases';

export interface TestApp {
  app: App;
  dataSource: DataSource;
  close(): Promise<void>;
}

/** The real app on a fresh database of the given kind; the web build is absent unless one is given. */
export async function startTestApp(
  kind: TestDatabaseKind,
  webBuildDir = join(__dirname, 'no-web-build'),
): Promise<TestApp> {
  const database = await kind.create();
  const dataSource = await openDatabase(database.config);
  const app = await createApp({ config: { nodeEnv: 'test', webBuildDir }, dataSource });
  return {
    app,
    dataSource,
    async close() {
      await app.stop();
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
    },
  };
}
