// npm run bench (search): the registrations dashboard's search with 100,000 registrations in MariaDB.
// Seeds that volume (with the search words the site itself would store), then times the dashboard's
// GraphQL query for a mix of searches as staff type them, beside a plain indexed SELECT of the same page
// (the newest ten). Prints p50/p95 and the ratio; asserts nothing about time.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import mysql from 'mysql2/promise';
import { freshDatabase } from './mariadb.mjs';
import {
  INSERT_REGISTRATIONS,
  INSERT_SEARCH_TERMS,
  registrationValues,
  searchTermValues,
} from './registration-rows.mjs';
import { startSite } from './site.mjs';

const DATABASE = 'academy_bench_search';
const ROWS = Number(process.env.BENCH_REGISTRATIONS ?? 100_000);
const QUERIES = Number(process.env.BENCH_SEARCHES ?? 300);
const PORT = 3203;

const FIRST = [
  'Layla',
  'Omar',
  'Aisha',
  'Rania',
  'Sami',
  'Noor',
  'Fatima',
  'Yusuf',
  'Zoë',
  'Hana',
  'Karim',
  'Mariam',
  'Tariq',
  'Salma',
  'Adam',
  'Leila',
  'Ravi',
  'Priya',
  'Anjali',
  'Vikram',
  'Elena',
  'Sofia',
  'James',
  'Emma',
  'Lucas',
  'Mia',
  'Chen',
  'Wei',
  'Olga',
  'Ivan',
  'Amara',
  'Kofi',
  'Nadia',
  'Hassan',
  'Dina',
  'Farah',
  'Ibrahim',
  'Jana',
  'Khalid',
  'Lina',
];
const LAST = [
  'Hassan',
  'Haddad',
  'Farouk',
  'Menon',
  'Rao',
  'Novak',
  'Marques',
  'Khan',
  'Ali',
  'Saleh',
  'Nasser',
  'Yousef',
  'Smith',
  'Brown',
  'Garcia',
  'Kumar',
  'Sharma',
  'Ivanova',
  'Okafor',
  'Mensah',
  'Rahman',
  'Aziz',
  'Qureshi',
  'Mansour',
  'Zayed',
  'Kassem',
  'Bakr',
  'Fernandes',
  'Pereira',
  'Costa',
];
const LEVELS = [
  'Level 1: Decode Your Mind',
  'Level 2: Decode Your Behaviour',
  'Level 3: Decode Your Relationships',
  'Level 1: Foundations of Consciousness',
  'Level 2: Clinical Hypnotherapy Practitioner',
  'Module 1: Foundations of Transpersonal Regression',
  'Family Constellation Workshop',
];
const PLACES = [
  'Dubai, Business Bay',
  'Abu Dhabi, Al Reem Island',
  'Sharjah, Al Majaz',
  'Online (Zoom)',
  'Al Ain, Al Jimi',
  'Dubai, Al Barsha',
];
const PROGRAMMES = ['DECODE', 'AWAKEN', 'AWAKEN', 'TASSO', 'FAMILY_CONSTELLATION'];
const pick = (list, i) => list[i % list.length];

function registration(i, now) {
  const firstName = pick(FIRST, i * 7 + 3);
  const lastName = pick(LAST, i * 13 + 5);
  const email = `${firstName}.${lastName}${i}@example.com`
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  const levelName = pick(LEVELS, i * 3);
  const city = `${pick(PLACES, i * 5)} | Workshop ${i % 97} | 2026-${String((i % 12) + 1).padStart(2, '0')}-15`;
  const mobileNo = `05${String(10_000_000 + i).slice(-8)}`;
  const createdAt = new Date(now - (ROWS - i) * 600_000);
  return {
    id: randomUUID(),
    firstName,
    middleName: '',
    lastName,
    email,
    levelName,
    city,
    mobileNo,
    createdAt,
    programme: pick(PROGRAMMES, i),
    dob: '1990-01-01',
    occupation: 'Teacher',
    // Unique, as the site's tokens are (the column has a unique index).
    accessTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
  };
}

