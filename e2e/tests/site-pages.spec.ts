import { type Page, expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../support/public-routes';

/** The site's static pages: About, Contact's practice list, trainers, workshop, policy, 404. */

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
  // Other tests add workshops of their own to this page: the workshop's own dates are the ones named so.
  await page
    .getByRole('button', { name: /^Enroll Now: Hidden Colours/ })
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
  await expect(page.getByRole('main').locator(`a[href="mailto:${PROVIDER_EMAIL}"]`).first()).toBeVisible();
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

test.describe('on a 390px wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // One test a page: all of them in one overran its 30 s on a busy machine.
  for (const path of [...PUBLIC_ROUTES.map((route) => route.path), '/admin-decode', '/nowhere']) {
    test(`${path} fits a 390px wide phone without horizontal scrolling`, async ({ page }) => {
      await open(page, path);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, path).toBeLessThanOrEqual(390);
    });
  }

  test('a level page shows its price and Enroll Now within the first one and a half screens', async ({
    page,
  }) => {
    await open(page, '/level/1');
    // Its live sessions may still redraw the summary (rows other tests add): measure once they are in.
    await page.waitForLoadState('networkidle');
    const enrol = page.getByRole('button', { name: 'Enroll Now' });
    await expect(enrol).toBeVisible();
    const box = await enrol.boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844 * 1.5);
    const price = page.getByText('AED 1,465', { exact: true });
    expect((await price.boundingBox())?.y ?? Infinity).toBeLessThan(box?.y ?? 0);
  });

  // Level 6's registration block, where this was first seen, is gone once its session has passed; the
  // practice cards print addresses through the same component.
  test('an e-mail address wraps only after its @ or before a dot', async ({ page }) => {
    await open(page, '/contact-us');
    const links = page.locator('[data-testid="practice-card"] a[href^="mailto:"]');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      const { text, lineStarts } = await link.evaluate(lineStartsOf);
      for (const index of lineStarts) {
        expect(
          text[index - 1] === '@' || text[index] === '.',
          `a line starts at "${text.slice(index)}"`,
        ).toBe(true);
      }
    }
  });

  test('the practice contacts are 44px tall tap targets that never touch', async ({ page }) => {
    for (const path of ['/about', '/contact-us']) {
      await open(page, path);
      const links = page.locator('[data-testid="practice-card"] a');
      await expect(links).toHaveCount(26);
      for (const link of await links.all()) {
        const box = await link.boundingBox();
        expect(box?.height ?? 0, path).toBeGreaterThanOrEqual(44);
      }
    }
  });
});

test('a practice card keeps its contacts right under its description, whatever the card beside it', async ({
  page,
}) => {
  await open(page, '/about');
  for (const card of await page.getByTestId('practice-card').all()) {
    const description = await card.getByText(/^A certified practice/).boundingBox();
    const contacts = await card.getByRole('list').boundingBox();
    expect((contacts?.y ?? Infinity) - ((description?.y ?? 0) + (description?.height ?? 0))).toBeLessThan(24);
  }
});

test('at 1280px the /ich and /tasso card grids stay inside the site container', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const path of ['/ich', '/tasso']) {
    await open(page, path);
    // The header's row (logo to menu button) is the container every section lines up with.
    const header = page.getByRole('banner');
    const logo = await header.getByRole('link', { name: /home page$/ }).boundingBox();
    const menu = await header.getByRole('button', { name: 'Open menu' }).boundingBox();
    const grid = await page.getByRole('article').first().locator('..').boundingBox();
    expect(grid?.x ?? 0, path).toBeGreaterThanOrEqual((logo?.x ?? 0) - 1);
    expect((grid?.x ?? 0) + (grid?.width ?? Infinity), path).toBeLessThanOrEqual(
      (menu?.x ?? 0) + (menu?.width ?? 0) + 1,
    );
  }
});

/** The offsets in a link's text where a rendered line starts (other than the first). */
function lineStartsOf(element: Element): { text: string; lineStarts: number[] } {
  const range = document.createRange();
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = '';
  let lastTop: number | undefined;
  const lineStarts: number[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let offset = 0; offset < (node.textContent ?? '').length; offset += 1) {
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const top = Math.round(range.getBoundingClientRect().top);
      if (lastTop !== undefined && top > lastTop) lineStarts.push(text.length);
      lastTop = top;
      text += node.textContent?.[offset] ?? '';
    }
  }
  return { text, lineStarts };
}

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
