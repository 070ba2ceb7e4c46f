import { type Page, expect, test } from '@playwright/test';
import { findEnquiries } from '../support/database';
import { uniqueEmail } from '../support/registrant';

/**
 * Pages fetch their script after they paint, and on a slow phone that can take seconds. Here the app's
 * entry module is held back until the test has done what a visitor on a slow connection would do
 * meanwhile (a fixed delay raced the typing on a busy machine): whatever they type, click or send must
 * not be lost, and no personal data may end up in an address.
 */
let releaseScripts: () => void;

async function holdScripts(page: Page) {
  const released = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
const waitForHydration = (page: Page) => {
  releaseScripts();
  return page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 20_000,
  });
};

/** Every address the page visited, to prove none carried what the visitor typed. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() || request.method() === 'GET') addresses.push(request.url());
  });
  return addresses;
}

test.beforeEach(async ({ page }) => {
  await holdScripts(page);
});

/**
 * /contact-us ships no React: its form is an island, hydrated in place when the visitor turns to it.
 * Its script is held back as the app's is above.
 */
async function holdContactFormIsland(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/island-contact-form-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the contact page loads no script until the visitor turns to the form', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/contact-us');
  await page.getByRole('heading', { name: 'Our Practices in the UAE' }).scrollIntoViewIfNeeded();
  expect(scripts).toEqual([]);
  await page.getByLabel('First Name').focus();
  await expect.poll(() => scripts.some((path) => /\/island-contact-form-[^/]+\.js$/.test(path))).toBe(true);
  expect(scripts.some((path) => /\/index-[^/]+\.js$/.test(path))).toBe(false);
});

test('a contact form filled and sent before its script arrives is sent once it does, with nothing in any address', async ({
  page,
}) => {
  const release = await holdContactFormIsland(page);
  const addresses = recordAddresses(page);
  const nativePosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && !request.url().endsWith('/graphql')) nativePosts.push(request.url());
  });
  const email = uniqueEmail('early');
  await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('First Name').fill('Early');
  await page.getByLabel('Last Name').fill('Visitor');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone Number').fill('+971 50 765 4321');
  await page.getByLabel('Country').selectOption('AU');
  await page.getByLabel('Zip Code').fill('2000');
  await page.getByLabel('Message').fill('Typed before the page was interactive.');
  await page.getByRole('checkbox', { name: /privacy policy/i }).check();
  await page.getByRole('button', { name: 'Send Message' }).click();
  // Kept from the browser until the form's island listens, and the form says it is busy.
  const form = page.getByRole('form', { name: 'Contact form' });
  await expect(form).toHaveAttribute('aria-busy', 'true');
  expect(page.url()).toMatch(/\/contact-us$/);

  release();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(form).not.toHaveAttribute('aria-busy');
  expect(page.url()).toMatch(/\/contact-us$/);
  expect(
    addresses.filter((address) => address.includes('Early') || address.includes(encodeURIComponent(email))),
  ).toEqual([]);
  // Sent by the app once it was there, not by the browser posting the form itself.
  expect(nativePosts).toEqual([]);
  expect(findEnquiries(email)).toHaveLength(1);
  expect(findEnquiries(email)[0]).toMatchObject({ firstName: 'Early', country: 'AU', zipCode: '2000' });
});

test('text typed before the form’s script arrives stays, and is what the form sends', async ({ page }) => {
  const release = await holdContactFormIsland(page);
  await page.goto('/contact-us', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('First Name').fill('Kept');
  await page.getByLabel('Email', { exact: true }).fill('not an address');
  release();
  await expect(page.locator('[data-island="contact-form"][data-island-root]')).toHaveCount(1);
  await expect(page.getByLabel('First Name')).toHaveValue('Kept');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The typed values are the form's: the first name is fine, the e-mail is checked as typed.
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('FirstName is required')).toHaveCount(0);
});

test('a Decode card’s Enroll Now clicked before its island’s script arrives stores the level and opens its page', async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/island-level-link-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/decode', { waitUntil: 'domcontentloaded' });
  const enrol = page.getByRole('link', { name: 'Enroll Now: Decode Your Behaviour' });
  await enrol.click();
  // Nothing happens natively: the click waits for the island, and the link says so.
  await expect(enrol).toHaveAttribute('aria-busy', 'true');
  expect(page.url()).toMatch(/\/decode$/);
  release();
  await expect(page).toHaveURL(/\/level\/2$/);
  expect(await page.evaluate(() => localStorage.getItem('level'))).toBe('Decode Your Behaviour');
});

test('the menu tapped before the script arrives opens at once, its groups work, and it stays so once hydrated', async ({
  page,
}) => {
  // A page that hydrates (a form): the menu must not wait for it.
  await page.goto('/my-registration', { waitUntil: 'domcontentloaded' });
  const button = page.getByRole('button', { name: 'Open menu' });
  await button.click();
  const menu = page.getByRole('dialog', { name: 'Site menu' });
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
  const workshop = menu.getByRole('button', { name: 'Workshop' });
  await workshop.click();
  await expect(workshop).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Specialized Workshop' })).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  await waitForHydration(page);
  await expect(menu).toBeVisible();
  await expect(workshop).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('an Enroll Now of the calendar pressed before its island’s script arrives answers at once and opens the enrolment form once it does', async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/island-enrol-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/practitioner', { waitUntil: 'domcontentloaded' });
  const enrol = page
    .getByRole('main')
    .getByRole('button', { name: /^Enroll Now/ })
    .filter({ visible: true })
    .first();
  await enrol.click();
  // The press waits for the island, and the button says so; the page's loading dialog answers meanwhile.
  await expect(enrol).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog')).toContainText('Loading the enrolment form…');
  release();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Submit Registration' })).toBeVisible();
});
