// The MariaDB the benches measure on: each bench works in a database of its own, made afresh.
import mysql from 'mysql2/promise';

const MYSQL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';

/**
 * Drops and creates the database `name`. Returns a connection to the server (`admin`), the database's
 * address (`url`) and `end`, which drops the database unless `keep` and closes the connection.
 */
export async function freshDatabase(name) {
  const admin = await mysql.createConnection({ uri: MYSQL }).catch((error) => {
    throw new Error(`The bench needs MariaDB/MySQL at ${MYSQL}: ${error.message}`);
  });
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  return {
    admin,
    url: `${MYSQL}/${name}`,
    async end({ keep = false } = {}) {
      if (!keep) await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}
