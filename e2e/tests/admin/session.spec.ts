import { expect, test } from '@playwright/test';
import { openHydrated } from '../../support/pages';
import { signInElsewhere } from '../../support/admin-fixtures';

test.describe('without a session', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('/admin/dashboard lands on the sign-in page, which would bring the person back', async ({ page }) => {
    await openHydrated(page, '/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Dashboard' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
  });

  test('empty fields are named, and a wrong password shows the server’s error', async ({ page }) => {
    await openHydrated(page, '/admin/login');
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();

    await page.getByLabel('Email').fill('e2e.admin@example.com');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test('a signed-in visitor of /admin/login goes on to the dashboard', async ({ page }) => {
  await openHydrated(page, '/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Welcome')).toBeVisible();
});

test('signing in returns to the page asked for, and Sign out ends that session for good', async ({
  browser,
}) => {
  const { context, page } = await signInElsewhere(browser, '/all-contacts.uae');
  // Asked for /all-contacts.uae without a session: signed in there, and back to it.
  await expect(page).toHaveURL(/\/all-contacts\.uae$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
  const signedIn = await context.storageState();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await context.close();

  // The cookie it held no longer opens the admin area.
  const replay = await browser.newContext({ storageState: signedIn });
  const again = await replay.newPage();
  await again.goto('/admin/dashboard');
  await expect(again).toHaveURL(/\/admin\/login\?next=/);
  await expect(again.getByRole('heading', { level: 1, name: 'Sign in to Dashboard' })).toBeVisible();
  await replay.close();
});

test('when the session ends meanwhile, the next operation sends the person to sign in again', async ({
  browser,
}) => {
  const { context, page } = await signInElsewhere(browser, '/all-registration-uae');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Management' })).toBeVisible();
  // Ended behind the page's back (as another tab's logout or an expiry would).
  const ended = await page.request.post('/graphql', { data: { query: 'mutation { adminLogout }' } });
  expect((await ended.json()).data).toEqual({ adminLogout: true });

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fall-registration-uae$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Dashboard' })).toBeVisible();
  await context.close();
});
