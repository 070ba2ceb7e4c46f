import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  addUpcomingEvent,
  findCalendarEvent,
  findRegistrations,
  setSeatsTaken,
  waitForMail,
} from '../support/database';
import { openHydrated, openShowing, seriousViolations } from '../support/pages';
import { uniqueEmail } from '../support/registrant';

/** The enrolment modal of SPEC.md 2.9 with the fields of 3.1, the rules of 5.2 and the texts of 8. */

const THANK_YOU = 'Thank you for registering! A payment link has been sent to your registered email address.';
const LEVEL_1 = 'Level 1: Foundations of Consciousness';

/** When (performance.now()) the page showed the thank-you and when its dialog then closed. */
interface ThankYouStamps {
  shown?: number;
  closed?: number;
}

/**
 * Stamps, in the page and as each happens, the thank-you appearing in the open dialog and that dialog
 * closing afterwards; an assertion polling from the test would notice either up to its poll interval late.
 */
async function stampThankYou(page: Page) {
  await page.evaluate((text) => {
    const stamps: ThankYouStamps = {};
    (window as unknown as { thankYouStamps: ThankYouStamps }).thankYouStamps = stamps;
    new MutationObserver((_, observer) => {
      const now = performance.now();
      if (stamps.shown === undefined) {
        const statuses = document.querySelectorAll('dialog[open] [role="status"]');
        if (Array.from(statuses).some((status) => status.textContent?.includes(text))) stamps.shown = now;
      } else if (!document.querySelector('dialog[open]')) {
        stamps.closed = now;
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  }, THANK_YOU);
}

const thankYouStamps = (page: Page) =>
  page.evaluate(() => (window as unknown as { thankYouStamps: ThankYouStamps }).thankYouStamps);

/** Opens the modal from the page's (first) Enroll Now and waits for its form. */
async function openEnrolment(
  page: Page,
  enrollNow: Locator = page.getByRole('button', { name: 'Enroll Now' }),
) {
  await enrollNow.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('First name')).toBeVisible();
  return dialog;
}

async function fillDetails(dialog: Locator, email: string) {
  await dialog.getByLabel('First name').fill('Layla');
  await dialog.getByLabel('Middle name').fill('Noor');
  await dialog.getByLabel('Last name').fill('Hassan');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mobile number').fill('050 123 4567');
  await dialog.getByLabel('Date of birth').fill('1990-04-12');
  await dialog.getByLabel('Occupation').fill('Teacher');
  await dialog.getByRole('textbox', { name: /^Current address/ }).fill('12 Palm Street, Dubai');
  await dialog.getByRole('checkbox', { name: /same as my current address/ }).check();
  await dialog.getByLabel('How you heard about us').selectOption('Instagram');
  await dialog.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
}

test('enrols from /ich/levels: thank-you, closed after 5 seconds, stored and mailed', async ({ page }) => {
  const email = uniqueEmail('enrol.ich');
  await openHydrated(page, '/ich/levels');
  const dialog = await openEnrolment(page);
  await expect(dialog.getByRole('heading', { name: `Enrol in ${LEVEL_1}` })).toBeVisible();
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  await expect(dialog.getByLabel('Level', { exact: true })).toHaveValue(LEVEL_1);

  await fillDetails(dialog, email);
  await expect(dialog.getByLabel('Name as it will appear on the certificate')).toHaveValue(
    'Layla Noor Hassan',
  );
  await expect(dialog.getByRole('textbox', { name: /^Permanent address/ })).toHaveValue(
    '12 Palm Street, Dubai',
  );
  await dialog.getByLabel('Workshop').selectOption({ label: 'Next available intake' });

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('submitRegistration')) await held;
    await route.continue();
  });
  await stampThankYou(page);
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  release();

  const thankYou = dialog.getByRole('status').filter({ hasText: THANK_YOU });
  await expect(thankYou).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveCount(0);
  await page.waitForTimeout(4000);
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 3000 });
  const { shown, closed } = await thankYouStamps(page);
  expect(shown, 'the page stamped the thank-you appearing').toBeDefined();
  expect(closed, 'the page stamped the dialog closing').toBeDefined();
  expect((closed ?? 0) - (shown ?? 0)).toBeGreaterThanOrEqual(5000);
  await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

  const rows = findRegistrations(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    firstName: 'Layla',
    middleName: 'Noor',
    lastName: 'Hassan',
    nameAsCertificate: 'Layla Noor Hassan',
    // As typed, with its E.164 form (issue 26 §3).
    mobileNo: '050 123 4567',
    mobileNoE164: '+971501234567',
    TelNo: '050 123 4567',
    dob: '1990-04-12',
    occupation: 'Teacher',
    currentAddress: '12 Palm Street, Dubai',
    permanenetAddress: '12 Palm Street, Dubai',
    hearAbout: 'Instagram',
    levelName: LEVEL_1,
    programme: 'AWAKEN',
    city: 'Next available intake | Awaken the Limitless Human | date to be announced',
    venue: 'Not provided',
    timeslot: 'Not specified',
    eventId: null,
  });
  const mail = await waitForMail(email, /Your registration for Awaken the Limitless Human/);
  expect(mail.text).toContain('Layla');
});

