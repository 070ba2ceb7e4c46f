import { type Page, expect, test } from '@playwright/test';

/**
 * On a page without React, Enroll Now is an island whose form arrives after the press (React, Chakra and
 * the form: seconds on a slow phone). The page's loading dialog answers the press at once with the
 * form's title, and the form takes its place; closed meanwhile, nothing opens later. The island's
 * script is held here until the test has looked.
 */

/** Opens /tasso with the Enroll Now island's script held, and presses the first Enroll Now. */
async function pressWithIslandHeld(page: Page, answer: 'continue' | 'abort' = 'continue') {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/island-enrol-[^/]+\.js$/, async (route) => {
    await released;
    await (answer === 'abort' ? route.abort() : route.continue());
  });
  await page.goto('/tasso');
  const enrol = page
    .getByRole('main')
    .getByRole('button', { name: /^Enroll Now/ })
    .filter({ visible: true })
    .first();
  await enrol.click();
  return { release, enrol };
}

test('Enroll Now shows the form’s title at once, and the form takes its place when its script arrives', async ({
  page,
}) => {
  const { release, enrol } = await pressWithIslandHeld(page);
  const loading = page.getByRole('dialog', { name: /^Enrol in TASSO Module 1/ });
  await expect(loading).toBeVisible();
  await expect(loading).toContainText('5 Days, AED');
  await expect(loading.getByText('Loading the enrolment form…')).toBeVisible();
  await expect(loading.getByRole('alert')).toBeHidden();
  await expect(loading.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(enrol).toHaveAttribute('aria-busy', 'true');
  release();
  const form = page.getByRole('dialog', { name: /^Enrol in TASSO Module 1/ });
  await expect(form.getByRole('button', { name: 'Submit Registration' })).toBeVisible();
  // One dialog: the loading one has gone.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(enrol).not.toHaveAttribute('aria-busy');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(enrol).toBeFocused();
});

test('the loading dialog closed before the script arrives opens no form; the next press opens it at once', async ({
  page,
}) => {
  const { release, enrol } = await pressWithIslandHeld(page);
  const loading = page.getByRole('dialog');
  await expect(loading).toContainText('Loading the enrolment form…');
  await loading.getByRole('button', { name: 'Close' }).click();
  await expect(loading).toBeHidden();
  await expect(enrol).toBeFocused();
  release();
  await expect(enrol).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await enrol.click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Submit Registration' })).toBeVisible();
});

test('the loading dialog keeps the keyboard inside it, as a modal dialog does', async ({ page }) => {
  const { release } = await pressWithIslandHeld(page);
  const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  release();
});

test('a form whose script cannot be loaded says so in the loading dialog, and Escape closes it', async ({
  page,
}) => {
  const { release, enrol } = await pressWithIslandHeld(page, 'abort');
  release();
  const loading = page.getByRole('dialog');
  await expect(loading.getByRole('alert')).toContainText('The enrolment form could not be loaded');
  await expect(loading.getByText('Loading the enrolment form…')).toBeHidden();
  await expect(enrol).not.toHaveAttribute('aria-busy');
  // The keyboard goes round the dialog's × and the address to write to.
  const mail = loading.getByRole('alert').getByRole('link');
  await page.keyboard.press('Tab');
  await expect(mail).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(loading.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(mail).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(loading).toBeHidden();
  await expect(enrol).toBeFocused();
});
