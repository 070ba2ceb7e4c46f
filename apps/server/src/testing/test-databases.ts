import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DatabaseConfig } from '../config';

/** A database made for one test suite, and the way to remove it afterwards. */
export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'sqlite' | 'mysql';
  create(): Promise<TestDatabase>;
}

const sqlite: TestDatabaseKind = {
  name: 'sqlite',
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'academy-test-'));
    return {
      config: { type: 'sqlite', file: join(dir, 'test.sqlite') },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
};

function mysqlKind(serverUrl: string): TestDatabaseKind {
  return {
    name: 'mysql',
    async create() {
      const name = `academy_test_${randomBytes(6).toString('hex')}`;
      const admin = await createConnection({ uri: serverUrl });
      await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return {
        config: { type: 'mysql', url: url.toString() },
        async drop() {
          const connection = await createConnection({ uri: serverUrl });
          await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
          await connection.end();
        },
      };
    },
  };
}

/** SQLite always; MySQL when the global setup found a server (it fails the run in CI otherwise). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const mysqlUrl = process.env.TEST_MYSQL_URL;
  return mysqlUrl ? [sqlite, mysqlKind(mysqlUrl)] : [sqlite];
}
