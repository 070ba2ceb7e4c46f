import { type ChildProcess, spawn } from 'node:child_process';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin-session';
import { addUpcomingEvent, daysFromToday, endOffer, waitForMail } from '../support/database';
import { openHydrated, openShowing } from '../support/pages';
import { enrol, privatePageAddress, uniqueEmail } from '../support/registrant';

/**
 * Public pages are rendered by the server from the live catalogue and calendar: what staff change shows
 * on every page, in the form, the mails and Checkout without a restart, nothing dated is offered after
 * its day, and instances agree. Individual training's fee is changed here: no other spec reads it.
 */

/** A signed-in admin's GraphQL call, as the admin's own pages make it. */
async function adminGraphql(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const login = await request.post('/api/admin/login', { data: E2E_ADMIN });
  const { data } = await login.json();
  const reply = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${data.token}` },
    data: { query, variables },
  });
  const body = await reply.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

const SET_FEE = `mutation Fee($feeAmount: Int!) {
  updateProgrammeLevel(programme: INDIVIDUAL, level: "Customized Individual Training", feeAmount: $feeAmount,
    currency: "AED", durationDays: 1) { fee { formatted } }
}`;

const CREATE_EVENT = `mutation Create($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }`;

/** The fee as pages print it: 'AED 1,650'. */
const aed = (amount: number) => `AED ${amount.toLocaleString('en-US')}`;

test.describe('a fee staff change', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows on the page, in the form and its mail, and on Checkout, without a restart', async ({
    page,
    request,
    baseURL,
  }) => {
    const fee = 1500 + 10 * Math.floor(Math.random() * 90 + 10);
    await adminGraphql(request, SET_FEE, { feeAmount: fee });
    try {
      // The page: its question of what a day costs answers with the new fee.
      await openShowing(page, '/individual', `${aed(fee)} for 1 day of one-to-one training`);

      // The form: the next intake costs the level's fee as it is now.
      await page.getByRole('button', { name: 'Enroll Now' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Workshop').selectOption({ label: 'Next available intake' });
      await expect(dialog.getByText(`Fee: ${aed(fee)}`)).toBeVisible();

      // The mail of an enrolment in the next intake quotes it too.
      const email = uniqueEmail('fee.change');
      await enrol(request, {
        email,
        levelName: 'Customized Individual Training',
        city: 'Next available intake | Customized Individual Training | date to be announced',
      });
      const mail = await waitForMail(email, /Your registration for Customized Individual Training/);
      expect(mail.text).toMatch(new RegExp(`Fee\\W+${aed(fee)}`));

      // An event of the level, added by staff, costs it, and Checkout charges it.
      const { createCalendarEvent: event } = await adminGraphql(request, CREATE_EVENT, {
        input: {
          name: `E2E Individual Day ${Date.now()}`,
          programme: 'INDIVIDUAL',
          level: 'Customized Individual Training',
          date: daysFromToday(38),
          time: '9:00 AM - 6:00 PM',
          location: 'Dubai, Business Bay',
          trainer: 'Vikram Rao',
          seats: 4,
        },
      });
      const onEvent = uniqueEmail('fee.checkout');
      await enrol(request, {
        email: onEvent,
        levelName: 'Customized Individual Training',
        eventId: event.id,
      });
      await page.goto(await privatePageAddress(onEvent, baseURL));
      await page.getByRole('button', { name: `Pay ${aed(fee)}.00` }).click();
      await expect(page.getByText(`Amount: AED ${fee}.00`)).toBeVisible();
    } finally {
      await adminGraphql(request, SET_FEE, { feeAmount: 1500 });
    }
  });
});

test('an early-bird offer shows as such until its last day, and the regular fee after it', async ({
  page,
  request,
}) => {
  const name = `E2E Early Bird Day ${Date.now()}`;
  const { createCalendarEvent: event } = await adminGraphql(request, CREATE_EVENT, {
    input: {
      name,
      programme: 'HIDDEN_COLOURS',
      level: 'Hidden Colours Workshop',
      date: daysFromToday(40),
      time: '9:30 AM - 5:30 PM',
      location: 'Dubai, Al Barsha',
      trainer: 'Sofia Marques',
      seats: 6,
      offerName: 'Early bird',
      offerAmount: 1200,
      offerEndsOn: daysFromToday(0),
    },
  });
  const row = (page: Page) =>
    page
      .getByRole('table', { name: /^Event calendar/ })
      .getByRole('row')
      .filter({ hasText: name });
  await openShowing(page, '/practitioner', name);
  await expect(row(page).getByRole('cell').nth(4)).toHaveText(
    /^Early bird until .*: AED 1,200, then AED [\d,]+$/,
  );
  endOffer(event.id);
  await expect(async () => {
    await openHydrated(page, '/practitioner');
    await expect(row(page).getByRole('cell').nth(4)).toHaveText(/^AED [\d,]+$/, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await expect(row(page)).not.toContainText('Early bird');
});

test('a date that has passed is offered nowhere: not in the calendar, the level page or the form', async ({
  page,
}) => {
  const past = addUpcomingEvent({ date: daysFromToday(-1), location: `Dubai, E2E Past ${Date.now()}` });
  const upcoming = addUpcomingEvent({ date: daysFromToday(33), location: `Dubai, E2E Next ${Date.now()}` });
  await openShowing(page, '/practitioner', upcoming.name);
  const calendar = page.getByRole('table', { name: /^Event calendar/ });
  await expect(calendar.getByText(past.name)).toHaveCount(0);
  await page.getByText(/^Past events \(\d+\)$/).click();
  const pastRow = page
    .getByRole('table', { name: /^Past events/ })
    .getByRole('row')
    .filter({ hasText: past.name });
  await expect(pastRow.getByRole('cell').nth(5)).toHaveText('Closed');

  await openShowing(page, '/level/1', upcoming.location);
  await expect(page.getByText(past.location)).toHaveCount(0);
  await page.getByRole('region', { name: 'Level 1' }).getByRole('button', { name: 'Enroll Now' }).click();
  const workshop = page.getByRole('dialog').getByLabel('Workshop');
  await expect(workshop.locator('option').filter({ hasText: upcoming.location })).toHaveCount(1);
  await expect(workshop.locator('option').filter({ hasText: past.location })).toHaveCount(0);
});

test('the calendar does not move when its live seats arrive', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Seats taken since the page was rendered: the island writes the new counts in.
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('calendarEvents')) return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    for (const row of body.data.calendarEvents) if (row.enrollable && row.seatsLeft > 1) row.seatsLeft -= 1;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/practitioner');
  await expect(page.locator('[data-island="calendar-seats"]')).toHaveAttribute('data-live-figures', 'live');
  // Two frames later every shift the writing caused has been recorded.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(
    0.02,
  );
});

/** A second instance of the site on the same database, answering requests only. */
function startSecondInstance(port: number): Promise<ChildProcess> {
  const server = spawn('node', ['../apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-only-secret-e2e-only-secret-0123456',
      BACKGROUND_WORK: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`http://localhost:${port}`)) resolve(server);
    });
    server.once('exit', (code) => reject(new Error(`the second instance exited with ${code}`)));
  });
}

