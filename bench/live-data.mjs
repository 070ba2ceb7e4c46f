// The data a real site has, for the benches that measure its pages: events staff created after the build
// (npm run seed:demo's), a fee staff changed, and a full event. Without them the pages would be measured
// as the build wrote them, which no visitor of a running site sees.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from './site.mjs';

export const BENCH_ADMIN = { email: 'bench.admin@example.com', password: 'bench admin password 0123' };

/** The site's environment for an admin account the benches sign in with. */
export const ADMIN_ENV = { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };

async function adminGraphql(url, query, variables) {
  const login = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { data } = await login.json();
  const reply = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await reply.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const SET_FEE = `mutation Fee($feeAmount: Int!) {
  updateProgrammeLevel(programme: DECODE, level: "Level 1", feeAmount: $feeAmount, currency: "AED", durationDays: 1) {
    fee { formatted }
  }
}`;

/** Changes Decode level 1's fee (as staff do on "Programmes and fees") and answers the fee as pages print it. */
export async function changeFee(site, feeAmount) {
  return (await adminGraphql(site.url, SET_FEE, { feeAmount })).updateProgrammeLevel.fee.formatted;
}

/** Waits until `path` shows `text`: the site renders its pages again within a second or two of a change. */
export async function untilShown(site, path, text) {
  for (let tries = 0; tries < 200; tries += 1) {
    if ((await (await fetch(`${site.url}${path}`)).text()).includes(text)) return;
    await sleep(100);
  }
  throw new Error(`${path} never showed ${text}`);
}

/**
 * Gives the running site what a real one has: seed:demo's events (six created after the build, in the
 * next weeks), Decode level 1 at a new fee, and its first sample event full. Answers what it did.
 */
export async function withLiveData(site) {
  await promisify(execFile)('node', [root('../apps/server/dist/scripts/seed-demo.js')], {
    env: { ...process.env, ...site.env },
  });
  const fee = await changeFee(site, 1565);
  for (let seat = 0; seat < 10; seat += 1) {
    const reply = await fetch(`${site.url}/api/awakenLimitlessHuman`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: `Seat${seat}`,
        email: `bench.seat.${seat}@example.com`,
        mobileNo: '0501234567',
        dob: '1990-04-12',
        occupation: 'Teacher',
        levelName: 'Level 1: Decode Your Mind',
        city: 'Next available intake | Decode | date to be announced',
        eventId: 'sample-decode-1',
        termsandcondition: true,
      }),
    });
    if (reply.status !== 201)
      throw new Error(`a seat of the sample event: ${reply.status} ${await reply.text()}`);
  }
  await untilShown(site, '/level/1', fee);
  await untilShown(site, '/practitioner', 'Sample event');
  return { fee, staffEvents: 6, fullEvent: 'sample-decode-1' };
}

const TODAY_IN_DUBAI = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

/**
 * A certificate as a real site has one: staff's one-day event today, a registration, completed by staff
 * and issued (from the event's last day on). Answers its number, for the verification page's bench.
 */
export async function issuedCertificate(site) {
  const { createCalendarEvent: event } = await adminGraphql(
    site.url,
    `mutation Event($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }`,
    {
      input: {
        date: TODAY_IN_DUBAI(),
        time: '10:00 AM - 5:00 PM',
        name: 'Decode Level 1 (bench certificate)',
        programme: 'DECODE',
        level: 'Level 1: Decode Your Mind',
        location: 'Dubai',
        trainer: 'Vikram Rao',
        seats: 12,
      },
    },
  );
  const enrol = await fetch(`${site.url}/api/awakenLimitlessHuman`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Layla',
      lastName: 'Hassan',
      email: 'bench.certificate@example.com',
      mobileNo: '0501234567',
      dob: '1990-04-12',
      occupation: 'Teacher',
      levelName: 'Level 1: Decode Your Mind',
      city: 'Next available intake | Decode | date to be announced',
      eventId: event.id,
      termsandcondition: true,
    }),
  });
  if (enrol.status !== 201)
    throw new Error(`the certificate's registration: ${enrol.status} ${await enrol.text()}`);
  const registrationId = (await enrol.json()).data.id;
  await adminGraphql(
    site.url,
    `mutation Done($id: ID!) { markRegistrationCompleted(registrationId: $id, reason: "Attended (bench)") { id } }`,
    { id: registrationId },
  );
  const { issueCertificate } = await adminGraphql(
    site.url,
    `mutation Issue($id: ID!) { issueCertificate(registrationId: $id) { number } }`,
    { id: registrationId },
  );
  return issueCertificate.number;
}

/** The site's render times so far, by page: count and total seconds (its /metrics, METRICS_ALLOW). */
export async function renderTimes(site) {
  const text = await (await fetch(`${site.url}/metrics`)).text();
  const times = new Map();
  for (const [, kind, page, value] of text.matchAll(
    /^public_page_render_seconds_(sum|count)\{page="([^"]*)"\} (\S+)$/gm,
  )) {
    const entry = times.get(page) ?? { count: 0, sum: 0 };
    entry[kind] = Number(value);
    times.set(page, entry);
  }
  return times;
}
