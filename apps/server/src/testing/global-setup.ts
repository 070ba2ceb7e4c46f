import { createConnection } from 'mysql2/promise';
import { checkTestRedis } from './test-redis';

/**
 * Decides once per Jest run whether the MySQL suites run. MariaDB on 127.0.0.1:3306 is part of this
 * project's test setup: without it, a developer's run says so loudly and CI fails.
 */
async function checkTestMysql(): Promise<void> {
  const url = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306';
  try {
    const connection = await createConnection({ uri: url, connectTimeout: 3000 });
    await connection.query('SELECT 1');
    await connection.end();
    process.env.TEST_MYSQL_URL = url;
  } catch (error) {
    const banner = [
      '',
      '!'.repeat(78),
      `!! MySQL/MariaDB is not reachable at ${url}: ${(error as Error).message}`,
      '!! The MySQL integration suites are NOT running; only SQLite is tested.',
      '!! Start it with: start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd',
      '!'.repeat(78),
      '',
    ].join('\n');
    if (process.env.CI) throw new Error(`${banner}\nCI requires MySQL.`);
    console.warn(banner);
    delete process.env.TEST_MYSQL_URL;
  }
}

export default async function globalSetup(): Promise<void> {
  await checkTestMysql();
  await checkTestRedis();
}
