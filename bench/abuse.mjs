// npm run bench (abuse): the abusive GraphQL requests of issue 12 (findings 1-3, and 5's aliased writes),
// sent one at a time to the built server in production mode on SQLite, with a legitimate admin page and
// the introspection query as references. For each: the reply's status and size, its time, and the event
// loop's longest delay in the server meanwhile (monitorEventLoopDelay, loaded into the server by
// bench/event-loop-probe.cjs for the bench only). With BENCH_BASELINE_DIR set to another checkout whose
// server is built (apps/server/dist), the same requests run against it too, side by side, with ratios.
// Prints figures; asserts nothing about time.
import { join } from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import { root, startSite } from './site.mjs';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 3);
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR;
const ADMIN = { email: 'bench-admin@example.com', password: 'bench admin password, long enough' };
const PROBE = root('./event-loop-probe.cjs');

// Written tight, as an attacker would (short names, no spaces), to fit the most in the 100 KB body limit.
const aliases = (count, field) =>
  Array.from({ length: count }, (_, i) => `a${i.toString(36)}:${field}`).join(field.endsWith('}') ? '' : ' ');
const doubling = (levels, leaf) =>
  Array.from({ length: levels }, (_, i) =>
    i < levels - 1
      ? `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`
      : `fragment F${i} on Query { ${leaf} }`,
  ).join('\n');
const enquiry = (i) => ({
  firstName: 'Layla',
  lastName: 'Hassan',
  email: `victim${i}@example.ae`,
  phoneNumber: '+971 50 123 4567',
  country: 'UK',
  zipCode: 'SW1A 1AA',
  message: 'When does the next Decode level 1 start?',
  acceptPrivacyPolicy: true,
});

/** What is sent: each request once per repeat, in this order. `admin` ones carry the admin's token. */
const REQUESTS = [
  { name: 'reference: health', query: '{ health { status database } }' },
  {
    name: 'reference: introspection (GraphiQL)',
    query: getIntrospectionQuery({ inputValueDeprecation: true }),
  },
  {
    name: 'reference: admin page of 100 rows',
    admin: true,
    query:
      '{ registrations(limit: 100) { total items { id createdAt status programme firstName lastName email mobileNo city levelName event { id name date } } } }',
  },
  { name: 'F1: 20 doubling fragment levels', query: `${doubling(20, 'calendarEvents { id }')}\n{ ...F0 }` },
  {
    name: 'F2: 4,000 lists padded by fragments',
    query: `{ ${aliases(4000, 'calendarEvents{id}')} ...F0 }\n${doubling(14, '__typename')}`,
  },
  {
    name: 'F3: 1,400 aliased __schema',
    query: `{ ${aliases(1400, '__schema { types { name fields { name type { name } } } }')} }`,
  },
  { name: 'F3: 4,300 aliased calendarEvents', query: `{ ${aliases(4300, 'calendarEvents{id}')} }` },
  {
    // Validation compares every two fields under one name: 100 errors (33 KB) before the alias limit.
    name: 'V1: one alias repeated over 2 KB',
    query: `{ ${Array.from({ length: 120 }, (_, i) => (i % 2 ? 'a: __typename' : 'a: health { status }')).join(' ')} }`,
  },
  {
    name: 'F5: 50 aliased enquiry submissions',
    // The mutation was renamed (submitContactEnquiry → submitEnquiry): each build gets its own name.
    query: ({ enquiryField }) =>
      `mutation { ${Array.from({ length: 50 }, (_, i) => `a${i}: ${enquiryField}(input: ${graphqlValue(enquiry(i))}) { id }`).join(' ')} }`,
  },
  {
    name: 'rows: 10 admin pages of 100 ids',
    admin: true,
    // Ten orders of the same 100 rows, so that each page is full.
    query: `{ ${['CITY', 'CREATED_AT', 'EMAIL', 'LEVEL_NAME', 'NAME']
      .flatMap((by) => ['ASC', 'DESC'].map((direction) => [by, direction]))
      .map(
        ([by, direction]) =>
          `${by}_${direction}: registrations(limit: 100, sortBy: ${by}, sortDirection: ${direction}) { items { id } }`,
      )
      .join(' ')} }`,
  },
  {
    name: 'within limits: 2 admin pages of 100',
    admin: true,
    query: `{ a: registrations(limit: 100, page: 1) { items { id email } } b: registrations(limit: 100, page: 2) { items { id email } } }`,
  },
  {
    name: 'within limits: 2 calendar lists',
    query: '{ a: calendarEvents { id name date } b: calendarEvents(upcoming: true) { id name date } }',
  },
  {
    name: 'within limits: 21 introspection lists',
    query: `{ __schema { ${aliases(21, 'types { fields { args { type { name } } } }')} } }`,
  },
];

