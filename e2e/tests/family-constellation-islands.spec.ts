import { type Page, type Route, expect, test } from '@playwright/test';
import { reshapeCalendar } from '../support/calendar-answers';
import { addFamilySession } from '../support/database';

/**
 * /family-constellation ships no React and is rendered from the live calendar: once the page has loaded,
 * islands write the seats taken since into its Programs Details, list its family sessions and wake a
 * claim link's form. Each test shapes what the API tells the page, so that workshops and sessions other
 * workers add meanwhile cannot change the outcome.
 */
const PAGE = '/family-constellation';

/**
 * Answers the calendar query with two seats left in every Family Constellation workshop to come.
 * Returns the answers given.
 */
const twoSeatsLeft = (page: Page) =>
  reshapeCalendar(page, (rows) =>
    rows.map((row) =>
      row.programme === 'FAMILY_CONSTELLATION' && row.enrollable ? { ...row, seatsLeft: 2 } : row,
    ),
  );

/** The Programs Details' live seats are in (the island says so on its element). */
const liveFiguresIn = (page: Page) =>
  expect(page.locator('[data-island="programme-details"]')).toHaveAttribute('data-live-figures', 'live');

/** Answers the family sessions query as `answer` says; every other request goes its way. */
async function shapeFamilySessions(page: Page, answer: (route: Route) => Promise<void>) {
  await page.route('**/graphql', async (route: Route) =>
    route.request().postData()?.includes('familySessions') ? answer(route) : route.fallback(),
  );
}

// The page may still ask for the calendar as a test ends: the answer in flight is dropped, not an error.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test('seats taken since the render are written into the workshops, and no session scheduled: the page loads no React', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const asked = await twoSeatsLeft(page);
  await shapeFamilySessions(page, (route) => route.fulfill({ json: { data: { familySessions: [] } } }));
  await page.goto(PAGE);
  const sessions = page.getByRole('region', { name: 'Book a Family Session' });
  await expect(sessions.getByRole('status')).toContainText('No family sessions are scheduled at the moment.');
  await expect(sessions.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact-us');
  await liveFiguresIn(page);
  expect(asked).toHaveLength(1);
  const programmes = page.getByRole('region', { name: 'Programs Details' });
  await expect(
    programmes.getByRole('table').first().locator('tbody tr').first().locator('[data-programme-group]'),
  ).toHaveText(/^Filling fast · 10 seats · by /);
  // Had an island gone on to render with React, its modules would be asked for right after the answers.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-island-root]')).toHaveCount(0);
  expect(scripts.filter((url) => /\.view-|island-root|jsx-runtime|\/index-/.test(url))).toEqual([]);
  // The workshops to come keep their Enroll Now, which opens the form.
  await programmes
    .getByRole('button', { name: /^Enroll Now/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('Family Constellation Workshop');
});

test('family sessions that cannot be loaded say so, and Try again lists them', async ({ page }) => {
  const session = addFamilySession();
  let failing = true;
  await shapeFamilySessions(page, (route) => (failing ? route.abort() : route.fallback()));
  await page.goto(PAGE);
  const section = page.getByRole('region', { name: 'Book a Family Session' });
  await expect(section.getByRole('status')).toContainText('We could not load the family sessions just now.');
  failing = false;
  await section.getByRole('button', { name: 'Try again' }).click();
  const escaped = session.venue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await section.getByRole('button', { name: new RegExp(`^Book Your Family Session: ${escaped},`) }).click();
  await expect(page.getByRole('dialog', { name: 'Book Your Family Session' })).toBeVisible();
});

test('past workshops unfolded before the live seats arrive stay unfolded', async ({ page }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const answered = await twoSeatsLeft(page);
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('calendarEvents')) await released;
    await route.fallback();
  });
  await page.goto(PAGE);
  const programmes = page.getByRole('region', { name: 'Programs Details' });
  await programmes.getByText(/^Past events \(\d+\)$/).click();
  const past = programmes.getByRole('table', { name: /^Past Family Constellation/ });
  await expect(past).toBeVisible();
  release();
  await liveFiguresIn(page);
  expect(answered).toHaveLength(1);
  await expect(past).toBeVisible();
});
