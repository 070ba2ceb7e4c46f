import { type Page, expect, test } from '@playwright/test';
import { offerEndDay } from '@academy/content';
import { daysFromToday } from '../../support/database';
import { openHydrated, seriousViolations } from '../../support/pages';
import { uniqueWord } from '../../support/admin-fixtures';

// TASSO's last module and fifth module: no other spec reads their fees.
const MODULE_6 = 'Module 6: Clinical Practice and Supervision';
const MODULE_5 = 'Module 5: Life Between Lives and Soul Purpose';

/** What the public calendar query says of an event's fee. */
async function publicFee(page: Page, name: string) {
  const response = await page.request.post('/graphql', {
    data: { query: '{ calendarEvents(upcoming: true) { name price fee { amount currency } } }' },
  });
  const { data } = await response.json();
  return (data.calendarEvents as Array<{ name: string }>).find((event) => event.name === name);
}

/** A TASSO event of a module, added through the API as the event manager adds one. */
async function addTassoEvent(page: Page, name: string, level: string, days: number) {
  const created = await page.request.post('/graphql', {
    data: {
      query: 'mutation Create($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }',
      variables: {
        input: {
          name,
          programme: 'TASSO',
          level,
          date: daysFromToday(days),
          endDate: daysFromToday(days + 4),
          time: '9:00 AM - 6:00 PM',
          location: 'Dubai, Jumeirah Lakes Towers',
          trainer: 'Layla Farouk',
          seats: 8,
        },
      },
    },
  });
  expect((await created.json()).errors).toBeUndefined();
}

test("staff change a level's fee on Programmes and fees, and its events cost it at once", async ({
  page,
}) => {
  const name = `TASSO ${uniqueWord('Practice')}`;
  await addTassoEvent(page, name, MODULE_6, 6);
  expect(await publicFee(page, name)).toMatchObject({ price: 'AED 5,614' });

  await openHydrated(page, '/admin/dashboard');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Programmes and fees' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Programmes and fees' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Programme levels' });
  const row = table.getByRole('row').filter({ hasText: MODULE_6 });
  await expect(row).toContainText('AED 5,614');
  await expect(row).toContainText('5 days');
  await expect(
    table.getByRole('row').filter({ hasText: 'Level 3: Regression Therapy and Inner Child Healing' }),
  ).toContainText('AED 4,680');

  await row.getByRole('button', { name: `Edit: Transpersonal Regression (TASSO), ${MODULE_6}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${MODULE_6}` });
  const fee = dialog.getByLabel('Fee', { exact: true });
  await expect(fee).toHaveValue('5614');
  // A refused field says why under itself, and keeps the focus.
  await fee.fill('0');
  await dialog.getByRole('button', { name: 'Save level' }).click();
  await expect(dialog.getByText('Fee must be a whole number from 1 to 1,000,000')).toBeVisible();
  await expect(fee).toBeFocused();
  await fee.fill('5790');
  await dialog.getByRole('button', { name: 'Save level' }).click();
  await expect(page.getByText('Level saved.')).toBeVisible();
  await expect(row).toContainText('AED 5,790');

  // Recorded, and the level's events take the new fee without a restart.
  await row.getByRole('button', { name: `Edit: Transpersonal Regression (TASSO), ${MODULE_6}` }).click();
  await expect(dialog.getByText(`${MODULE_6}: Fee AED 5,614 → AED 5,790`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await publicFee(page, name)).toMatchObject({
    price: 'AED 5,790',
    fee: { amount: 5790, currency: 'AED' },
  });
});

test('staff give one event an early-bird offer in its dialog, shown as such, and remove it', async ({
  page,
}) => {
  const name = `TASSO ${uniqueWord('Early')}`;
  await addTassoEvent(page, name, MODULE_5, 3);
  const endsOn = daysFromToday(1);
  const shown = `Early bird until ${offerEndDay(endsOn)}: AED 5,000, then AED 5,614`;

  await openHydrated(page, '/admin-Hypnotherapy');
  const row = page
    .getByRole('region', { name: /^Calendar events/ })
    .getByRole('row')
    .filter({ hasText: name });
  await expect(row).toContainText('AED 5,614');
  await row.getByRole('button', { name: `Edit: ${name}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit event' });
  await expect(form.getByLabel('Fee', { exact: true })).toHaveValue(/^AED 5,614, the level’s fee/);
  await form.getByRole('button', { name: 'Add an offer' }).click();
  await expect(form.getByLabel('Offer name')).toBeFocused();
  await form.getByLabel('Offer name').fill('Early bird');
  await form.getByLabel('Offer price').fill('6000');
  await form.getByLabel('Offer ends on').fill(endsOn);
  await form.getByRole('button', { name: 'Save event' }).click();
  await expect(form.getByText('Offer price must be below the regular fee, AED 5,614')).toBeVisible();
  await form.getByLabel('Offer price').fill('5000');
  await form.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByText('Event saved.')).toBeVisible();
  await expect(row).toContainText(shown);
  expect(await publicFee(page, name)).toMatchObject({ price: shown, fee: { amount: 5000 } });

  await row.getByRole('button', { name: `Edit: ${name}` }).click();
  await expect(form.getByLabel('Offer name')).toHaveValue('Early bird');
  await form.getByRole('button', { name: 'Remove the offer' }).click();
  await expect(form.getByRole('button', { name: 'Add an offer' })).toBeFocused();
  await form.getByRole('button', { name: 'Save event' }).click();
  // Saved: the dialog closes (the first save's toast may still be showing).
  await expect(form).toBeHidden();
  await expect(row).not.toContainText('Early bird');
  expect(await publicFee(page, name)).toMatchObject({ price: 'AED 5,614', fee: { amount: 5614 } });
});

test('Programmes and fees and its dialog have no serious or critical accessibility violation, and fit a 390 px phone', async ({
  page,
}) => {
  await openHydrated(page, '/admin/programmes');
  await expect(page.getByRole('table', { name: 'Programme levels' }).getByRole('row')).toHaveCount(20);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Edit: Decode, Level 1: Decode Your Mind' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Level 1: Decode Your Mind' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // On a phone the levels are cards, each with its fee and Edit.
  const card = page
    .getByRole('listitem')
    .filter({ hasText: 'Level 3: Regression Therapy and Inner Child Healing' });
  await expect(card).toContainText('AED 4,680');
  await expect(card.getByRole('button', { name: /^Edit:/ })).toBeVisible();
});
