import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../support/public-routes';

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
  '/admin/registrations',
  '/admin/events',
  '/admin/events/an-event/attendees',
];

for (const { path, text } of PUBLIC_ROUTES) {
  test(`${path} is prerendered with its own texts and tags and hydrates cleanly`, async ({
    page,
    request,
  }) => {
    const html = await request.get(path);
    expect(html.status()).toBe(200);
    const body = await html.text();
    expect(body).toMatch(/<title>[^<]+<\/title>/);
    expect(body).toMatch(/<meta name="description" content="[^"]+"/);
    expect(body).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(body).toMatch(/<meta property="og:description" content="[^"]+"/);
    expect(body).toContain('<h1');
    expect(body).toContain(text);

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
  await page.goto('/practitioner');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  // At the bottom the header has slid away; the footer's links are in view.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('every public page has a title and description of its own', async ({ request }) => {
  const seen = new Map<string, string>();
  // The levels of /ich/levels share its description; the level-one style aliases repeat /level/n.
  for (const { path } of PUBLIC_ROUTES.filter(({ path }) => !path.includes('?') && !/^\/level-/.test(path))) {
    const body = await (await request.get(path)).text();
    const title = /<title>([^<]+)<\/title>/.exec(body)?.[1];
    const description = /<meta name="description" content="([^"]+)"/.exec(body)?.[1];
    for (const value of [title, description]) {
      expect(value, `${path}`).toBeTruthy();
      expect(seen.get(value!), `${path} repeats ${seen.get(value!)}`).toBeUndefined();
      seen.set(value!, path);
    }
  }
});

test('robots.txt keeps crawlers out of the admin area and names the sitemap', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
});

test('sitemap.xml lists every public route', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) =>
      new URL(match[1].replaceAll('&amp;', '&')).pathname + new URL(match[1].replaceAll('&amp;', '&')).search,
  );
  for (const { path } of PUBLIC_ROUTES) expect(locations).toContain(path);
  expect(locations.some((path) => path.startsWith('/admin'))).toBe(false);
});

test('a client-side navigation brings the new page its title, description and address', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByRole('link', { name: /^Learn about / }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(/^About \|/);
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', /\/about$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/about$/);
});

test('a level of /ich/levels named in the query string has its own title and canonical address', async ({
  page,
}) => {
  await page.goto('/ich/levels?level=6');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page).toHaveTitle(/Level 6: Born Again/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/ich\/levels\?level=6$/);
});
