import { expect, test } from '@playwright/test';

/** Every route of SPEC.md 2.1 (one concrete path for each pattern). */
const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/contact-us',
  '/decode',
  '/ich',
  '/ich/levels',
  '/ich/levels?level=6',
  '/tasso',
  '/individual',
  '/family-constellation',
  '/Hidden-Colours',
  '/hhme',
  '/practitioner',
  '/Our-Trainers',
  '/level/1',
  '/level/4',
  '/level-one',
  '/level-four',
  '/privacy-policy',
];

const CLIENT_ONLY_ROUTES = [
  '/admin/login',
  '/admin',
  '/admin/awaken-limitless-human',
  '/admin/dashboard',
  '/all-registration-usa',
  '/all-contacts.usa',
  '/all-FamilyConsultationTable.usa',
  '/all-ICTable.usa',
  '/admin-familyconstellation',
  '/admin-Hypnotherapy',
  '/admin-decode',
];

for (const path of PUBLIC_ROUTES) {
  test(`${path} is prerendered, titled and hydrates cleanly`, async ({ page, request }) => {
    const html = await request.get(path);
    expect(html.status()).toBe(200);
    const body = await html.text();
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    expect(body).toMatch(/<meta name="description" content="[^"]+"/);
    expect(body).toContain('<h1');

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

for (const path of CLIENT_ONLY_ROUTES) {
  test(`${path} renders in the browser`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('a route change scrolls to the top', async ({ page }) => {
  await page.goto('/contact-us');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('banner').getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/practitioner$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
