import { type Page, expect, test } from '@playwright/test';
import { type CalendarRow, builtIslandProps, reshapeCalendar } from './calendar-answers';

/**
 * A level page ships no React: its next session and Upcoming Workshop table are an island that wakes
 * once the page has loaded, asks the API for the calendar, and renders again only what changed since
 * the build. Each test shapes the calendar the page sees, so that rows other workers add meanwhile
 * cannot change the outcome.
 */
const LEVEL_1 = 'Level 1: Decode Your Mind';

/**
 * Answers the page's calendar query with the live rows, Decode's passed through `change` (rows other
 * tests add may name level 1 in other words, so all of Decode's are shaped). Returns the answers given.
 */
const shapeCalendar = (page: Page, change: (rows: CalendarRow[]) => CalendarRow[]) =>
  reshapeCalendar(page, (rows) => [
    ...rows.filter((row) => row.programme !== 'DECODE'),
    ...change(rows.filter((row) => row.programme === 'DECODE')),
  ]);

/** The ids of the level's sessions the page was built with (what the island compares), from its HTML. */
async function publishedIds(page: Page, address: string): Promise<string[]> {
  const { published } = await builtIslandProps<{ published: { id: string }[] }>(
    page,
    address,
    'level-sessions',
  );
  return published.map((session) => session.id);
}

test('sessions as published: the island asks once and loads no React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const ids = await publishedIds(page, '/level/1');
  expect(ids.length).toBeGreaterThan(0);
  const asked = await shapeCalendar(page, (rows) => rows.filter((row) => ids.includes(row.id)));
  await page.goto('/level/1');
  await expect.poll(() => asked.length).toBe(1);
  // Had the island gone on to render with React, its modules would be asked for right after the answer.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-island-root]')).toHaveCount(0);
  expect(scripts.filter((url) => /level-sessions\.view|island-root|jsx-runtime/.test(url))).toEqual([]);
  expect(asked).toHaveLength(1);
});

test('sessions changed since the build: the summary and the table show the live ones', async ({ page }) => {
  await shapeCalendar(page, (rows) => rows.map((row) => ({ ...row, date: '2027-03-15', endDate: null })));
  await page.goto('/level/1');
  const summary = page.getByRole('region', { name: 'Level 1' });
  await expect(summary).toContainText('Mon, 15 Mar 2027');
  const table = page.getByRole('table', { name: 'Upcoming Decode workshops' });
  await expect(table.locator('tbody tr').first()).toContainText('Mon, 15 Mar 2027');
  await expect(table.locator('tbody tr').filter({ hasNotText: 'Mon, 15 Mar 2027' })).toHaveCount(0);

  await summary.getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByRole('dialog', { name: `Enrol in ${LEVEL_1}` })).toBeVisible();
});

test('an Enroll Now pressed the moment the live summary replaces the built one opens the form', async ({
  page,
}) => {
  // The instant the island takes the summary over, a click lands on its Enroll Now: it must be React's
  // button by then, not the built one that nothing listens to any more.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const { target } of records) {
        if (
          target instanceof HTMLElement &&
          target.matches('[data-island-root][data-island="level-sessions"]')
        ) {
          target.querySelector('button')?.click();
        }
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-island-root'] });
  });
  await shapeCalendar(page, (rows) => rows.map((row) => ({ ...row, date: '2027-03-15', endDate: null })));
  await page.goto('/level/1');
  await expect(page.getByRole('region', { name: 'Level 1' })).toContainText('Mon, 15 Mar 2027');
  await expect(page.getByRole('dialog', { name: `Enrol in ${LEVEL_1}` })).toBeVisible();
});

test('the calendar failing leaves the sessions the page was built with', async ({ page }) => {
  const built = await (await page.request.get('/level/1')).text();
  const next = /Next Session[\s\S]*?<dd[^>]*>([^<]+)<\/dd>/.exec(built)?.[1];
  expect(next).toBeTruthy();
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('calendarEvents') ? route.abort() : route.continue(),
  );
  const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/graphql'));
  await page.goto('/level/1');
  await failed;
  await expect(page.getByRole('region', { name: 'Level 1' })).toContainText(next!);
  await expect(page.locator('[data-island-root]')).toHaveCount(0);
});
