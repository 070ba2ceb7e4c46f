// npm run bench: POST /api/contact throughput and p99 latency on MariaDB, the site against a raw
// node:http + mysql2 baseline in the same run. Prints figures and ratios; asserts nothing about time.
import { fork } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import mysql from 'mysql2/promise';

const MYSQL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
const DATABASE = 'academy_bench';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const root = (path) => fileURLToPath(new URL(path, import.meta.url));

const body = JSON.stringify({
  firstName: 'Layla',
  lastName: 'Hassan',
  email: 'layla.hassan@example.ae',
  phoneNumber: '+971 50 123 4567',
  country: 'UK',
  zipCode: 'SW1A 1AA',
  message: 'When does the next Decode level 1 start in Dubai? I would like to bring a colleague.',
  acceptPrivacyPolicy: true,
});

async function startProcess(script, env) {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      // Any answer means it is listening; both servers open their database before they listen.
      await fetch(`${url}/healthz`);
      return { child, url };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    await sleep(100);
  }
  throw new Error(`${script} did not start`);
}

async function stopProcess(child) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function load(url, connections, duration) {
  return autocannon({
    url: `${url}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration,
  });
}

async function measure(name, script, env) {
  const { child, url } = await startProcess(script, env);
  try {
    await load(url, 4, 2); // warm-up: JIT, connection pools
    const result = await load(url, CONNECTIONS, DURATION_S);
    return {
      name,
      requestsPerSecond: result.requests.average,
      p99Ms: result.latency.p99,
      p50Ms: result.latency.p50,
      total: result.requests.total,
      errors: result.errors + result.non2xx,
    };
  } finally {
    await stopProcess(child);
  }
}

async function main() {
  const admin = await mysql.createConnection({ uri: MYSQL }).catch((error) => {
    throw new Error(`The bench needs MariaDB/MySQL at ${MYSQL}: ${error.message}`);
  });
  await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const databaseUrl = `${MYSQL}/${DATABASE}`;
  try {
    console.info(`POST /api/contact on MariaDB, ${CONNECTIONS} connections, ${DURATION_S} s each\n`);
    // The site runs its migrations at start, so the baseline finds the same table afterwards.
    const site = await measure('site (Express + service + TypeORM)', root('../apps/server/dist/main.js'), {
      PORT: '3201',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
    });
    const raw = await measure('raw (node:http + mysql2)', root('./raw-baseline.mjs'), {
      PORT: '3202',
      DATABASE_URL: databaseUrl,
    });
    const [rows] = await admin.query(`SELECT COUNT(*) AS n FROM \`${DATABASE}\`.contact_message`);

    const pad = (value, width) => String(value).padEnd(width);
    console.info(
      `${pad('', 36)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('requests', 10)}errors`,
    );
    for (const r of [site, raw]) {
      console.info(
        `${pad(r.name, 36)}${pad(r.requestsPerSecond.toFixed(0), 10)}${pad(r.p50Ms, 9)}${pad(r.p99Ms, 9)}${pad(r.total, 10)}${r.errors}`,
      );
    }
    console.info(
      `\nratio site/raw: throughput ${(site.requestsPerSecond / raw.requestsPerSecond).toFixed(2)}, ` +
        `p99 latency ${(site.p99Ms / raw.p99Ms).toFixed(2)}`,
    );
    console.info(`rows stored: ${rows[0].n}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
