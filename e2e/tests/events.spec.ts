import { type Page, expect, test } from '@playwright/test';

/** The event calendar (/practitioner), the Family Constellation page and the HHME 2025 page. */

const CALENDAR_COLUMNS = [
  'Event',
  'Date',
  'Location',
  'Conducted By',
  'Total Participants',
  'Program Fees',
  'Action',
];
const FIRST_EVENT = 'Decode Your Mind: One-Day Intensive';
const OPEN_ENTRY_EVENTS = [
  'Introduction to Conscious Living: Free Online Talk',
  'HHME 2025 Holistic Health Expo',
  'Free Q&A Evening: Choosing Your Training Path',
];

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

/** Resolves with the calendar query's JSON once the page has received it. */
function calendarReply(page: Page) {
  return page
    .waitForResponse(
      (r) => r.url().endsWith('/graphql') && r.request().postData()?.includes('calendarEvents') === true,
    )
    .then((r) => r.json());
}

const calendarRow = (page: Page, event: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${escape(event)}`) }) });

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('event calendar', () => {
  test('is prerendered with all 20 events before any script runs', async ({ request }) => {
    const html = await (await request.get('/practitioner')).text();
    expect(html.match(/<tr/g)?.length).toBe(21);
    expect(html).toContain(FIRST_EVENT);
    expect(html).toContain('AED 375');
  });

  test('lists 20 events under the seven column headers, with live seats from the API', async ({ page }) => {
    const reply = calendarReply(page);
    await open(page, '/practitioner');
    const { data } = await reply;
    expect(data.calendarEvents).toHaveLength(20);

    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(CALENDAR_COLUMNS);
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await expect(page.getByRole('status')).toHaveText('Seats left are up to date.');

    const first = calendarRow(page, FIRST_EVENT);
    const cells = first.getByRole('cell');
    await expect(cells.nth(3)).toHaveText(/^10\s*10 seats left$/);
    await expect(cells.nth(4)).toHaveText('AED 375');
    await expect(first.getByRole('button', { name: /^Enroll Now/ })).toBeVisible();
  });

  test('shows what the API says about seats, replacing the published numbers', async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const events: Array<Record<string, unknown>> = body.data.calendarEvents;
      Object.assign(events[0], { seatsLeft: 3 });
      const workshop = events.find((event) => event.name === 'Family Constellation Workshop');
      Object.assign(workshop ?? {}, { seatsLeft: 0, enrollable: false });
      await route.fulfill({ response, json: body });
    });
    await open(page, '/practitioner');

    await expect(calendarRow(page, FIRST_EVENT).getByRole('cell').nth(3)).toHaveText(/^10\s*3 seats left$/);
    const full = calendarRow(page, 'Family Constellation Workshop').first();
    await expect(full.getByRole('cell').nth(3)).toContainText('Fully booked');
    await expect(full.getByRole('button', { name: /Enroll Now/ })).toHaveCount(0);
  });

  test('keeps the published rows and says so when the API cannot be reached', async ({ page }) => {
    await page.route('**/graphql', (route) => route.abort());
    await open(page, '/practitioner');
    await expect(page.getByRole('status')).toContainText('We could not check the seats left just now');
    await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(20);
    await expect(calendarRow(page, FIRST_EVENT).getByRole('button', { name: /^Enroll Now/ })).toBeVisible();
  });

  test('shows no fee and no Enroll Now for open-entry events', async ({ page }) => {
    await open(page, '/practitioner');
    await expect(page.getByRole('status')).toHaveText('Seats left are up to date.');
    for (const event of OPEN_ENTRY_EVENTS) {
      const row = calendarRow(page, event);
      await expect(row.getByRole('cell').nth(4)).toHaveText(/^—\s*No fee$/);
      await expect(row).not.toContainText('AED');
      await expect(row.getByRole('button')).toHaveCount(0);
      await expect(row.getByRole('cell').nth(5)).toHaveText('Open entry');
    }
    await expect(page.getByRole('button', { name: /^Enroll Now/ })).toHaveCount(17);
  });

  test('Enroll Now opens the enrolment dialog for that event', async ({ page }) => {
    await open(page, '/practitioner');
    await calendarRow(page, FIRST_EVENT)
      .getByRole('button', { name: /^Enroll Now/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Enrol in ${FIRST_EVENT}` })).toBeVisible();
    await expect(dialog).toContainText('Sat, 9 Aug 2025');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("an event's name leads to its programme page", async ({ page }) => {
    await open(page, '/practitioner');
    await page.getByRole('link', { name: FIRST_EVENT }).click();
    await expect(page).toHaveURL(/\/decode$/);
    await open(page, '/practitioner');
    await page.getByRole('link', { name: 'HHME 2025 Holistic Health Expo' }).click();
    await expect(page).toHaveURL(/\/hhme$/);
  });
});

