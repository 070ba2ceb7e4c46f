import { expect, test } from '@playwright/test';
import { openHydrated, seriousViolations } from '../pages';

const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/awaken-limitless-human',
  '/all-registration-uae',
  '/all-contacts.uae',
  '/all-FamilyConsultationTable.usa',
  '/all-ICTable.usa',
  '/admin-decode',
  '/admin-Hypnotherapy',
  '/admin-familyconstellation',
];

for (const path of ADMIN_SCREENS) {
  test(`${path} has no serious or critical accessibility violation, and fits a 390 px phone`, async ({
    page,
  }) => {
    await openHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Open admin menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Admin' });
    await expect(drawer.getByRole('link').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await drawer.getByRole('button', { name: 'Close admin menu' }).click();
  });
}

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('/admin/login has no serious or critical accessibility violation', async ({ page }) => {
    await openHydrated(page, '/admin/login');
    await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
