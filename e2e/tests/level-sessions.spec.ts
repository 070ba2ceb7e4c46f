import { expect, test } from '@playwright/test';
import { addUpcomingEvent, daysFromToday } from '../support/database';
import { openShowing } from '../support/pages';

/**
 * A level page ships no React and is rendered from the live calendar: its next session and Upcoming
 * Workshop table are those of the calendar when the page was rendered, so the page asks the API
 * nothing. Each test adds its own sessions, told apart by a venue no other test uses.
 */
const LEVEL_1 = 'Level 1: Decode Your Mind';

let venues = 0;
const uniqueVenue = () => `Dubai, E2E Studio ${process.pid}-${(venues += 1)}-${Date.now()}`;

test('a session staff add shows in the table, and no session whose day has passed', async ({ page }) => {
  const graphql: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql')) graphql.push(request.url());
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const past = addUpcomingEvent({ date: daysFromToday(-1), location: uniqueVenue() });
  const upcoming = addUpcomingEvent({ date: daysFromToday(26), location: uniqueVenue() });
  await openShowing(page, '/level/1', upcoming.location);
  const table = page.getByRole('table', { name: 'Upcoming Decode workshops' });
  await expect(table.locator('tbody tr').filter({ hasText: upcoming.location })).toHaveCount(1);
  await expect(page.getByText(past.location)).toHaveCount(0);
  // Soonest first, and the summary's next session is the table's first row.
  const firstDate = await table.locator('tbody tr').first().getByRole('cell').nth(1).textContent();
  await expect(page.getByRole('region', { name: 'Level 1' })).toContainText(firstDate ?? 'missing');
  // Nothing to ask and nothing to render again: no calendar query, no React.
  await page.waitForLoadState('networkidle');
  expect(graphql).toEqual([]);
  expect(scripts.filter((url) => /island-root|jsx-runtime|\/index-/.test(url))).toEqual([]);
});

test("the summary's Enroll Now opens the form on the level", async ({ page }) => {
  await page.goto('/level/1');
  await page.getByRole('region', { name: 'Level 1' }).getByRole('button', { name: 'Enroll Now' }).click();
  await expect(page.getByRole('dialog', { name: `Enrol in ${LEVEL_1}` })).toBeVisible();
});
