// npm run bench (submissions): throughput and latency of the two writes visitors make, on MariaDB, the
// site against a raw node:http + mysql2 baseline doing the same database work in the same run: an
// enquiry (POST /api/contact) and an enrolment (the GraphQL mutation submitRegistration). Prints
// figures and ratios; asserts nothing about time.
import autocannon from 'autocannon';
import { freshDatabase } from './mariadb.mjs';
import { root, startProcess, startSite } from './site.mjs';

const DATABASE = 'academy_bench';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

const enquiry = JSON.stringify({
  firstName: 'Layla',
  lastName: 'Hassan',
  email: 'layla.hassan@example.ae',
  phoneNumber: '+971 50 123 4567',
  country: 'UK',
  zipCode: 'SW1A 1AA',
  message: 'When does the next Decode level 1 start in Dubai? I would like to bring a colleague.',
  acceptPrivacyPolicy: true,
});

const registrationInput = {
  firstName: 'Layla',
  lastName: 'Hassan',
  email: 'layla.hassan@example.ae',
  mobileNo: '0501234567',
  city: 'Next available intake | Awaken the Limitless Human | date to be announced',
  dob: '1990-04-12',
  occupation: 'Teacher',
  levelName: 'Level 1: Foundations of Consciousness',
  termsandcondition: true,
};
const registrationMutation = JSON.stringify({
  query: 'mutation($input: RegistrationInput!) { submitRegistration(input: $input) { id status } }',
  variables: { input: registrationInput },
});

/** What each kind of submission is, on the site and on the baseline. */
const SUBMISSIONS = {
  enquiry: { site: { path: '/api/contact', body: enquiry }, raw: { path: '/api/contact', body: enquiry } },
  registration: {
    site: { path: '/graphql', body: registrationMutation },
    raw: { path: '/raw/registration', body: JSON.stringify(registrationInput) },
  },
};

function load(url, { path, body }, connections, duration) {
  return autocannon({
    url: `${url}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration,
  });
}

/** Starts the server once and measures each kind of submission against it. */
async function measure(name, start, side) {
  const { url, stop } = await start();
  try {
    const results = {};
    for (const [kind, submission] of Object.entries(SUBMISSIONS)) {
      await load(url, submission[side], 4, 2); // warm-up: JIT, connection pools
      const result = await load(url, submission[side], CONNECTIONS, DURATION_S);
      results[kind] = {
        name: `${kind}, ${name}`,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        p50Ms: result.latency.p50,
        total: result.requests.total,
        errors: result.errors + result.non2xx,
      };
    }
    return results;
  } finally {
    await stop();
  }
}

async function main() {
  const database = await freshDatabase(DATABASE);
  const { admin, url: databaseUrl } = database;
  try {
    console.info(`Submissions on MariaDB, ${CONNECTIONS} connections, ${DURATION_S} s each\n`);
    // The site runs its migrations at start, so the baseline finds the same tables afterwards. Its mail
    // worker sends the queued mails meanwhile (as .eml files), as it does in production.
    const site = await measure('site', () => startSite({ PORT: '3201', DATABASE_URL: databaseUrl }), 'site');
    const raw = await measure(
      'raw (node:http + mysql2)',
      () => startProcess(root('./raw-baseline.mjs'), { PORT: '3202', DATABASE_URL: databaseUrl }),
      'raw',
    );
    const count = async (table) =>
      (await admin.query(`SELECT COUNT(*) AS n FROM \`${DATABASE}\`.${table}`))[0][0].n;

    const pad = (value, width) => String(value).padEnd(width);
    console.info(
      `${pad('', 40)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('requests', 10)}errors`,
    );
    for (const kind of Object.keys(SUBMISSIONS)) {
      for (const r of [site[kind], raw[kind]]) {
        console.info(
          `${pad(r.name, 40)}${pad(r.requestsPerSecond.toFixed(0), 10)}${pad(r.p50Ms, 9)}${pad(r.p99Ms, 9)}${pad(r.total, 10)}${r.errors}`,
        );
      }
      console.info(
        `${pad(`  ratio site/raw (${kind})`, 40)}throughput ${(site[kind].requestsPerSecond / raw[kind].requestsPerSecond).toFixed(2)}, p99 latency ${(site[kind].p99Ms / raw[kind].p99Ms).toFixed(2)}\n`,
      );
    }
    console.info(
      `rows stored: ${await count('contact_message')} enquiries, ${await count('registration')} registrations, ${await count('outbox_mail')} queued mails`,
    );
  } finally {
    await database.end();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
