import { type Page, expect, test } from '@playwright/test';

/** The site's static pages: About, Contact's practice list, trainers, workshop, policy, Coming Soon, 404. */

const PROVIDER_EMAIL = 'hello@consciousliving.academy';

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

test('About shows vision, mission, the three directors, 11 UAE practices and 6 affiliations', async ({
  page,
}) => {
  await open(page, '/about');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About');

  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();

  const directors = page.getByRole('region', { name: 'Meet Our Directors' });
  for (const role of ['Founder-Director and CEO', 'Strategic Business Head', 'Director']) {
    await expect(directors.getByText(role, { exact: true })).toBeVisible();
  }
  await expect(directors.getByRole('listitem')).toHaveCount(3);
  await expect(directors.getByRole('img')).toHaveCount(3);

  const team = page.getByRole('region', { name: 'Meet Our UAE Team' });
  const cards = team.getByTestId('practice-card');
  await expect(cards).toHaveCount(11);
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(/\S/);
    await expect(card.locator('a[href^="tel:+971"]').first()).toBeVisible();
    await expect(card.locator('a[href^="mailto:"]').first()).toBeVisible();
  }

  const affiliations = page.getByRole('region', { name: 'Our Affiliations' });
  const logos = affiliations.getByRole('img');
  await expect(logos).toHaveCount(6);
  await affiliations.scrollIntoViewIfNeeded();
  for (const logo of await logos.all()) {
    await expect(logo).toHaveAttribute('alt', /\S{3,}/);
    await expect(logo).toHaveAttribute('width', '240');
    await expect(logo).toHaveAttribute('loading', 'lazy');
    // Lazy images load once scrolled to; a broken path would leave the image with no natural size.
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});

test('Contact Us shows its headings and the same 11 practices with their contacts', async ({ page }) => {
  await open(page, '/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByText("We'd Love to Hear From You!", { exact: true })).toBeVisible();
  const cards = page.getByTestId('practice-card');
  await expect(cards).toHaveCount(11);
  await expect(page.locator('[data-testid="practice-card"] a[href^="tel:"]')).toHaveCount(13);
  await expect(page.locator('[data-testid="practice-card"] a[href^="mailto:"]')).toHaveCount(13);
});

test('Our Trainers lists the faculty with links to the programmes they teach', async ({ page }) => {
  await open(page, '/Our-Trainers');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Trainers' })).toBeVisible();
  const trainers = page.getByRole('main').getByRole('heading', { level: 2 });
  // Four to six trainer cards plus the closing call to action.
  expect(await trainers.count()).toBeGreaterThanOrEqual(5);
  await expect(page.getByText(/^\d+ years$/).first()).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'DECODE' }).first().click();
  await expect(page).toHaveURL(/\/decode$/);
});

test('Hidden Colours presents the workshop and its Enroll Now opens the enrolment dialog', async ({
  page,
}) => {
  await open(page, '/Hidden-Colours');
  await expect(page.getByRole('heading', { level: 1, name: 'Hidden Colours' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Specialized Workshop', { exact: true })).toBeVisible();
  for (const heading of ['Who it is for', 'What you take away', 'Workshop format', 'Next dates']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await page
    .getByRole('button', { name: /^Enroll Now/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Enrol in Hidden Colours' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the privacy policy has a date, sections and the address for requests', async ({ page }) => {
  await open(page, '/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/^Last updated:/)).toBeVisible();
  expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(6);
  await expect(page.locator(`a[href="mailto:${PROVIDER_EMAIL}"]`).first()).toBeVisible();
});

test('an admin page-editing link shows Coming Soon and Go to Home leads home', async ({ page }) => {
  await open(page, '/admin-decode');
  await expect(page.getByText("We're working hard to launch this page very soon. Stay tuned!")).toBeVisible();
  await expect(page.getByRole('img', { name: /sun rising/ })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown path answers 404 with a not-found page that points home, to programmes and contact', async ({
  page,
}) => {
  const response = await open(page, '/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  await expect(main.getByRole('navigation', { name: 'Our programmes' }).getByRole('link')).toHaveCount(5);
  await main.getByRole('link', { name: 'DECODE' }).click();
  await expect(page).toHaveURL(/\/decode$/);
});

test('my pages fit a 390px wide phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of [
    '/about',
    '/contact-us',
    '/Our-Trainers',
    '/Hidden-Colours',
    '/privacy-policy',
    '/admin-decode',
    '/nowhere',
  ]) {
    await open(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('FAQ entries open and close from the keyboard', async ({ page }) => {
  await open(page, '/decode');
  const faqs = page.getByRole('region', { name: 'FAQs' });
  const entry = faqs.locator('details').filter({ hasText: 'Do I have to take the Decode levels in order?' });
  const question = entry.locator('summary');
  const answer = entry.getByText(/Each level builds on the tools/);
  await expect(answer).toBeHidden();

  await question.focus();
  await expect(question).toBeFocused();
  expect(await question.evaluate((summary) => getComputedStyle(summary).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(entry).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
});