async function seed(pool) {
  const now = Date.now();
  const BATCH = 1000;
  for (let start = 0; start < ROWS; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, ROWS - start) }, (_, k) =>
      registration(start + k, now),
    );
    await pool.query(INSERT_REGISTRATIONS, [rows.map(registrationValues)]);
    await pool.query(INSERT_SEARCH_TERMS, [rows.flatMap(searchTermValues)]);
    if ((start / BATCH) % 20 === 0) process.stdout.write(`\r  seeded ${start + rows.length} of ${ROWS}`);
  }
  process.stdout.write(`\r  seeded ${ROWS} of ${ROWS}\n`);
  await pool.query('ANALYZE TABLE registration, registration_search_term');
}

/** What staff type: a first name, a last name, a prefix, an e-mail start, a place, a level word, two words. */
function searches() {
  const list = [];
  for (let i = 0; list.length < QUERIES; i += 1) {
    const first = pick(FIRST, i * 11 + 1).toLowerCase();
    const last = pick(LAST, i * 17 + 2).toLowerCase();
    list.push(
      ...[
        first,
        last,
        first.slice(0, 3),
        `${first}.${last.slice(0, 2)}`,
        `${first} ${last}`,
        pick(['dubai', 'sharjah', 'online', 'reem', 'barsha'], i),
        pick(['decode', 'behaviour', 'regression', 'hypnotherapy', 'constellation'], i),
        `05${String(10_000_000 + ((i * 7919) % ROWS)).slice(-8, -3)}`,
      ],
    );
  }
  return list.slice(0, QUERIES);
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

const DASHBOARD_QUERY = `query($search: String) {
  registrations(page: 1, limit: 10, search: $search, programme: AWAKEN) {
    total totalPages items { id firstName lastName email city levelName mobileNo createdAt }
  }
}`;

async function main() {
  const database = await freshDatabase(DATABASE);
  const databaseUrl = database.url;
  const site = await startSite({
    PORT: String(PORT),
    DATABASE_URL: databaseUrl,
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench admin password',
  });
  const pool = mysql.createPool({ uri: databaseUrl, connectionLimit: 2 });
  try {
    console.info(`\nRegistrations dashboard search on MariaDB with ${ROWS} registrations`);
    await seed(pool);
    const login = await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench admin password' }),
    }).then((res) => res.json());
    const token = login.data.token;
    const timeSearch = async (search) => {
      const started = performance.now();
      const res = await fetch(`${site.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: DASHBOARD_QUERY, variables: { search } }),
      });
      const body = await res.json();
      const ms = performance.now() - started;
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return { ms, total: body.data.registrations.total };
    };
    const list = searches();
    for (const search of list.slice(0, 30)) await timeSearch(search); // warm-up: JIT, buffer pool
    const timings = [];
    let matched = 0;
    for (const search of list) {
      const { ms, total } = await timeSearch(search);
      timings.push(ms);
      matched += total;
    }
    const baseline = [];
    for (let i = 0; i < 30 + QUERIES; i += 1) {
      const started = performance.now();
      await pool.query('SELECT * FROM registration WHERE programme = ? ORDER BY createdAt DESC LIMIT 10', [
        'AWAKEN',
      ]);
      if (i >= 30) baseline.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    baseline.sort((a, b) => a - b);
    const row = (name, sorted) =>
      `${name.padEnd(58)}${percentile(sorted, 50).toFixed(1).padStart(8)}${percentile(sorted, 95).toFixed(1).padStart(8)}${percentile(sorted, 99).toFixed(1).padStart(8)}`;
    console.info(`\n${''.padEnd(58)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'p99 ms'.padStart(8)}`);
    console.info(row(`dashboard search page, GraphQL over HTTP (${QUERIES} searches)`, timings));
    console.info(row('plain indexed SELECT of the newest page (mysql2)', baseline));
    console.info(
      `\nratio search/plain: p50 ${(percentile(timings, 50) / percentile(baseline, 50)).toFixed(1)}, p95 ${(percentile(timings, 95) / percentile(baseline, 95)).toFixed(1)}; goal p95 under 30 ms: ${percentile(timings, 95) < 30 ? 'met' : 'NOT MET'}`,
    );
    console.info(`average matches per search: ${Math.round(matched / list.length)}`);
  } finally {
    await pool.end();
    await site.stop();
    await database.end({ keep: Boolean(process.env.BENCH_KEEP_DATABASE) });
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