test.describe('Family Constellation', () => {
  test('shows the about blurb and the seven workshops of the Programs Details table', async ({ page }) => {
    await open(page, '/family-constellation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Family Constellation');
    await expect(page.getByRole('heading', { name: 'About Family Constellation' })).toBeVisible();

    const programs = page.getByRole('region', { name: 'Programs Details' });
    const table = programs.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Event', 'Location', 'Enroll Now']);
    await expect(table.locator('tbody tr')).toHaveCount(7);
    await expect(table.locator('tbody tr').first()).toContainText('Sat, 23 Aug 2025');
    await expect(table.locator('tbody tr').last()).toContainText('Sat, 13 Dec 2025');
    await expect(table.getByRole('button', { name: /^Enroll Now/ })).toHaveCount(7);

    await table
      .getByRole('button', { name: /^Enroll Now/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toContainText('Abu Dhabi, Al Reem Island');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the hero video opens full screen and closes with Escape', async ({ page }) => {
    await open(page, '/family-constellation');
    const play = page.getByRole('button', { name: 'Play the Family Constellation introduction video' });
    await play.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('video')).toHaveCount(1);
    // Full screen: the player spans (nearly) the whole width of the window.
    const width = page.viewportSize()?.width ?? 0;
    await expect
      .poll(async () => (await dialog.locator('video').boundingBox())?.width ?? 0)
      .toBeGreaterThan(width * 0.85);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
  });
});

test.describe('HHME 2025', () => {
  test('shows the partner event, its date and venue', async ({ page }) => {
    await open(page, '/hhme');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HHME 2025');
    const main = page.getByRole('main');
    await expect(main).toContainText('Headline Partner');
    await expect(main).toContainText('October 9, 2025');
    await expect(main).toContainText('Grand Mercure Dubai');
  });

  test('lists the four signature programs with their durations and fees', async ({ page }) => {
    await open(page, '/hhme');
    const programs = page.getByRole('region', { name: 'Our Signature Programs' });
    const cards = programs.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const expected = [
      ['Level 1-6 Trainings', '5 days', 'AED 3,500'],
      ['TASSO Regression Therapy', '3 days', 'AED 2,500'],
      ['Inner Child Healing', '2 days', 'AED 1,800'],
      ['Systemic Constellations', '2 days', 'AED 1,800'],
    ];
    for (const [index, [name, duration, fee]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(name);
      await expect(card).toContainText(duration);
      await expect(card).toContainText(fee);
    }
  });

  test('Explore Participation leads to the programs; Discover Our Programs to the calendar', async ({
    page,
  }) => {
    await open(page, '/hhme');
    await page.getByRole('link', { name: 'Explore Participation' }).click();
    await expect(page).toHaveURL(/\/hhme#hhme-programmes$/);
    await expect(page.getByRole('heading', { name: 'Our Signature Programs' })).toBeInViewport();

    await page.getByRole('link', { name: 'Discover Our Programs' }).click();
    await expect(page).toHaveURL(/\/practitioner$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Calendar');
  });

  test('has the team, accreditations, a real PDF and Where to Meet Us with Register Interest', async ({
    page,
    request,
  }) => {
    await open(page, '/hhme');
    const team = page.getByRole('region', { name: 'The Visionaries Behind Our Stand' });
    await expect(team.getByRole('heading', { level: 3 })).toHaveCount(3);

    const accreditations = page.getByRole('region', { name: 'Accreditations' });
    await expect(accreditations.getByRole('img')).toHaveCount(4);

    const pdf = page.getByRole('link', { name: /^Download PDF/ });
    const href = await pdf.getAttribute('href');
    const file = await request.get(href ?? '');
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const meet = page.getByRole('region', { name: 'Where to Meet Us' });
    await expect(meet).toContainText('Oct 9 2025');
    await expect(meet).toContainText('9:00 AM - 6:00 PM');
    await expect(meet.getByRole('link', { name: 'Register Interest' })).toHaveAttribute(
      'href',
      'mailto:hello@consciousliving.academy?subject=HHME%202025%3A%20Register%20Interest',
    );
  });
});