test('two instances show the same page after a change made through one of them', async ({
  page,
  baseURL,
}) => {
  const port = Number(new URL(baseURL ?? '').port) + 100;
  const other = await startSecondInstance(port);
  try {
    const event = addUpcomingEvent({ date: daysFromToday(45) });
    await openShowing(page, '/practitioner', event.name);
    const seenHere = await calendarNames(page);
    // The change came through the first instance; the second renders it from the shared database.
    await expect(async () => {
      await openHydrated(page, `http://127.0.0.1:${port}/practitioner`);
      expect(await calendarNames(page)).toContain(event.name);
    }).toPass({ timeout: 20_000 });
    expect(await calendarNames(page)).toEqual(expect.arrayContaining(seenHere));
  } finally {
    other.kill('SIGTERM');
  }
});

/** The names of the events the calendar lists, in its order (a row header names the event first). */
async function calendarNames(page: Page) {
  const headers = await page
    .getByRole('table', { name: /^Event calendar/ })
    .getByRole('rowheader')
    .allInnerTexts();
  return headers.map((header) => header.split('\n')[0].replace(/·$/, '').trim());
}

interface Level {
  programme: string;
  level: string;
  fee: { formatted: string };
}

async function programmeLevels(request: APIRequestContext): Promise<Level[]> {
  const reply = await request.post('/graphql', {
    data: { query: '{ programmeLevels { programme level fee { formatted } } }' },
  });
  return (await reply.json()).data.programmeLevels;
}

