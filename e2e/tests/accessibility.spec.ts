import { expect, test } from '@playwright/test';
import { addFamilySession, addUpcomingEvent } from '../support/database';
import { openBooking } from '../support/family-booking-page';
import { openHydrated, seriousViolations } from '../support/pages';
import { PUBLIC_ROUTES } from '../support/public-routes';
import { enrol, privatePageAddress, uniqueEmail } from '../support/registrant';

const EXTRA_PAGES = ['/admin-decode', '/this-page-does-not-exist', '/level/9'];
/** The Arabic site (issue 30), right to left: a page of each kind. */
const ARABIC_PAGES = [
  '/ar',
  '/ar/decode',
  '/ar/ich/levels?level=2',
  '/ar/level/1',
  '/ar/practitioner',
  '/ar/contact-us',
  '/ar/family-constellation',
  '/ar/about',
  '/ar/no-such-page',
];

for (const path of [...PUBLIC_ROUTES.map((route) => route.path), ...EXTRA_PAGES, ...ARABIC_PAGES]) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await openHydrated(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the open side menu has no serious or critical accessibility violation', async ({ page }) => {
  await openHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('an open video modal has no serious or critical accessibility violation', async ({ page }) => {
  await openHydrated(page, '/decode');
  await page.getByRole('main').getByRole('button', { name: /play/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the private registration page has no serious or critical accessibility violation', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('a11y-my-registration');
  await enrol(request, { email, eventId: addUpcomingEvent().id });
  await openHydrated(page, await privatePageAddress(email, baseURL));
  await expect(page.getByRole('region', { name: 'Your course' })).toBeVisible();
  // Its check-in QR code for the door (issue 28) is checked with the rest.
  await expect(page.getByRole('img', { name: 'QR code for check-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel my registration' }).click();
  await page
    .getByRole('group', { name: 'ID photo back', exact: true })
    .getByLabel('Choose the ID photo back')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(page.getByText('ID photo back must be a JPEG, PNG or WebP image')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open enrolment and booking modals have no serious or critical violation (WCAG 2.2 AA)', async ({
  page,
}) => {
  await openHydrated(page, '/ich/levels');
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  const enrolment = page.getByRole('dialog');
  await enrolment.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(enrolment.getByRole('alert')).not.toBeEmpty();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  const booking = await openBooking(page, addFamilySession().venue);
  await booking.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(booking.getByRole('alert')).not.toBeEmpty();
  expect(await seriousViolations(page)).toEqual([]);
});
