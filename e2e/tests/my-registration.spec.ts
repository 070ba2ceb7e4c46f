import { type Page, expect, test } from '@playwright/test';
import { addUpcomingEvent, findCalendarEvent, findRegistrations } from '../support/database';
import { openHydrated } from '../support/pages';
import { enrol, privatePageAddress, uniqueEmail } from '../support/registrant';

/** The registrant's own page at the private link of the confirmation mail (/my-registration/{id}#rt_…). */

/** A real 4 × 4 JPEG (287 bytes), small enough to keep in the test. */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAEAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAA6a//9k=',
  'base64',
);

const photoField = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Your photos' }).getByRole('group', { name: label, exact: true });

/** Holds the server's reply to the next photo upload until `release` is called. */
async function holdNextUpload(page: Page, registrationId: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/awakenLimitlessHuman/${registrationId}`, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return release;
}

test.describe('my registration', () => {
  test('shows the course, the status, the payment button and the personal details', async ({
    page,
    request,
    baseURL,
  }) => {
    const event = addUpcomingEvent();
    const email = uniqueEmail('my-registration');
    await enrol(request, { email, eventId: event.id });
    await openHydrated(page, await privatePageAddress(email, baseURL));

    await expect(page.getByRole('heading', { level: 1, name: 'Your Registration' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    const course = page.getByRole('region', { name: 'Your course' });
    await expect(course.getByRole('status')).toContainText('Pending — awaiting payment');
    for (const [label, value] of [
      ['Programme', 'Decode'],
      ['Level', 'Level 1: Decode Your Mind'],
      ['Event', event.name],
      ['Time', '9:00 AM - 6:00 PM'],
      ['Venue', 'Dubai, Business Bay'],
    ]) {
      await expect(course.locator(`dt:text-is("${label}") + dd`)).toHaveText(value);
    }
    // The e2e site takes payments online (its Stripe stand-in): the button replaces the event's link.
    await expect(course.getByRole('button', { name: 'Pay AED 375.00' })).toBeVisible();
    await expect(course.getByRole('link', { name: /Pay for your place/ })).toHaveCount(0);

    const details = page.getByRole('region', { name: 'Your details' });
    for (const text of ['Amira Saleh', email, '0501234567', '12 April 1990', 'Teacher']) {
      await expect(details).toContainText(text);
    }
    await expect(page.getByText('No ID photos available')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'hello@consciousliving.academy' }),
    ).toHaveAttribute('href', 'mailto:hello@consciousliving.academy');
  });

  test('says when the registration waits for the next intake', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('my-registration-intake');
    await enrol(request, { email });
    await openHydrated(page, await privatePageAddress(email, baseURL));
    const course = page.getByRole('region', { name: 'Your course' });
    await expect(course).toContainText('Next available intake');
    await expect(course.getByRole('link', { name: /Pay for your place/ })).toHaveCount(0);
  });

  test('uploads a photo as it is chosen: preview, progress, then the stored thumbnail', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('my-registration-photo');
    const id = await enrol(request, { email });
    await openHydrated(page, await privatePageAddress(email, baseURL));

    const front = photoField(page, 'ID photo front');
    const release = await holdNextUpload(page, id);
    await front.getByLabel('Choose the ID photo front').setInputFiles({
      name: 'passport-front.jpg',
      mimeType: 'image/jpeg',
      buffer: TINY_JPEG,
    });
    const preview = front.getByRole('img', { name: 'Preview of the chosen ID photo front' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);

    // Sent as it was chosen, with no press of Upload.
    const progress = front.getByRole('progressbar', { name: 'Uploading the ID photo front' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
    // The form's submitting state: its button says what is under way, and a second press sends nothing.
    await expect(front.getByRole('button', { name: 'Uploading the ID photo front…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    release();

    // The banner above the field says it, and the keyboard stays on the (fresh) file input.
    await expect(front.getByRole('status')).toHaveText('Photo saved.');
    await expect(front.getByLabel('Replace the ID photo front')).toBeFocused();
    await expect(progress).toBeHidden();
    const stored = front.getByRole('img', { name: 'Your saved ID photo front' });
    await expect(stored).toBeVisible();
    await expect.poll(() => stored.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);
    await expect(preview).toBeHidden();
    await expect(page.getByText('No ID photos available')).toBeHidden();
    expect(findRegistrations(email)[0].idPhotofront).toMatch(/idPhotofront-.+\.jpg$/);
  });

  test('refuses a renamed text file with the server message, and a wrong type or size before sending', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('my-registration-refused');
    await enrol(request, { email });
    await openHydrated(page, await privatePageAddress(email, baseURL));
    let uploads = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'PUT') uploads += 1;
    });

    const back = photoField(page, 'ID photo back');
    const input = back.getByLabel('Choose the ID photo back');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
    await expect(input).toHaveAccessibleDescription('ID photo back must be a JPEG, PNG or WebP image');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await input.setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff),
    });
    await expect(input).toHaveAccessibleDescription('ID photo back must be at most 5 MB');
    await expect(back.getByRole('button', { name: 'Upload ID photo back' })).toHaveCount(0);
    expect(uploads).toBe(0);

    // Named and typed as a JPEG, so only the server, which reads the bytes, can tell.
    await input.setInputFiles({
      name: 'renamed.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('These are my notes, not a photo.\n'),
    });
    // Sent as it is chosen.
    // As every form of the site: the banner above the fields, the field's message in words, focus on it.
    await expect(back.getByRole('alert')).toHaveText('Please fix the errors below before submitting');
    await expect(input).toHaveAccessibleDescription('ID photo back must be a JPEG, PNG or WebP image');
    await expect(input).toBeFocused();
    expect(uploads).toBe(1);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(back.getByRole('img')).toHaveCount(0);
    expect(findRegistrations(email)[0].idphotoback).toBeNull();
  });

  test('cancels after confirmation, frees the seat and hides what no longer applies', async ({
    page,
    request,
    baseURL,
  }) => {
    const event = addUpcomingEvent();
    const email = uniqueEmail('my-registration-cancel');
    await enrol(request, { email, eventId: event.id });
    expect(findCalendarEvent(event.id)?.seatsTaken).toBe(1);
    await openHydrated(page, await privatePageAddress(email, baseURL));

    const start = page.getByRole('button', { name: 'Cancel my registration' });
    await start.click();
    const keep = page.getByRole('button', { name: 'Keep my registration' });
    await expect(keep).toBeFocused();
    await expect(page.getByRole('group', { name: /Are you sure\?/ })).toBeVisible();
    await keep.click();
    await expect(start).toBeFocused();
    expect(findRegistrations(email)[0].status).toBe('pending');

    await start.click();
    await page.keyboard.press('Escape');
    await expect(start).toBeFocused();

    await start.click();
    await page.getByRole('button', { name: 'Yes, cancel my registration' }).click();
    const course = page.getByRole('region', { name: 'Your course' });
    await expect(course.getByRole('status')).toContainText('Cancelled');
    await expect(course.getByRole('status')).toContainText('Cancelled on');
    await expect(page.getByRole('heading', { name: 'Your course' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Cancel my registration' })).toHaveCount(0);
    await expect(course.getByRole('link', { name: /Pay for your place/ })).toHaveCount(0);
    await expect(page.getByLabel(/Choose the/)).toHaveCount(0);

    expect(findRegistrations(email)[0].status).toBe('cancelled');
    expect(findCalendarEvent(event.id)?.seatsTaken).toBe(0);

    await page.reload();
    await expect(course.getByRole('status')).toContainText('Cancelled');
  });

  test('a wrong token shows that no registration was found', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('my-registration-wrong');
    await enrol(request, { email });
    const address = new URL(await privatePageAddress(email, baseURL));
    address.hash = `#rt_${'A'.repeat(43)}`;
    await openHydrated(page, address.href);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Registration not found');
    await expect(alert).toContainText('open the link from your confirmation e-mail again');
    await expect(page.getByRole('region', { name: 'Your details' })).toHaveCount(0);
  });

  test('a link without its token says it is incomplete and asks nothing of the server', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('my-registration-cut');
    await enrol(request, { email });
    const address = new URL(await privatePageAddress(email, baseURL));
    address.hash = '';
    let asked = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/graphql')) asked += 1;
    });
    await openHydrated(page, address.href);
    await expect(page.getByRole('alert')).toHaveText(
      'This link is incomplete: open the link from your confirmation e-mail again.',
    );
    expect(asked).toBe(0);
  });

  test('offers Retry when the server cannot be reached', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('my-registration-offline');
    await enrol(request, { email });
    const address = await privatePageAddress(email, baseURL);
    await page.route('**/graphql', (route) => route.abort());
    await openHydrated(page, address);
    await expect(page.getByRole('alert')).toContainText('We could not load your registration');

    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('region', { name: 'Your details' })).toContainText(email);
  });

  for (const width of [390, 1280]) {
    test(`fits a ${width} px wide screen without sideways scrolling`, async ({ page, request, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueEmail(`my-registration-${width}`);
      await enrol(request, { email, eventId: addUpcomingEvent().id });
      await openHydrated(page, await privatePageAddress(email, baseURL));
      await expect(page.getByRole('region', { name: 'Your photos' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
    });
  }
});

test.describe('my registration on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows Pay as the page opens, and "Payment received" once back from Checkout', async ({
    page,
    request,
    baseURL,
  }) => {
    const event = addUpcomingEvent();
    const email = uniqueEmail('my-registration-pay');
    await enrol(request, { email, eventId: event.id });
    await openHydrated(page, await privatePageAddress(email, baseURL));

    const pay = page.getByRole('button', { name: 'Pay AED 375.00' });
    await expect(pay).toBeInViewport();
    await pay.click();
    await page.getByRole('button', { name: 'Pay AED 375.00' }).click();
    await expect(page).toHaveURL(/\/my-registration\/[^/?#]+\?payment=done/);
    const course = page.getByRole('region', { name: 'Your course' });
    await expect(course.getByText('Payment received: thank you. Your place is confirmed.')).toBeVisible();
    await expect(course).toContainText('Payment: Paid AED 375.00');
  });
});

test('asks before the page is left while a chosen photo is not stored yet, and not once it is', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('my-registration-unsent');
  const id = await enrol(request, { email });
  await openHydrated(page, await privatePageAddress(email, baseURL));
  const front = photoField(page, 'ID photo front');
  // What the browser does as the page is left: a handler that cancels the event makes it ask first.
  const leavingAsks = () =>
    page.evaluate(() => {
      const leaving = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(leaving);
      return leaving.defaultPrevented;
    });
  expect(await leavingAsks()).toBe(false);
  const release = await holdNextUpload(page, id);
  await front.getByLabel('Choose the ID photo front').setInputFiles({
    name: 'passport-front.jpg',
    mimeType: 'image/jpeg',
    buffer: TINY_JPEG,
  });
  await expect(front.getByRole('progressbar', { name: 'Uploading the ID photo front' })).toBeVisible();
  expect(await leavingAsks()).toBe(true);

  release();
  await expect(front.getByRole('status')).toHaveText('Photo saved.');
  expect(await leavingAsks()).toBe(false);
});
