import { type Locator, type Page, expect, test } from '@playwright/test';
import { daysFromToday, findRegistrations, waitForMail } from '../support/database';
import { openHydrated } from '../support/pages';
import { uniqueEmail } from '../support/registrant';

/**
 * Issue 13 §1, items 2 to 4: the calendar lists what can be booked first, level pages take their dates
 * from it, an Enroll Now opens on the event's level and the workshop choice offers only that level's
 * events, and one fee, with its currency, from page to form to mail.
 */

const LEVEL_2 = 'Level 2: Decode Your Behaviour';
const LEVEL_3 = 'Level 3: Decode Your Relationships';
const LEVEL_2_EVENT = 'Decode Your Behaviour: Two-Day Workshop';
const LEVEL_3_EVENT = 'Decode Your Relationships: Two-Day Workshop';

/** The dates a row or card prints: 'Sat, 6 Feb 2027', each turned into ISO. */
function isoDates(text: string): string[] {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return [...text.matchAll(/\b(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})\b/g)].map(
    ([, day, month, year]) =>
      `${year}-${String(months.indexOf(month) + 1).padStart(2, '0')}-${day.padStart(2, '0')}`,
  );
}

async function liveRowsShown(page: Page) {
  await expect(page.getByRole('status').first()).toHaveText('');
}

const workshopOptions = (dialog: Locator) => dialog.getByLabel('Workshop').locator('option');

test.describe('bookable first', () => {
  test('/practitioner leads with upcoming events, folds the past ones, and shows a multi-day span', async ({
    page,
  }) => {
    await openHydrated(page, '/practitioner');
    await liveRowsShown(page);
    const upcoming = page.getByRole('table', { name: /^Event calendar/ });
    const first = upcoming.locator('tbody tr').first();
    await expect(first.getByRole('button', { name: /^Enroll Now/ })).toBeVisible();
    for (const text of await upcoming.locator('tbody tr').allInnerTexts()) {
      expect(isoDates(text)[0] >= daysFromToday(0), text).toBe(true);
    }
    // The 2025 events are behind "Past events", closed until opened.
    const past = page.getByRole('table', { name: /^Past events/ });
    await expect(past).toBeHidden();
    await page.getByText(/^Past events \(\d+\)$/).click();
    await expect(past).toBeVisible();
    await expect(past.getByText('Sat, 9 Aug 2025')).toBeVisible();
    await expect(past.getByRole('button', { name: /^Enroll Now/ })).toHaveCount(0);

    const twoDays = upcoming.locator('tbody tr').filter({ hasText: LEVEL_2_EVENT });
    await expect(twoDays).toContainText('Sat, 6 Feb 2027 to Sun, 7 Feb 2027');
  });

  test('/practitioner filters by programme, month and city', async ({ page }) => {
    await openHydrated(page, '/practitioner');
    await liveRowsShown(page);
    const rows = page.getByRole('table', { name: /^Event calendar/ }).locator('tbody tr');
    await page.getByRole('combobox', { name: 'Programme' }).selectOption({ label: 'Decode' });
    // The filter applies once the calendar's island has woken (slow on a busy machine): until then every
    // row shows. Other workers add Decode events of their own meanwhile: every row is a Decode one.
    await expect(rows.filter({ hasNotText: 'Decode' })).toHaveCount(0);
    await expect(rows.first()).toContainText('Decode');

    await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'Feb 2027' });
    await expect(rows.filter({ hasNotText: 'Feb 2027' })).toHaveCount(0);
    await expect(rows.filter({ hasText: LEVEL_2_EVENT })).toHaveCount(1);

    await page.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'Any month' });
    await page.getByRole('combobox', { name: 'City' }).selectOption('Sharjah');
    await expect(rows.filter({ hasNotText: 'Sharjah' })).toHaveCount(0);
    await expect(rows.filter({ hasText: LEVEL_3_EVENT })).toHaveCount(1);
  });

  test.describe('on a 390px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("/practitioner's first Enroll Now is within the first two screens", async ({ page }) => {
      await openHydrated(page, '/practitioner');
      const enrol = page.getByRole('button', { name: /^Enroll Now/ }).first();
      await expect(enrol).toBeVisible();
      const box = await enrol.boundingBox();
      expect(box?.y ?? Infinity).toBeLessThan(2 * 844);
    });
  });

  test('/family-constellation lists the workshops to come first, the past ones folded', async ({ page }) => {
    await openHydrated(page, '/family-constellation');
    const programs = page.getByRole('region', { name: 'Programs Details' });
    const rows = programs.getByRole('table', { name: /^Family Constellation workshops/ }).locator('tbody tr');
    await expect(rows.first().getByRole('button', { name: /^Enroll Now/ })).toBeVisible();
    for (const text of await rows.allInnerTexts()) expect(isoDates(text)[0] >= daysFromToday(0)).toBe(true);
    await expect(programs.getByRole('table', { name: /^Past Family Constellation/ })).toBeHidden();
  });
});

