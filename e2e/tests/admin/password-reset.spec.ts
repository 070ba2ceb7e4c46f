import { expect, test } from '@playwright/test';
import { openHydrated } from '../../support/pages';

// Signed out: the way there is the sign-in page's link.
test.use({ storageState: { cookies: [], origins: [] } });

test('a forgotten password: the sign-in page links to the request form, which answers the same for any address', async ({
  page,
}) => {
  await openHydrated(page, '/admin/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/admin\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill('nobody.on.staff@example.com');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/If a staff account has this address, a link is on its way/)).toBeVisible();
});

test('a reset link that does not hold says so and sets nothing', async ({ page }) => {
  await openHydrated(
    page,
    `/admin/reset-password#00000000-0000-4000-8000-000000000000.9999999999.${'A'.repeat(43)}`,
  );
  await page.getByLabel('New password', { exact: true }).fill('a new password, long enough');
  await page.getByLabel('New password again').fill('a new password, long enough, not the same');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await page.getByLabel('New password again').fill('a new password, long enough');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText(/This reset link has expired or has been used/)).toBeVisible();
});
