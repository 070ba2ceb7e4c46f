import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { STRIPE_TEST_SECRET_KEY, STRIPE_WEBHOOK_SECRET, standInPort } from './stripe-stand-in';
import { ADMIN_STORAGE_STATE, E2E_ADMIN } from './support/admin-session';

/**
 * The built app, served the production way (apps/server serving apps/web's build) on its own port
 * and its own embedded database. The runner and its workers share the data folder through the
 * environment so tests can look at the rows the site wrote.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'academy-e2e-'));
const PORT = Number(process.env.E2E_PORT ?? 3107);

export default defineConfig({
  testDir: './tests',
  // A local stand-in for Stripe's API: the site takes payments online (issue 16) without the network.
  globalSetup: './stripe-stand-in.ts',
  fullyParallel: true,
  // CI machines are shared and at times several times slower than a quiet one (a whole run once took
  // 26 minutes instead of 7): a list's answer or a hydration may take longer than Playwright's 5 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Playwright cannot download its own browser here; Debian's chromium package is used instead.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--disable-features=AutofillServerCommunication', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: [/tests\/admin\//, /admin\.setup\.ts/],
    },
    { name: 'phone', use: { ...devices['Pixel 7'] }, testMatch: /contact-form/ },
    // Signs in once through the form; the admin specs start from that session.
    { name: 'setup', testMatch: /admin\.setup\.ts/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'admin',
      // Anchored at tests/: the checkout's own path may contain 'admin/' (a worktree named wt-admin).
      testMatch: /tests\/admin\/.*\.spec\.ts/,
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], storageState: ADMIN_STORAGE_STATE },
    },
  ],
  webServer: {
    command: 'node ../apps/server/dist/main.js',
    url: `http://127.0.0.1:${PORT}/healthz`,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'production',
      JWT_SECRET: 'e2e-only-secret-e2e-only-secret-0123456',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // Every spec's forms come from 127.0.0.1: the public form limits (tested at server level with
      // their real values) would refuse them.
      SUBMISSIONS_PER_ADDRESS: '100000',
      MAILS_PER_RECIPIENT: '100000',
      SEATS_PER_ADDRESS_PER_EVENT: '100000',
      SEATS_PER_ADDRESS_PER_FAMILY_SESSION: '100000',
      STRIPE_SECRET_KEY: STRIPE_TEST_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_BASE: `http://127.0.0.1:${standInPort(PORT)}`,
      // Expired seat holds and lapsed claims are looked for every second, so a test that moves a
      // deadline into the past sees the outcome at once.
      SEAT_WORKER_POLL_SECONDS: '1',
      // Reminders too: a test moves a booking back in time and sees its reminder at once.
      REMINDER_POLL_SECONDS: '1',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
