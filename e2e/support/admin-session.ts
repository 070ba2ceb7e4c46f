import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** The admin account the e2e server creates at start (in production mode there is no default one). */
export const E2E_ADMIN = { email: 'e2e.admin@example.com', password: 'e2e admin password 0123' } as const;

/** The signed-in browser state the admin specs start from, written by admin.setup.ts (not in git). */
export const ADMIN_STORAGE_STATE = join(__dirname, '..', '.auth', 'admin.json');

/** Opens `path` without a session, which shows the sign-in form, and signs in there as the e2e admin. */
export async function signInThroughForm(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
}