test('enrols from /tasso, a page without React: only the Enroll Now island loads, on the press', async ({
  page,
}) => {
  const email = uniqueEmail('enrol.island');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/tasso');
  await expect(page.locator('html')).toHaveAttribute('data-islands', /\benrol\b/);
  expect(scripts, 'scripts before a visitor heads for Enroll Now').toEqual([]);

  const module3 = 'TASSO Module 3';
  const enrollNow = page.getByRole('button', { name: /^Enroll Now: / }).nth(2);
  const dialog = await openEnrolment(page, enrollNow);
  await expect(dialog.getByRole('heading', { name: new RegExp(`^Enrol in ${module3}: `) })).toBeVisible();
  await expect(dialog.getByText('5 Days, AED 5,614 all inclusive')).toBeVisible();
  await expect(dialog.getByLabel('Workshop')).toBeEnabled();
  // The form lists its workshops with a plain fetch: Apollo comes with the sending code, once the
  // visitor turns to the form.
  const apollo = (path: string) => /^\/assets\/apollo-client-[^/]+\.js$/.test(path);
  expect(scripts.filter(apollo), 'Apollo before the visitor turns to the form').toEqual([]);
  await fillDetails(dialog, email);
  await expect.poll(() => scripts.filter(apollo).length).toBe(1);
  await dialog.getByLabel('Workshop').selectOption({ label: 'Next available intake' });
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: THANK_YOU })).toBeVisible();
  await expect.poll(() => findRegistrations(email).length).toBe(1);
  expect(findRegistrations(email)[0]).toMatchObject({
    programme: 'TASSO',
    levelName: expect.stringMatching(/^Module 3: /),
  });

  await dialog.getByLabel('Close', { exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(enrollNow).toBeFocused();
  expect(scripts.some((path) => /^\/assets\/island-enrol-[^/]+\.js$/.test(path))).toBe(true);
  // The app itself never loaded: the island brought only what its modal needs.
  expect(scripts.filter((path) => /^\/assets\/index-[^/]+\.js$/.test(path))).toEqual([]);
  expect(await page.locator('html').getAttribute('data-hydrated')).toBe('true');
});

