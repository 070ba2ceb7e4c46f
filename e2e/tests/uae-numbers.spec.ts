import { type Locator, type Page, expect, test } from '@playwright/test';
import {
  addFamilySession,
  addUpcomingEvent,
  findEnquiries,
  findFamilyBookings,
  findRegistrations,
  findWaitingListEntries,
} from '../support/database';
import { openBooking } from '../support/family-booking-page';
import { openHydrated, openShowing } from '../support/pages';
import { enrol, uniqueEmail } from '../support/registrant';

/**
 * Every form takes a UAE number as a visitor in Dubai types it, on a 390 px phone (issue 26 §3): with
 * +971 or with the trunk 0, kept as typed, the same E.164 number stored beside it; the hint shows an
 * example.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const HINT = 'For example +971 50 123 4567. Outside the UAE, start with your country code.';

/** The field's hint is linked to it, so a screen reader says it with the field. */
async function expectHint(field: Locator) {
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${HINT.replace(/[.+]/g, '\\$&')}`));
}

/** The page is no wider than the phone: nothing in the open form makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

test('the enrolment form takes "+971 50 123 4567"', async ({ page }) => {
  const email = uniqueEmail('uae.enrol');
  await openHydrated(page, '/ich/levels');
  await page.getByRole('button', { name: 'Enroll Now' }).first().click();
  const dialog = page.getByRole('dialog');
  const mobile = dialog.getByLabel('Mobile number');
  await expect(mobile).toBeVisible();
  await expectHint(mobile);
  await dialog.getByLabel('First name').fill('Layla');
  await dialog.getByLabel('Last name').fill('Hassan');
  await dialog.getByLabel('Email').fill(email);
  await mobile.fill('050 123 45');
  await dialog.getByLabel('Telephone number').fill('04 123 4567');
  await dialog.getByLabel('Date of birth').fill('1990-04-12');
  await dialog.getByLabel('Occupation').fill('Teacher');
  await dialog.getByLabel('Workshop').selectOption({ label: 'Next available intake' });
  await dialog.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
  await expectNoSidewaysScroll(page);
  // A digit short: SPEC 5.2's message, on the field.
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(dialog.getByText('Mobile number must be 10 digits')).toBeVisible();
  await mobile.fill('+971 50 123 4567');
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Thank you for registering!' })).toBeVisible();
  expect(findRegistrations(email)[0]).toMatchObject({
    mobileNo: '+971 50 123 4567',
    mobileNoE164: '+971501234567',
    TelNo: '04 123 4567',
    telNoE164: '+97141234567',
  });
});

test('the family booking takes "050 123 4567", with no +1 in front', async ({ page }) => {
  const session = addFamilySession();
  const email = uniqueEmail('uae.family');
  const dialog = await openBooking(page, session.venue);
  const phone = dialog.getByLabel('Phone number');
  await expectHint(phone);
  await expect(dialog.getByText('+1', { exact: true })).toHaveCount(0);
  await dialog.getByRole('radio').first().check();
  await dialog.getByLabel('Family member 1 name').fill('Amal Haddad');
  await dialog.getByLabel('Email').fill(email);
  await phone.fill('050 123 4567');
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(dialog.getByRole('status')).toContainText('Your family session is booked');
  expect(findFamilyBookings(email)[0]).toMatchObject({ phone: '050 123 4567', phoneE164: '+971501234567' });
});

test('the contact form takes a UAE number and asks no zip code for the UAE, listed first', async ({
  page,
}) => {
  const email = uniqueEmail('uae.contact');
  await page.goto('/contact-us');
  await page.getByText('All fields are required.').click();
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', 'true');
  const country = page.getByLabel('Country');
  // The placeholder, then the UAE, then every other country by name.
  await expect(country.locator('option').nth(1)).toHaveText('United Arab Emirates');
  expect(await country.locator('option').count()).toBeGreaterThan(240);
  await page.getByLabel('First Name').fill('Layla');
  await page.getByLabel('Last Name').fill('Hassan');
  await page.getByLabel('Email', { exact: true }).fill(email);
  const phone = page.getByLabel('Phone Number');
  await expectHint(phone);
  await phone.fill('+971 50 123 4567');
  // A country with postal codes asks one; the UAE does not.
  await country.selectOption('IN');
  await expect(page.getByLabel('Zip Code')).toBeVisible();
  await country.selectOption('AE');
  await expect(page.getByLabel('Zip Code')).toHaveCount(0);
  await page.getByLabel('Message').fill('Is there an evening intake in Dubai?');
  await page.getByRole('checkbox', { name: /privacy policy/i }).check();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  expect(findEnquiries(email)[0]).toMatchObject({
    phoneNumber: '+971 50 123 4567',
    phoneNumberE164: '+971501234567',
    country: 'AE',
    zipCode: '',
  });
});

test('the waiting list takes "050 123 4567"', async ({ page, request }) => {
  const event = addUpcomingEvent({ seats: 1 });
  await enrol(request, { email: uniqueEmail('uae.holder'), eventId: event.id });
  const waiting = uniqueEmail('uae.waiting');
  const join = (shown: Page) =>
    shown.getByRole('button', { name: new RegExp(`^Join the waiting list: ${event.name}`) });
  await openShowing(page, '/practitioner', join);
  await join(page).click();
  const dialog = page.getByRole('dialog');
  const mobile = dialog.getByLabel('Mobile number');
  await expectHint(mobile);
  await dialog.getByLabel('First name').fill('Noor');
  await dialog.getByLabel('Last name').fill('Khalil');
  await dialog.getByLabel('Email').fill(waiting);
  await mobile.fill('050 123 4567');
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Please check your mailbox' })).toBeVisible();
  expect(findWaitingListEntries(waiting)[0]).toMatchObject({
    mobileNo: '050 123 4567',
    mobileNoE164: '+971501234567',
  });
});