test.describe('level and workshop agree', () => {
  test("Enroll Now on a Level 3 event opens on Level 3 and offers only that level's workshops", async ({
    page,
  }) => {
    await openHydrated(page, '/practitioner');
    await liveRowsShown(page);
    const row = page
      .getByRole('table', { name: /^Event calendar/ })
      .locator('tbody tr')
      .filter({
        hasText: LEVEL_3_EVENT,
      });
    await row.getByRole('button', { name: /^Enroll Now/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Level', { exact: true })).toHaveValue(LEVEL_3);
    await expect(workshopOptions(dialog).filter({ hasText: LEVEL_3_EVENT })).toHaveCount(1);
    await expect(dialog.getByLabel('Workshop')).toHaveValue(/decode-relationships/);
    await expect(workshopOptions(dialog).filter({ hasText: 'Decode Your Mind' })).toHaveCount(0);
    await expect(dialog).toContainText('AED 3,300');

    await dialog.getByLabel('Level', { exact: true }).selectOption(LEVEL_2);
    await expect(workshopOptions(dialog).filter({ hasText: LEVEL_2_EVENT })).toHaveCount(1);
    await expect(workshopOptions(dialog).filter({ hasText: LEVEL_3_EVENT })).toHaveCount(0);
    await expect(dialog.getByLabel('Workshop')).toHaveValue('');
  });
});

test.describe('dates and prices that agree', () => {
  test('a level page shows its next session and upcoming rows from the calendar, and one fee to the mail', async ({
    page,
  }) => {
    // The page is rendered from the live calendar: it asks nothing more.
    await openHydrated(page, '/level/2');
    const summary = page.getByRole('region', { name: 'Level 2' });
    await expect(summary).toContainText('AED 2,565');
    await expect(summary).toContainText('Sat, 6 Feb 2027 to Sun, 7 Feb 2027');
    await expect(page.getByRole('main')).not.toContainText('2026');

    const table = page.getByRole('table', { name: 'Upcoming Decode workshops' });
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toContainText('Abu Dhabi');
    for (const text of await rows.allInnerTexts()) expect(isoDates(text)[0] >= daysFromToday(0)).toBe(true);

    // The row on the page is a workshop the form offers, at the same fee.
    await summary.getByRole('button', { name: 'Enroll Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Level', { exact: true })).toHaveValue(LEVEL_2);
    const choice = workshopOptions(dialog).filter({ hasText: 'Abu Dhabi, Al Reem Island' });
    await expect(choice).toHaveCount(1);
    await dialog.getByLabel('Workshop').selectOption({ label: (await choice.textContent()) ?? '' });
    await expect(dialog.getByRole('definition').filter({ hasText: 'AED 2,565' })).toBeVisible();

    const email = uniqueEmail('fee.level2');
    await dialog.getByLabel('First name').fill('Layla');
    await dialog.getByLabel('Last name').fill('Hassan');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Mobile number').fill('050 123 4567');
    await dialog.getByLabel('Date of birth').fill('1990-04-12');
    await dialog.getByLabel('Occupation').fill('Teacher');
    // Level 2 needs Level 1 first, which this new address completed elsewhere.
    await expect(dialog.getByText('This level needs Level 1: Decode Your Mind first')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'I completed it elsewhere' }).check();
    await dialog
      .getByLabel('Where and when did you complete it?')
      .fill('Level 1 with another provider, 2025');
    await dialog.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
    await dialog.getByRole('button', { name: 'Submit Registration' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();

    expect(findRegistrations(email)[0]).toMatchObject({ levelName: LEVEL_2, status: 'pending_approval' });
    const mail = await waitForMail(email, /Your registration for Decode/);
    expect(mail.text).toMatch(/Fee\W+AED 2,565/);
    expect(mail.text).not.toContain('AED 375');
  });
});