test('enrols from a /practitioner row in that event, taking one of its seats', async ({ page }) => {
  const event = addUpcomingEvent();
  const email = uniqueEmail('enrol.calendar');
  // The event was added a moment ago: it shows once the site has rendered the calendar again.
  await openShowing(page, '/practitioner', event.name);
  const enrollNow = page.getByRole('button', { name: new RegExp(`^Enroll Now: ${event.name},`) });
  await expect(enrollNow).toBeVisible();
  const dialog = await openEnrolment(page, enrollNow);

  // The whole title shows, however narrow the table cell the button sits in.
  const title = dialog.getByRole('heading', { name: `Enrol in ${event.name}` });
  await expect(title).toBeVisible();
  expect(await title.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(true);

  const workshop = dialog.getByLabel('Workshop');
  await expect(workshop).toHaveValue(event.id);
  await expect(dialog.getByText('Dubai, Business Bay', { exact: true })).toBeVisible();
  await fillDetails(dialog, email);
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(dialog.getByText(THANK_YOU)).toBeVisible();

  expect(findCalendarEvent(event.id)?.seatsTaken).toBe(1);
  const [row] = findRegistrations(email);
  expect(row).toMatchObject({
    eventId: event.id,
    programme: 'DECODE',
    city: `${event.location} | ${event.name} | ${event.date}`,
    venue: event.location,
    courseDetailVenue: event.location,
    timeslot: '9:00 AM - 6:00 PM',
  });
  await waitForMail(email, /Your registration for Decode/);
});

test('an empty form shows the messages of SPEC 5.2, the banner, and focuses First name', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.postData()?.includes('submitRegistration')) sent += 1;
  });
  await openHydrated(page, '/ich/levels');
  const dialog = await openEnrolment(page);
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();

  await expect(dialog.getByRole('alert')).toHaveText('Please fix the errors below before submitting');
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Mobile number is required',
    'Date of birth is required',
    'Occupation is required',
    'Please select a program from the options above',
    'You must accept the terms and conditions',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByLabel('First name')).toBeFocused();
  await expect(dialog.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  // Editing a field clears its error.
  await dialog.getByLabel('First name').fill('L');
  await expect(dialog.getByText('First name is required')).toHaveCount(0);
  await expect(dialog.getByText('Last name is required')).toBeVisible();

  await dialog.getByLabel('Email').fill('layla at example');
  await dialog.getByLabel('Mobile number').fill('12345');
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Mobile number must be 10 digits')).toBeVisible();
  await expect(dialog.getByLabel('Last name')).toBeFocused();
  expect(sent).toBe(0);
});

test('lists a full event as full and not choosable, with the way to its waiting list, and the next intake always', async ({
  page,
}) => {
  const full = addUpcomingEvent({ seatsTaken: 10 });
  const open = addUpcomingEvent({ seatsTaken: 7 });
  await openHydrated(page, '/level/1');
  const dialog = await openEnrolment(page);
  const workshop = dialog.getByLabel('Workshop');
  await expect(dialog.getByText('Choose a date and place')).toBeVisible();
  const fullOption = workshop.locator('option', { hasText: full.name });
  await expect(fullOption).toHaveText(/\(Fully booked\)$/);
  await expect(fullOption).toBeDisabled();
  await expect(dialog.getByRole('link', { name: 'join it from the event calendar' })).toHaveAttribute(
    'href',
    '/practitioner',
  );
  const openOption = workshop.locator('option', { hasText: open.name });
  await expect(openOption).toHaveText(/\(3 seats left\)$/);
  await expect(openOption).toBeEnabled();
  await expect(workshop.locator('option').last()).toHaveText('Next available intake');
});

test('when the chosen event fills up meanwhile, says so and lists it as full', async ({ page }) => {
  const event = addUpcomingEvent({ seatsTaken: 9 });
  const email = uniqueEmail('enrol.conflict');
  await openHydrated(page, '/level/1');
  const dialog = await openEnrolment(page);
  await dialog.getByLabel('Workshop').selectOption(event.id);
  await fillDetails(dialog, email);
  setSeatsTaken(event.id, 10);
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();

  await expect(dialog.getByRole('alert')).toHaveText('This event is full');
  const workshop = dialog.getByLabel('Workshop');
  await expect(workshop.locator('option', { hasText: event.name })).toBeDisabled();
  await expect(workshop).toHaveValue('');
  await expect(workshop).toBeFocused();
  expect(findRegistrations(email)).toHaveLength(0);
});

