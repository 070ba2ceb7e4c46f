// npm run bench (submissions): throughput and latency of the two writes visitors make, on MariaDB, the
// site against a raw node:http + mysql2 baseline doing the same field checks and database work in the
// same run: an enquiry (POST /api/contact) and an enrolment (the GraphQL mutation submitRegistration).
// Also the site's cold start (fork to first answer) and its peak resident memory under that load. Prints
// figures, ratios and the goals they are held to; asserts nothing about time.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freshDatabase } from './mariadb.mjs';
import { root, startProcess, startSite } from './site.mjs';

const DATABASE = 'academy_bench';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const SITE_ENV = JSON.parse(process.env.BENCH_SITE_ENV ?? '{}');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
// BENCH_SITE_SCRIPT: another build of the server to measure (say, main's, copied aside), for a
// before/after in one session.

/** The goals of issue 14.6: site/raw throughput at least this, p99 at most 1.2× raw's. */
const GOALS = { enquiry: 0.8, registration: 0.7, p99: 1.2, coldStartMs: 2000, rssMb: 200 };

/** The process's resident memory now, from /proc (Linux), in MB. */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

/**
 * CPU time the process has used so far (user + system), in ms, from /proc (Linux, in USER_HZ ticks of
 * 10 ms). Per request it shows the cost of each side even when other work shares the machine.
 */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Visitor n: each request is another person (own e-mail, own address), as real traffic is. */
const enquiry = (n) =>
  JSON.stringify({
    firstName: 'Layla',
    lastName: 'Hassan',
    email: `visitor.${n}@example.ae`,
    phoneNumber: '+971 50 123 4567',
    country: 'UK',
    zipCode: 'SW1A 1AA',
    message: 'When does the next Decode level 1 start in Dubai? I would like to bring a colleague.',
    acceptPrivacyPolicy: true,
  });

const registrationInput = (n) => ({
  firstName: 'Layla',
  lastName: 'Hassan',
  email: `visitor.${n}@example.ae`,
  mobileNo: '0501234567',
  city: 'Next available intake | Awaken the Limitless Human | date to be announced',
  dob: '1990-04-12',
  occupation: 'Teacher',
  levelName: 'Level 1: Foundations of Consciousness',
  termsandcondition: true,
});
const registrationMutation = (n) =>
  JSON.stringify({
    query: 'mutation($input: RegistrationInput!) { submitRegistration(input: $input) { id status } }',
    variables: { input: registrationInput(n) },
  });

/** What each kind of submission is, on the site and on the baseline. */
const SUBMISSIONS = {
  enquiry: { site: { path: '/api/contact', body: enquiry }, raw: { path: '/api/contact', body: enquiry } },
  registration: {
    site: { path: '/graphql', body: registrationMutation },
    raw: { path: '/raw/registration', body: (n) => JSON.stringify(registrationInput(n)) },
  },
};

let visitors = 0;
/** 10.x.y.z from the visitor's number: the site (TRUST_PROXY=loopback) counts its limits per visitor. */
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

function load(url, { path, body }, connections, duration) {
  return autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest(request) {
          visitors += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(visitors) },
            body: body(visitors),
          };
        },
      },
    ],
  });
}

/** Starts the server once and measures each kind of submission against it. */
async function measure(name, start, side) {
  const { url, stop, child, startMs } = await start();
  let peakRssMb = 0;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(child.pid))), 200);
  try {
    const results = { startMs };
    for (const [kind, submission] of Object.entries(SUBMISSIONS)) {
      await load(url, submission[side], 4, 2); // warm-up: JIT, connection pools
      const cpuBefore = cpuMs(child.pid);
      const result = await load(url, submission[side], CONNECTIONS, DURATION_S);
      const cpuUsed = cpuMs(child.pid) - cpuBefore;
      results[kind] = {
        name: `${kind}, ${name}`,
        requestsPerSecond: result.requests.average,
        p99Ms: result.latency.p99,
        p50Ms: result.latency.p50,
        total: result.requests.total,
        cpuMsPerRequest: cpuUsed / result.requests.total,
        errors: result.errors + result.non2xx,
      };
    }
    results.peakRssMb = peakRssMb;
    return results;
  } finally {
    clearInterval(sampler);
    await stop();
  }
}

