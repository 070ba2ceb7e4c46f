import { type Page, expect, test } from '@playwright/test';
import { reshapeCalendar } from '../support/calendar-answers';

/**
 * /practitioner ships no React and is rendered from the live calendar: once the page has loaded, an
 * island asks for the seats taken since and writes them in place; the calendar is hydrated only when the
 * visitor turns to it (a filter). Each test shapes the calendar the page sees, so that events other
 * workers add or fill meanwhile cannot change the outcome.
 */
const PAGE = '/practitioner';

/** The calendar's live seats are in (the island says so on its element). */
const liveFiguresIn = (page: Page) =>
  expect(page.locator('[data-island="calendar-seats"]')).toHaveAttribute('data-live-figures', 'live');

/**
 * Answers the calendar query with the events the page was rendered with (those it names), each upcoming
 * one with two seats taken. Returns the answers given.
 */
async function seatsTakenSinceRender(page: Page) {
  const html = await (await page.request.get(PAGE)).text();
  const built = html.replaceAll('&amp;', '&').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
  const upcoming = new Set([...built.matchAll(/data-seats-left="([^"]+)"/g)].map((match) => match[1]));
  expect(upcoming.size).toBeGreaterThan(0);
  return reshapeCalendar(page, (rows) =>
    rows
      .filter((row) => built.includes(row.name) && (upcoming.has(row.id) || !row.enrollable))
      .map((row) =>
        upcoming.has(row.id)
          ? { ...row, seatsLeft: row.seats - 2, availability: 'OPEN', enrollable: true }
          : row,
      ),
  );
}

// The page may still ask for the calendar as a test ends: the answer in flight is dropped, not an error.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test('seats taken since the page was rendered are written in place without React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const asked = await seatsTakenSinceRender(page);
  await page.goto(PAGE);
  const table = page.getByRole('table', { name: /^Event calendar/ });
  await liveFiguresIn(page);
  // Every event to come had two seats taken since the render: 8 of its 10 left.
  await expect(table.locator('tbody tr').first().locator('[data-seats-left]')).toHaveText('8 seats left');
  expect(asked).toHaveLength(1);
  // Had the calendar been hydrated, its modules would be asked for right after the answer.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-island-root]')).toHaveCount(0);
  expect(scripts.filter((url) => /island-event-calendar|island-root|jsx-runtime|\/index-/.test(url))).toEqual(
    [],
  );
  // An Enroll Now among the rows is an island of its own: it opens the form and leaves the calendar asleep.
  await table
    .getByRole('button', { name: /^Enroll Now/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('[data-island="event-calendar"][data-island-root]')).toHaveCount(0);
});

test('a filter chosen before the calendar’s script arrives applies once it does, over the seats written in', async ({
  page,
}) => {
  const asked = await seatsTakenSinceRender(page);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/island-event-calendar-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(PAGE);
  const table = page.getByRole('table', { name: /^Event calendar/ });
  await liveFiguresIn(page);
  await expect(table.locator('tbody tr').first().locator('[data-seats-left]')).toHaveText('8 seats left');
  expect(asked).toHaveLength(1);
  await expect(
    table
      .locator('tbody tr')
      .filter({ hasNotText: /Decode/ })
      .first(),
  ).toBeVisible();
  await page.getByLabel('Programme', { exact: true }).selectOption({ label: 'Decode' });
  release();
  await expect(page.locator('[data-island="event-calendar"]')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByLabel('Programme', { exact: true })).toHaveValue('DECODE');
  await expect(table.locator('tbody tr').filter({ hasNotText: /Decode/ })).toHaveCount(0);
  // The calendar was hydrated over the seats the island had written in, and keeps them.
  await expect(table.locator('tbody tr').first().locator('[data-seats-left]')).toHaveText('8 seats left');
});
