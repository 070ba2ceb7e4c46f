import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from './public-routes';

/** WCAG 2.1 A and AA rules plus axe's best practices; only serious and critical findings fail. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

const EXTRA_PAGES = ['/admin-decode', '/this-page-does-not-exist', '/level/9'];

for (const path of [...PUBLIC_ROUTES.map((route) => route.path), ...EXTRA_PAGES]) {
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