const met = (ok) => (ok ? ', met' : ', MISSED');

/** The SMTP server the site sends its mail to (bench/smtp-sink.mjs, in a process of its own). */
async function startSmtpSink() {
  const child = fork(root('./smtp-sink.mjs'), [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const [{ port }] = await once(child, 'message');
  return {
    url: `smtp://127.0.0.1:${port}`,
    async received() {
      child.send('count');
      const [{ mails }] = await once(child, 'message');
      return mails;
    },
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function main() {
  const database = await freshDatabase(DATABASE);
  const { admin, url: databaseUrl } = database;
  const smtp = await startSmtpSink();
  try {
    console.info(`Submissions on MariaDB, ${CONNECTIONS} connections, ${DURATION_S} s each\n`);
    // The site runs its migrations at start, so the baseline finds the same tables afterwards. Its mail
    // worker sends the queued mails meanwhile, by SMTP, as it does in production.
    const site = await measure(
      'site',
      () =>
        startSite(
          {
            PORT: '3201',
            DATABASE_URL: databaseUrl,
            TRUST_PROXY: 'loopback',
            SMTP_URL: smtp.url,
            ...SITE_ENV,
          },
          process.env.BENCH_SITE_SCRIPT,
        ),
      'site',
    );
    const raw = await measure(
      'raw (node:http + mysql2)',
      () => startProcess(root('./raw-baseline.mjs'), { PORT: '3202', DATABASE_URL: databaseUrl }),
      'raw',
    );
    const count = async (table) =>
      (await admin.query(`SELECT COUNT(*) AS n FROM \`${DATABASE}\`.${table}`))[0][0].n;

    const pad = (value, width) => String(value).padEnd(width);
    console.info(
      `${pad('', 40)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('CPU ms/req', 12)}${pad('requests', 10)}errors`,
    );
    for (const kind of Object.keys(SUBMISSIONS)) {
      for (const r of [site[kind], raw[kind]]) {
        console.info(
          `${pad(r.name, 40)}${pad(r.requestsPerSecond.toFixed(0), 10)}${pad(r.p50Ms, 9)}${pad(r.p99Ms, 9)}${pad(r.cpuMsPerRequest.toFixed(2), 12)}${pad(r.total, 10)}${r.errors}`,
        );
      }
      const throughput = site[kind].requestsPerSecond / raw[kind].requestsPerSecond;
      const p99 = site[kind].p99Ms / raw[kind].p99Ms;
      console.info(
        `${pad(`  ratio site/raw (${kind})`, 40)}throughput ${throughput.toFixed(2)} (goal ≥ ${GOALS[kind]}${met(throughput >= GOALS[kind])}), p99 latency ${p99.toFixed(2)} (goal ≤ ${GOALS.p99}${met(p99 <= GOALS.p99)})\n`,
      );
    }
    console.info(
      `cold start to first answer: site ${site.startMs.toFixed(0)} ms (goal ≤ ${GOALS.coldStartMs}${met(site.startMs <= GOALS.coldStartMs)}), raw ${raw.startMs.toFixed(0)} ms`,
    );
    console.info(
      `peak resident memory under load: site ${site.peakRssMb.toFixed(0)} MB (goal ≤ ${GOALS.rssMb}${met(site.peakRssMb <= GOALS.rssMb)}), raw ${raw.peakRssMb.toFixed(0)} MB`,
    );
    console.info(
      `rows stored: ${await count('contact_message')} enquiries, ${await count('registration')} registrations, ${await count('outbox_mail')} queued mails; the SMTP server received ${await smtp.received()} of them during the load`,
    );
  } finally {
    await smtp.stop();
    await database.end();
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
