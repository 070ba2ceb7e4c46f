import { Page, expect, test } from '@playwright/test';
import { findEnquiries } from '../support/database';
import { openHydrated } from '../support/pages';
import { uniqueEmail } from '../support/registrant';

const FIELDS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phoneNumber: 'Phone Number',
  zipCode: 'Zip Code',
  message: 'Message',
} as const;

async function fillValidEnquiry(page: Page, email: string) {
  await page.getByLabel(FIELDS.firstName).fill('Layla');
  await page.getByLabel(FIELDS.lastName).fill('Hassan');
  await page.getByLabel(FIELDS.email, { exact: true }).fill(email);
  await page.getByLabel(FIELDS.phoneNumber).fill('+971 50 123 4567');
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel(FIELDS.zipCode).fill('SW1A 1AA');
  await page.getByLabel(FIELDS.message).fill('When does the next Decode level 1 start in Dubai?');
  await page.getByRole('checkbox', { name: /privacy policy/i }).check();
}

/**
 * The page ships no React: the form is an island that hydrates when the visitor turns to it. A press
 * on its text wakes it without touching a field; its box says when it is hydrated.
 */
async function openContactForm(page: Page) {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await page.getByText('All fields are required.').click();
  await expect(page.locator('[data-island="contact-form"]')).toHaveAttribute('data-hydrated', 'true');
}

test.beforeEach(async ({ page }) => {
  await openContactForm(page);
});

test('shows the page headings and the privacy policy link opening in a new tab', async ({ page }) => {
  await expect(page.getByText("We'd Love to Hear From You!")).toBeVisible();
  const privacy = page
    .getByRole('form', { name: 'Contact form' })
    .getByRole('link', { name: 'Privacy Policy' });
  await expect(privacy).toHaveAttribute('href', '/privacy-policy');
  await expect(privacy).toHaveAttribute('target', '_blank');
});

test('submitting an empty form shows every message and sends nothing', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') sent += 1;
  });
  await page.getByRole('button', { name: 'Send Message' }).click();

  for (const message of [
    'FirstName is required',
    'LastName is required',
    'Email is required',
    'PhoneNumber is required',
    'Country is required',
    'Message is required',
    'AcceptPrivacyPolicy is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel(FIELDS.firstName)).toBeFocused();
  await expect(page.getByLabel(FIELDS.firstName)).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(0);
});

test('a field shows its error once left with a bad value, and typing clears it', async ({ page }) => {
  const firstName = page.getByLabel(FIELDS.firstName);
  await firstName.fill('L');
  await expect(page.getByText('FirstName must be at least 2 characters')).toHaveCount(0);
  await firstName.blur();
  await expect(page.getByText('FirstName must be at least 2 characters')).toBeVisible();
  await firstName.pressSequentially('a');
  await expect(page.getByText('FirstName must be at least 2 characters')).toHaveCount(0);

  await page.getByLabel(FIELDS.email, { exact: true }).fill('layla at example');
  await page.getByLabel(FIELDS.phoneNumber).fill('12345');
  await page.getByLabel('Country').selectOption('IN');
  await page.getByLabel(FIELDS.zipCode).fill('12');
  await page.getByLabel(FIELDS.zipCode).blur();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
  await expect(page.getByText('ZipCode must be at least 3 characters')).toBeVisible();

  // Leaving an untouched empty field says nothing yet.
  await page.getByLabel(FIELDS.lastName).focus();
  await page.getByLabel(FIELDS.lastName).blur();
  await expect(page.getByText('LastName is required')).toHaveCount(0);
});

test('a valid enquiry is sent, confirmed, cleared and stored', async ({ page }) => {
  const email = uniqueEmail('send');
  await fillValidEnquiry(page, email);

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  const sending = page.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();

  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByLabel(FIELDS.firstName)).toHaveValue('');
  await expect(page.getByLabel(FIELDS.email, { exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /privacy policy/i })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  // The touched state was reset too: leaving the empty first name shows no error.
  await page.getByLabel(FIELDS.firstName).focus();
  await page.getByLabel(FIELDS.firstName).blur();
  await expect(page.getByText('FirstName is required')).toHaveCount(0);

  const rows = findEnquiries(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    firstName: 'Layla',
    lastName: 'Hassan',
    phoneNumber: '+971 50 123 4567',
    phoneNumberE164: '+971501234567',
    country: 'GB',
    zipCode: 'SW1A 1AA',
    message: 'When does the next Decode level 1 start in Dubai?',
    acceptPrivacyPolicy: 1,
    status: 'new',
  });
});

test('a server failure shows the HTTP status in a red banner and keeps what was typed', async ({ page }) => {
  const email = uniqueEmail('fail');
  await fillValidEnquiry(page, email);
  await page.route('**/graphql', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'HTTP error! status: 503' })).toBeVisible();
  await expect(page.getByLabel(FIELDS.email, { exact: true })).toHaveValue(email);
  expect(findEnquiries(email)).toHaveLength(0);
});

test('a send whose code cannot be fetched says so in the form and keeps what was typed', async ({ page }) => {
  // The sending code (and Apollo) load once the visitor turns to the form; here the connection drops.
  await page.route(/\/assets\/send-enquiry-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  const email = uniqueEmail('offline');
  await fillValidEnquiry(page, email);
  await page.getByRole('button', { name: 'Send Message' }).click();

  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to send message. Please try again.' }),
  ).toBeVisible();
  await expect(page.getByLabel(FIELDS.email, { exact: true })).toHaveValue(email);
  expect(findEnquiries(email)).toHaveLength(0);
});

test('the first Send click is not swallowed when a field shows its error on leaving', async ({ page }) => {
  await fillValidEnquiry(page, uniqueEmail('blur.send'));
  const zipCode = page.getByLabel(FIELDS.zipCode);
  await zipCode.fill('12');
  // The press lands on the button's top edge: a layout that moves on blur would take the button away.
  await page.getByRole('button', { name: 'Send Message' }).click({ position: { x: 12, y: 2 } });
  // The click submitted: the rules ran and focus went to the field to fix.
  await expect(page.getByText('ZipCode must be at least 3 characters')).toBeVisible();
  await expect(zipCode).toBeFocused();
});

test('what was typed comes back when the page is opened again, and is gone once sent', async ({ page }) => {
  const email = uniqueEmail('contact.draft');
  await page.getByLabel(FIELDS.firstName).fill('Layla');
  await page.getByLabel(FIELDS.message).fill('Is there a weekend intake?');
  // A new visit, not a reload: the browser restores nothing of its own.
  await openHydrated(page, '/about');
  await openHydrated(page, '/contact-us');
  await expect(page.getByLabel(FIELDS.firstName)).toHaveValue('Layla');
  await expect(page.getByLabel(FIELDS.message)).toHaveValue('Is there a weekend intake?');

  await fillValidEnquiry(page, email);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await openHydrated(page, '/contact-us');
  await expect(page.getByLabel(FIELDS.firstName)).toHaveValue('');
});
