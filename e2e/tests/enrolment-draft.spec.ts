import { type Locator, type Page, expect, test } from '@playwright/test';
import { findRegistrations } from '../support/database';
import { openHydrated, seriousViolations } from '../support/pages';
import { uniqueEmail } from '../support/registrant';

/** Issue 13 §1.6: nothing typed into the enrolment form is lost by a stray Escape or click. */

async function openEnrolment(page: Page) {
  await page.getByRole('button', { name: 'Enroll Now' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('First name')).toBeVisible();
  return dialog;
}

const question = (page: Page) => page.getByRole('alertdialog');

test('Escape, the backdrop and × on a half-filled form ask first; keeping on editing keeps every field', async ({
  page,
}) => {
  await openHydrated(page, '/ich/levels');
  const dialog = await openEnrolment(page);
  await dialog.getByLabel('First name').fill('Layla');
  await dialog.getByLabel('Occupation').fill('Teacher');

  const closers: Array<(dialog: Locator) => Promise<void>> = [
    () => page.keyboard.press('Escape'),
    () => page.mouse.click(3, 3),
    (form) => form.getByRole('button', { name: 'Close' }).click(),
    (form) => form.getByRole('button', { name: 'Cancel' }).click(),
  ];
  for (const close of closers) {
    await close(dialog);
    await expect(question(page)).toBeVisible();
    await expect(question(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await question(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(question(page)).toBeHidden();
    await expect(dialog.getByLabel('First name')).toHaveValue('Layla');
    await expect(dialog.getByLabel('Occupation')).toHaveValue('Teacher');
  }
  // Escape on the question answers it the safe way too.
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeHidden();
  await expect(dialog.getByLabel('First name')).toHaveValue('Layla');
});

test('a closed form keeps its draft through reopening and a reload, until it is discarded', async ({
  page,
}) => {
  const email = uniqueEmail('enrol.draft');
  await openHydrated(page, '/ich/levels');
  let dialog = await openEnrolment(page);
  await dialog.getByLabel('First name').fill('Layla');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('How you heard about us').selectOption('Instagram');
  await page.keyboard.press('Escape');
  await question(page).getByRole('button', { name: 'Close and keep draft' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  dialog = await openEnrolment(page);
  await expect(dialog.getByLabel('First name')).toHaveValue('Layla');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);

  await openHydrated(page, '/ich/levels');
  dialog = await openEnrolment(page);
  await expect(dialog.getByLabel('First name')).toHaveValue('Layla');
  await expect(dialog.getByLabel('How you heard about us')).toHaveValue('Instagram');

  await dialog.getByRole('button', { name: 'Close' }).click();
  await question(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  dialog = await openEnrolment(page);
  await expect(dialog.getByLabel('First name')).toHaveValue('');
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  // An empty form has nothing to lose: it closes at once.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(question(page)).toBeHidden();
});

test('a sent registration leaves no draft behind', async ({ page }) => {
  const email = uniqueEmail('enrol.draft.sent');
  await openHydrated(page, '/ich/levels');
  let dialog = await openEnrolment(page);
  await dialog.getByLabel('First name').fill('Layla');
  await dialog.getByLabel('Last name').fill('Hassan');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mobile number').fill('050 123 4567');
  await dialog.getByLabel('Date of birth').fill('1990-04-12');
  await dialog.getByLabel('Occupation').fill('Teacher');
  await dialog.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
  await dialog.getByLabel('Workshop').selectOption({ label: 'Next available intake' });
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(dialog.getByText(/^Thank you for registering!/)).toBeVisible();
  await expect.poll(() => findRegistrations(email).length).toBe(1);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('dialog')).toBeHidden();

  dialog = await openEnrolment(page);
  await expect(dialog.getByLabel('First name')).toHaveValue('');
  await expect(dialog.getByLabel('Email')).toHaveValue('');
});
