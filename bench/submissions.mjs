// npm run bench (submissions): throughput and latency of the two writes visitors make, on MariaDB, side
// by side in one run against the peers a good Node team would write, each doing the site's durable work
// (bench/peer-work.mjs): an enquiry (POST /api/contact) against Express 5 + mysql2, an enrolment in a
// calendar event (the GraphQL mutation submitRegistration) against Apollo Server 5 with an SDL schema +
// mysql2, and both against plain node:http + mysql2, the limit. Three rounds, the servers taking turns
// within each. The site runs as a web instance (BACKGROUND_WORK=false); afterwards a worker instance
// (BACKGROUND_WORK=true, no traffic) sends what the load queued to an SMTP sink. Also cold start and
// peak resident memory. Prints figures, ratios and the goals they are held to; asserts nothing.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { freshDatabase } from './mariadb.mjs';
import { root, startProcess, startSite } from './site.mjs';

const DATABASE = 'academy_bench';
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SITE_ENV = JSON.parse(process.env.BENCH_SITE_ENV ?? '{}');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const JWT_SECRET = 'bench-only-secret-bench-only-secret-0123';
// BENCH_SITE_SCRIPT: another build of the server to measure (say, main's, copied aside), for a
// before/after in one session.

/** The goals of issue 29: site/peer throughput at least this, p99 at most 1.2× the peer's. */
const GOALS = { throughput: 0.8, p99: 1.2, coldStartMs: 2000, rssMb: 200 };

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

/** The level of the bench's event, as the enrolment form names it (set once the site has seeded). */
let registrationLevel = '';

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
  levelName: registrationLevel,
  termsandcondition: true,
});

let eventId = '';
const registrationBody = (n) => ({ ...registrationInput(n), eventId });
const registrationMutation = (n) =>
  JSON.stringify({
    query: 'mutation($input: RegistrationInput!) { submitRegistration(input: $input) { id status } }',
    variables: { input: registrationBody(n) },
  });

/** What each kind of submission is on each side that takes it. */
const SUBMISSIONS = {
  enquiry: {
    site: { path: '/api/contact', body: enquiry },
    express: { path: '/api/contact', body: enquiry },
    raw: { path: '/api/contact', body: enquiry },
  },
  registration: {
    site: { path: '/graphql', body: registrationMutation },
    apollo: { path: '/graphql', body: registrationMutation },
    raw: { path: '/raw/registration', body: (n) => JSON.stringify(registrationBody(n)) },
  },
};

/** The peer each kind is held to (the raw handler is the limit, shown beside it). */
const PEER = { enquiry: 'express', registration: 'apollo' };

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

/**
 * Waits until a just-started server has done its start-up work (the site renders its public pages in a
 * worker thread): under 5% of a core for half a second, or 30 s at most. The load then meets the server
 * as visitors meet an instance that has been up a while; cold start is measured on its own.
 */
async function settled(pid) {
  for (let waited = 0; waited < 30_000; waited += 500) {
    const before = cpuMs(pid);
    await sleep(500);
    if (cpuMs(pid) - before < 25) return;
  }
}

/** The number of threads of the process now, from /proc (Linux). */
function threads(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^Threads:\s+(\d+)/m);
  return line ? Number(line[1]) : NaN;
}

/**
 * The site's page renderer is a worker thread, ended after 30 s without a render (PageRenderer): an
 * instance up a while that renders no page holds none. Waits until its thread has gone (60 s at most),
 * so the load meets such an instance; the peak with the renderer working is printed apart.
 */
async function rendererEnded(pid) {
  const before = threads(pid);
  for (let waited = 0; waited < 60_000 && threads(pid) >= before; waited += 500) await sleep(500);
}