function graphqlValue(object) {
  return `{ ${Object.entries(object)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(', ')} }`;
}

/** Asks the probe in the server process for something and waits for its answer. */
function probe(child, message) {
  return new Promise((resolve) => {
    const onMessage = (answer) => {
      if (answer?.eventLoop === undefined) return;
      child.off('message', onMessage);
      resolve(answer.eventLoop);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}

async function send(site, body, token) {
  await probe(site.child, 'event-loop:reset');
  const started = performance.now();
  const res = await fetch(`${site.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const reply = Buffer.from(await res.arrayBuffer());
  const ms = performance.now() - started;
  const loop = await probe(site.child, 'event-loop:read');
  let outcome;
  try {
    const json = JSON.parse(reply.toString('utf8'));
    outcome = json.errors ? (json.errors[0].extensions?.code ?? 'error') : 'data';
  } catch {
    outcome = 'not JSON';
  }
  return { status: res.status, bytes: reply.length, ms, loopMaxMs: loop.maxMs, outcome };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Starts one build of the server, fills it a little, and sends every request REPEAT times. */
async function measure(label, script, port) {
  const site = await startSite(
    {
      PORT: String(port),
      NODE_OPTIONS: `--require ${PROBE}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    script,
  );
  try {
    const login = await fetch(`${site.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    }).then((res) => res.json());
    const token = login.token ?? login.data?.token;
    const mutations = await fetch(`${site.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __type(name: "Mutation") { fields { name } } }' }),
    }).then((res) => res.json());
    const names = mutations.data.__type.fields.map((field) => field.name);
    const enquiryField = names.includes('submitEnquiry') ? 'submitEnquiry' : 'submitContactEnquiry';
    let enrolled = 0;
    for (let i = 0; i < 300; i += 1) {
      const res = await fetch(`${site.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation($input: RegistrationInput!) { submitRegistration(input: $input) { id } }',
          variables: {
            input: {
              firstName: 'Layla',
              lastName: `Bench${i}`,
              email: `bench${i}@example.ae`,
              mobileNo: '0501234567',
              city: 'Next available intake | Awaken the Limitless Human | date to be announced',
              dob: '1990-04-12',
              occupation: 'Teacher',
              levelName: 'Level 1: Foundations of Consciousness',
              termsandcondition: true,
            },
          },
        }),
      }).then((r) => r.json());
      if (!res.errors) enrolled += 1;
    }
    const results = [];
    for (const request of REQUESTS) {
      const query = typeof request.query === 'function' ? request.query({ enquiryField }) : request.query;
      const body = JSON.stringify({ query });
      const runs = [];
      for (let run = 0; run < REPEAT; run += 1)
        runs.push(await send(site, body, request.admin ? token : undefined));
      const last = runs.at(-1);
      results.push({
        name: request.name,
        sent: body.length,
        status: last.status,
        outcome: last.outcome,
        bytes: last.bytes,
        ms: median(runs.map((r) => r.ms)),
        loopMaxMs: median(runs.map((r) => r.loopMaxMs)),
      });
    }
    return { label, enrolled, results };
  } finally {
    await site.stop();
  }
}

const pad = (value, width) => String(value).padEnd(width);
const fixed = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

function print(run) {
  console.info(`\n${run.label} (${run.enrolled} registrations seeded; median of ${REPEAT})`);
  console.info(
    `${pad('request', 40)}${pad('sent B', 9)}${pad('status', 8)}${pad('outcome', 20)}${pad('reply B', 11)}${pad('ms', 9)}loop max ms`,
  );
  for (const r of run.results) {
    console.info(
      `${pad(r.name, 40)}${pad(r.sent, 9)}${pad(r.status, 8)}${pad(r.outcome, 20)}${pad(r.bytes, 11)}${pad(fixed(r.ms), 9)}${fixed(r.loopMaxMs)}`,
    );
  }
}

async function main() {
  console.info('Abusive GraphQL requests, production build on SQLite, one at a time');
  const after = await measure('this build', undefined, 3230);
  const runs = [after];
  if (BASELINE_DIR) {
    runs.unshift(
      await measure(`baseline ${BASELINE_DIR}`, join(BASELINE_DIR, 'apps/server/dist/main.js'), 3231),
    );
  }
  runs.forEach(print);
  if (runs.length === 2) {
    const [before] = runs;
    console.info('\nratio this build / baseline (event-loop max delay, reply size)');
    after.results.forEach((r, i) => {
      const b = before.results[i];
      console.info(
        `${pad(r.name, 40)}loop ${(r.loopMaxMs / b.loopMaxMs).toFixed(3)}, reply ${(r.bytes / b.bytes).toFixed(4)}`,
      );
    });
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
