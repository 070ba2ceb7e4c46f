import { expect, test as setup } from '@playwright/test';
import { ADMIN_STORAGE_STATE, signInThroughForm } from '../support/admin-session';

setup('sign in once through the form and keep the session for the admin specs', async ({ page }) => {
  await signInThroughForm(page, '/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Awaken Limitless Human Dashboard' }),
  ).toBeVisible();
  await page.context().storageState({ path: ADMIN_STORAGE_STATE });
});