/** The fees a programme's levels have, in teaching order. */
const feesOf = (levels: Level[], programme: string) =>
  levels.filter((level) => level.programme === programme).map((level) => level.fee.formatted);

/** The lowest and the highest of some fees, as a span quotes them. */
const span = (fees: string[]) => {
  const amounts = fees.map((fee) => Number(fee.replace(/\D/g, ''))).sort((a, b) => a - b);
  return [amounts[0], amounts[amounts.length - 1]].map(aed);
};

/** Every public page that quotes a fee, and the catalogue's fees it must quote, and no other. */
const QUOTED_FEES: Array<[path: string, figures: (levels: Level[]) => string[]]> = [
  ['/decode', () => []],
  ...[1, 2, 3, 4].map((n): [string, (levels: Level[]) => string[]] => [
    `/level/${n}`,
    (levels) => [feesOf(levels, 'DECODE')[n - 1]],
  ]),
  ['/ich', (levels) => feesOf(levels, 'AWAKEN')],
  ...[1, 2, 3, 4, 5, 6].map((n): [string, (levels: Level[]) => string[]] => [
    `/ich/levels?level=${n}`,
    (levels) => [feesOf(levels, 'AWAKEN')[n - 1]],
  ]),
  ['/tasso', (levels) => feesOf(levels, 'TASSO')],
  ['/Hidden-Colours', (levels) => feesOf(levels, 'HIDDEN_COLOURS')],
  ['/individual', (levels) => feesOf(levels, 'INDIVIDUAL')],
  [
    '/hhme',
    (levels) => [
      ...span(feesOf(levels, 'AWAKEN')),
      ...span(feesOf(levels, 'TASSO')),
      ...feesOf(levels, 'HIDDEN_COLOURS'),
      ...feesOf(levels, 'FAMILY_CONSTELLATION'),
    ],
  ],
];

test('every page quotes the fee of each level the catalogue holds, and no other figure', async ({
  request,
}) => {
  for (const [path, figures] of QUOTED_FEES) {
    // Another spec may change a fee meanwhile: the page and the catalogue are read again until they agree.
    await expect(async () => {
      const expected = new Set(figures(await programmeLevels(request)));
      const html = await (await request.get(path)).text();
      const quoted = new Set(html.match(/AED \d{1,3}(?:,\d{3})*/g) ?? []);
      expect([...quoted].sort(), path).toEqual([...expected].sort());
    }).toPass({ timeout: 20_000 });
  }
});

test("a level's form says the fee its page says: in its header and for the next intake", async ({
  page,
  request,
}) => {
  await openHydrated(page, '/level/2');
  const price = await page
    .getByRole('region', { name: 'Level 2' })
    .getByText(/^AED [\d,]+$/)
    .textContent();
  expect(feesOf(await programmeLevels(request), 'DECODE')[1]).toBe(price);
  await page.getByRole('region', { name: 'Level 2' }).getByRole('button', { name: 'Enroll Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${price} · Next session`);
  await dialog.getByLabel('Workshop').selectOption({ label: 'Next available intake' });
  await expect(dialog.getByText(`Fee: ${price}`)).toBeVisible();
});
