import { type Page, type Route, expect, test } from '@playwright/test';
import { builtIslandProps, reshapeCalendar } from './calendar-answers';
import { addFamilySession } from './database';

/**
 * /family-constellation ships no React: its Programs Details, its family sessions and a claim link's
 * form are islands that wake once the page has loaded. Each test shapes what the API tells the page,
 * so that workshops and sessions other workers add meanwhile cannot change the outcome.
 */
const PAGE = '/family-constellation';

interface Workshop {
  id: string;
  enrollable: boolean;
}

/** The workshops the page was built with (what its island compares), from its HTML. */
async function publishedWorkshops(page: Page): Promise<Workshop[]> {
  const { upcoming, past } = await builtIslandProps<{ upcoming: Workshop[]; past: Workshop[] }>(
    page,
    PAGE,
    'programme-details',
  );
  return [...upcoming, ...past];
}

/**
 * Answers the calendar query with the Family Constellation workshops as the page was built: the
 * published ones only, with every seat free (tests may have taken some). Returns the answers given.
 */
async function calendarAsPublished(page: Page) {
  const published = new Map((await publishedWorkshops(page)).map((workshop) => [workshop.id, workshop]));
  expect(published.size).toBeGreaterThan(0);
  return reshapeCalendar(page, (rows) =>
    rows
      .filter((row) => row.programme !== 'FAMILY_CONSTELLATION' || published.has(row.id))
      .map((row) =>
        published.get(row.id)?.enrollable
          ? { ...row, seatsLeft: row.seats, availability: 'OPEN', enrollable: true }
          : row,
      ),
  );
}

/** Answers the family sessions query as `answer` says; every other request goes its way. */
async function shapeFamilySessions(page: Page, answer: (route: Route) => Promise<void>) {
  await page.route('**/graphql', async (route: Route) =>
    route.request().postData()?.includes('familySessions') ? answer(route) : route.fallback(),
  );
}

test('workshops as published and no session scheduled: the page loads no React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const asked = await calendarAsPublished(page);
  await shapeFamilySessions(page, (route) => route.fulfill({ json: { data: { familySessions: [] } } }));
  await page.goto(PAGE);
  const sessions = page.getByRole('region', { name: 'Book a Family Session' });
  await expect(sessions.getByRole('status')).toContainText('No family sessions are scheduled at the moment.');
  await expect(sessions.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact-us');
  await expect.poll(() => asked.length).toBe(1);
  // Had an island gone on to render with React, its modules would be asked for right after the answers.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-island-root]')).toHaveCount(0);
  expect(scripts.filter((url) => /\.view-|island-root|jsx-runtime|\/index-/.test(url))).toEqual([]);
  // The workshops to come keep their Enroll Now, which opens the form.
  const programmes = page.getByRole('region', { name: 'Programs Details' });
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

test('past workshops unfolded before the live ones arrive stay unfolded when the island renders them', async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // A workshop moved since the build: the island renders the details again with React.
  const answered = await reshapeCalendar(page, (rows) =>
    rows.map((row) =>
      row.programme === 'FAMILY_CONSTELLATION' && row.date > '2026-12-31'
        ? { ...row, date: '2027-06-05' }
        : row,
    ),
  );
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
  await expect(programmes).toContainText('Sat, 5 Jun 2027');
  expect(answered).toHaveLength(1);
  await expect(past).toBeVisible();
});