test('the workshop list failing still lets the visitor choose the next intake', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('EnrolmentChoices')) await route.abort();
    else await route.continue();
  });
  await openHydrated(page, '/tasso');
  const dialog = await openEnrolment(page, page.getByRole('button', { name: /^Enroll Now/ }).first());
  await expect(dialog.getByText('We could not load the upcoming workshops just now.')).toBeVisible();
  await dialog.getByLabel('Workshop').selectOption({ label: 'Next available intake' });
  await expect(dialog.getByText(/We will email you the dates/)).toBeVisible();
});

test('closes with Escape, the backdrop, Cancel and ×, unlocking the page each time', async ({ page }) => {
  await openHydrated(page, '/individual');
  const enrollNow = page.getByRole('button', { name: 'Enroll Now' }).first();
  const closers: Array<(dialog: Locator) => Promise<void>> = [
    () => page.keyboard.press('Escape'),
    () => page.mouse.click(3, 3),
    (dialog) => dialog.getByRole('button', { name: 'Cancel' }).click(),
    (dialog) => dialog.getByRole('button', { name: 'Close' }).click(),
  ];
  for (const close of closers) {
    const dialog = await openEnrolment(page, enrollNow);
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await close(dialog);
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
    await expect(enrollNow).toBeFocused();
  }
});

test('a double submission stores one registration', async ({ page }) => {
  const email = uniqueEmail('enrol.double');
  await openHydrated(page, '/ich/levels');
  const dialog = await openEnrolment(page);
  await fillDetails(dialog, email);
  await dialog.getByLabel('Workshop').selectOption({ label: 'Next available intake' });
  await dialog.locator('form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(dialog.getByText(THANK_YOU)).toBeVisible();
  await expect.poll(() => findRegistrations(email).length).toBe(1);
});

test('the form is one column on a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/ich/levels');
  const dialog = await openEnrolment(page);
  const first = await dialog.getByLabel('First name').boundingBox();
  const middle = await dialog.getByLabel('Middle name').boundingBox();
  expect(first && middle && middle.y > first.y && middle.x === first.x).toBe(true);
  const panelWidth = await dialog.evaluate(
    (element) => element.firstElementChild?.getBoundingClientRect().width,
  );
  expect(panelWidth).toBeLessThanOrEqual(390);
});

for (const [width, height] of [
  [1280, 800],
  [390, 844],
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the thank-you closes by itself and stays as a confirmation with Pay now; the seats left update at once', async ({
      page,
    }) => {
      const event = addUpcomingEvent({ seats: 5 });
      await openShowing(page, '/practitioner', event.name);
      const seatsLeft = page.locator(`[data-seats-left="${event.id}"]:visible`);
      await expect(seatsLeft).toHaveText('5 seats left');
      const dialog = await openEnrolment(
        page,
        page.getByRole('button', { name: new RegExp(`^Enroll Now: ${event.name},`) }),
      );
      await fillDetails(dialog, uniqueEmail('enrol.confirmation'));
      await dialog.getByRole('button', { name: 'Submit Registration' }).click();
      await expect(dialog.getByText(THANK_YOU)).toBeVisible();
      const referenceCode = await dialog.locator('strong').first().textContent();
      await expect(dialog).toBeHidden({ timeout: 10_000 });

      const confirmation = page.getByRole('region', { name: 'Your enrolment' });
      await expect(
        confirmation.getByRole('heading', { name: `You are enrolled in ${event.name}` }),
      ).toBeVisible();
      await expect(confirmation).toContainText(referenceCode ?? 'no code');
      await expect(confirmation).toContainText(/Your seat is held until .+\./);
      await expect(seatsLeft).toHaveText('4 seats left');
      expect(await seriousViolations(page)).toEqual([]);
      const payNow = confirmation.getByRole('button', { name: 'Pay now (AED 375.00)' });
      await expect(payNow).toBeInViewport();
      await payNow.click();
      await expect(page.getByText('Amount: AED 375.00')).toBeVisible();
    });
  });
}