/** Starts a server once and measures each kind of submission it takes. */
async function measure(side, start) {
  const { url, stop, child, startMs } = await start();
  let peakRssMb = 0;
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(child.pid))), 200);
  await settled(child.pid);
  if (side === 'site') await rendererEnded(child.pid);
  const startupPeakRssMb = peakRssMb;
  peakRssMb = 0;
  try {
    const results = { startMs, startupPeakRssMb };
    for (const [kind, sides] of Object.entries(SUBMISSIONS)) {
      if (!sides[side]) continue;
      await load(url, sides[side], 4, 2); // warm-up: JIT, connection pools
      const cpuBefore = cpuMs(child.pid);
      const result = await load(url, sides[side], CONNECTIONS, DURATION_S);
      const cpuUsed = cpuMs(child.pid) - cpuBefore;
      results[kind] = {
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
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

/** A worker instance with no traffic sending the queued mails: mails per second and its memory. */
async function measureWorker(databaseUrl, smtp) {
  const before = await smtp.received();
  const worker = await startSite({
    PORT: '3205',
    DATABASE_URL: databaseUrl,
    BACKGROUND_WORK: 'true',
    SMTP_URL: smtp.url,
    ...SITE_ENV,
  });
  let peakRssMb = 0;
  const started = performance.now();
  try {
    for (let i = 0; i < 4 * DURATION_S; i += 1) {
      await sleep(250);
      peakRssMb = Math.max(peakRssMb, rssMb(worker.child.pid));
    }
    const sent = (await smtp.received()) - before;
    return { mailsPerSecond: sent / ((performance.now() - started) / 1000), sent, peakRssMb };
  } finally {
    await worker.stop();
  }
}

async function main() {
  const database = await freshDatabase(DATABASE);
  const { admin, url: databaseUrl } = database;
  const smtp = await startSmtpSink();
  const peerEnv = { DATABASE_URL: databaseUrl, JWT_SECRET };
  const site = () =>
    startSite(
      {
        PORT: '3201',
        DATABASE_URL: databaseUrl,
        TRUST_PROXY: 'loopback',
        BACKGROUND_WORK: 'false',
        SMTP_URL: smtp.url,
        ...SITE_ENV,
      },
      process.env.BENCH_SITE_SCRIPT,
    );
  const SIDES = {
    site,
    express: () => startProcess(root('./express-baseline.mjs'), { ...peerEnv, PORT: '3203' }),
    apollo: () => startProcess(root('./apollo-baseline.mjs'), { ...peerEnv, PORT: '3204' }),
    raw: () =>
      startProcess(root('./raw-baseline.mjs'), { ...peerEnv, PORT: '3202', BENCH_EVENT_ID: eventId }),
  };
  try {
    console.info(
      `Submissions on MariaDB, ${CONNECTIONS} connections, ${DURATION_S} s each, ${ROUNDS} rounds\n`,
    );
    // The site migrates and seeds the database once; every side then enrols in the same event.
    await (await site()).stop();
    await admin.query(`USE \`${DATABASE}\``);
    const [[event]] = await admin.query(
      // A first level, which asks for no earlier one.
      "SELECT id FROM calendar_event WHERE noEnroll = 0 AND date >= CURDATE() ORDER BY level LIKE 'Level 1%' DESC, date LIMIT 1",
    );
    await admin.query('UPDATE calendar_event SET seats = 100000000 WHERE id = ?', [event.id]);
    eventId = event.id;
    const [[level]] = await admin.query('SELECT level FROM calendar_event WHERE id = ?', [eventId]);
    registrationLevel = level.level;

    const rounds = [];
    // BENCH_SIDES=site measures the site alone (to profile it, with BENCH_SITE_NODE_ARGS).
    const only = process.env.BENCH_SIDES?.split(',');
    for (const side of Object.keys(SIDES)) if (only && !only.includes(side)) delete SIDES[side];
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = Object.keys(SIDES);
      // Alternate who goes first, so a machine warming up or cooling down favours nobody.
      if (round % 2 === 1) order.reverse();
      const results = {};
      for (const side of order) results[side] = await measure(side, SIDES[side]);
      rounds.push(results);
    }

    const pad = (value, width) => String(value).padEnd(width);
    const of = (side, kind, figure) =>
      median(rounds.map((round) => round[side]?.[kind]?.[figure]).filter((v) => v !== undefined)) ?? NaN;
    const peakOf = (side) => Math.max(...rounds.map((round) => round[side]?.peakRssMb ?? NaN));
    const names = {
      site: 'this site (web instance)',
      express: 'Express 5 + mysql2',
      apollo: 'Apollo Server 5 (SDL) + mysql2',
      raw: 'raw node:http + mysql2 (limit)',
    };
    // The ratios are those of each round, its sides measured one after another, then their median:
    // the database grows with every side's load and the machine's load changes, so a side's figures
    // drift from round to round; a ratio within a round sees both sides under the same conditions.
    const roundRatio = (round, side, kind, figure) =>
      (round[side]?.[kind]?.[figure] ?? NaN) / (round[PEER[kind]]?.[kind]?.[figure] ?? NaN);
    const ratioOf = (side, kind, figure) =>
      median(rounds.map((round) => roundRatio(round, side, kind, figure)));
    const roundRatios = (side, kind, figure) =>
      rounds.map((round) => roundRatio(round, side, kind, figure).toFixed(2)).join(' / ');
    console.info(
      'Medians of the rounds; the ratios are the median of each round’s (each round’s figures follow each row):\n',
    );
    for (const [kind, sides] of Object.entries(SUBMISSIONS)) {
      const peer = PEER[kind];
      console.info(
        `${pad(kind, 34)}${pad('2xx req/s', 11)}${pad(`×${peer}`, 10)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad(`×${peer}`, 10)}${pad('CPU ms/req', 12)}errors`,
      );
      for (const side of Object.keys(sides)) {
        if (!rounds[0][side]) continue;
        const rps = of(side, kind, 'requestsPerSecond');
        const p99 = of(side, kind, 'p99Ms');
        const perRound = rounds.map((round) => round[side][kind].requestsPerSecond.toFixed(0)).join(' / ');
        const ratios =
          side === peer
            ? ''
            : `; ×${peer}: ${roundRatios(side, kind, 'requestsPerSecond')}, p99 ${roundRatios(side, kind, 'p99Ms')}`;
        console.info(
          `${pad(names[side], 34)}${pad(rps.toFixed(0), 11)}${pad(ratioOf(side, kind, 'requestsPerSecond').toFixed(2), 10)}${pad(of(side, kind, 'p50Ms'), 8)}${pad(p99, 8)}${pad(ratioOf(side, kind, 'p99Ms').toFixed(2), 10)}${pad(of(side, kind, 'cpuMsPerRequest').toFixed(2), 12)}${rounds.reduce((sum, round) => sum + round[side][kind].errors, 0)}   (rounds: ${perRound}${ratios})`,
        );
      }
      const throughput = ratioOf('site', kind, 'requestsPerSecond');
      const p99 = ratioOf('site', kind, 'p99Ms');
      console.info(
        `  goal: site ≥ ${GOALS.throughput}× ${names[peer]}: ${throughput.toFixed(2)}${met(throughput >= GOALS.throughput)}; p99 ≤ ${GOALS.p99}×: ${p99.toFixed(2)}${met(p99 <= GOALS.p99)}\n`,
      );
    }
    const siteStart = median(rounds.map((round) => round.site.startMs));
    const siteRss = peakOf('site');
    const siteStartupRss = Math.max(...rounds.map((round) => round.site.startupPeakRssMb));
    console.info(
      `cold start to first answer: site ${siteStart.toFixed(0)} ms (goal ≤ ${GOALS.coldStartMs}${met(siteStart <= GOALS.coldStartMs)}), raw ${median(rounds.map((round) => round.raw?.startMs ?? NaN)).toFixed(0)} ms`,
    );
    console.info(
      `peak resident memory under load: web instance ${siteRss.toFixed(0)} MB (goal ≤ ${GOALS.rssMb}${met(siteRss <= GOALS.rssMb)}), Express ${peakOf('express').toFixed(0)} MB, Apollo ${peakOf('apollo').toFixed(0)} MB, raw ${peakOf('raw').toFixed(0)} MB`,
    );
    console.info(
      `peak resident memory of the web instance while it renders its pages at start (its renderer's worker running): ${siteStartupRss.toFixed(0)} MB`,
    );
    const count = async (table, where = '1') =>
      (await admin.query(`SELECT COUNT(*) AS n FROM \`${DATABASE}\`.${table} WHERE ${where}`))[0][0].n;
    const worker = await measureWorker(databaseUrl, smtp);
    console.info(
      `worker instance (BACKGROUND_WORK=true, no traffic): ${worker.mailsPerSecond.toFixed(0)} mails/s to the SMTP sink (${worker.sent} in ${DURATION_S} s), peak ${worker.peakRssMb.toFixed(0)} MB`,
    );
    console.info(
      `rows stored: ${await count('contact_message')} enquiries, ${await count('registration')} registrations, ${await count('outbox_mail')} queued mails (${await count('outbox_mail', "status = 'pending'")} still pending)`,
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
