import { expect, test } from '@playwright/test';
import { findRegistrations } from '../support/database';
import { openHydrated, seriousViolations } from '../support/pages';
import { privatePageAddress, uniqueEmail } from '../support/registrant';

const LEVEL_2 = 'Level 2: Decode Your Behaviour';

/** Issue 28 §3: a level that needs another first, on a 390 px phone. */
test.describe('the learner path on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form names the level needed first, takes "completed elsewhere" pending approval, and the private page shows the path', async ({
    page,
    baseURL,
  }) => {
    await openHydrated(page, '/level/2');
    await page.getByRole('region', { name: 'Level 2' }).getByRole('button', { name: 'Enroll Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Level', { exact: true })).toHaveValue(LEVEL_2);
    await expect(dialog.getByText('This level needs Level 1: Decode Your Mind first')).toBeVisible();

    const email = uniqueEmail('learner.path');
    await dialog.getByLabel('First name').fill('Layla');
    await dialog.getByLabel('Last name').fill('Hassan');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Mobile number').fill('050 123 4567');
    await dialog.getByLabel('Date of birth').fill('1990-04-12');
    await dialog.getByLabel('Occupation').fill('Teacher');
    await dialog.getByLabel('Workshop').selectOption({ label: 'Next available intake' });
    await dialog.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
    // Without the box the server refuses, naming the level, under the level.
    await dialog.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(dialog.getByText(/tick "I completed it elsewhere"/)).toBeVisible();
    expect(findRegistrations(email)).toEqual([]);

    await dialog.getByRole('checkbox', { name: 'I completed it elsewhere' }).check();
    await dialog
      .getByLabel('Where and when did you complete it?')
      .fill('Level 1 with Mind Academy, Mumbai, 2025');
    await dialog.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'no payment is due' })).toBeVisible();
    expect(findRegistrations(email)[0]).toMatchObject({ levelName: LEVEL_2, status: 'pending_approval' });

    await openHydrated(page, await privatePageAddress(email, baseURL));
    const path = page.getByRole('region', { name: 'Your path' });
    await expect(path.getByRole('listitem').filter({ hasText: `Decode, ${LEVEL_2}` })).toContainText(
      'awaiting our approval',
    );
    const bodyWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(bodyWidth).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
