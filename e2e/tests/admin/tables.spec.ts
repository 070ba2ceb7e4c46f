import { type Page, expect, test } from '@playwright/test';
import { daysFromToday, privateLinkFor } from '../../support/database';
import { openHydrated } from '../../support/pages';
import { registerForAwaken, samplePhoto, uniqueWord } from '../../support/admin-fixtures';

const rows = (page: Page) => page.getByRole('region', { name: /^Registrations/ }).locator('tbody tr');

/** A toast of the admin's toaster saying `text`. */
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('status')
    .filter({ hasText: text });

/** Registers a unique person and shows only their row on the dashboard. */
async function showOnly(page: Page, firstName: string) {
  await openHydrated(page, '/admin/dashboard');
  await page.getByRole('searchbox', { name: 'Search' }).fill(firstName);
  await expect(rows(page)).toHaveCount(1);
  return rows(page).first();
}

test('on a 1280 px laptop the row actions are in view without scrolling the table', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const firstName = uniqueWord('Laptop');
  await registerForAwaken(request, {
    firstName,
    lastName: 'Wide',
    email: `${firstName.toLowerCase()}@example.com`,
  });
  const row = await showOnly(page, firstName);
  const button = row.getByRole('button', { name: /^View details/ });
  // Vertically the row may be under the fold; sideways the table's region must not need scrolling.
  await row.evaluate((tr) => window.scrollTo(0, window.scrollY + tr.getBoundingClientRect().top - 200));
  await expect(button).toBeInViewport({ ratio: 1 });
  expect(
    await page.getByRole('region', { name: /^Registrations/ }).evaluate((region) => region.scrollLeft),
  ).toBe(0);
});

test('Escape closes the photo viewer and leaves the details dialog under it open', async ({
  page,
  request,
}) => {
  const firstName = uniqueWord('Escape');
  const email = `${firstName.toLowerCase()}@example.com`;
  const id = await registerForAwaken(request, { firstName, lastName: 'Viewer', email });
  const token = (await privateLinkFor(email)).split('#')[1];
  const upload = await request.put(`/api/awakenLimitlessHuman/${id}`, {
    headers: { 'X-Registration-Token': token },
    multipart: { idPhotofront: { name: 'front.webp', mimeType: 'image/webp', buffer: samplePhoto() } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const row = await showOnly(page, firstName);
  await row.getByRole('button', { name: /^View details/ }).click();
  const details = page.getByRole('dialog', { name: 'Registration details' });
  await details.getByRole('button', { name: 'Open ID photo (front) full size' }).click();
  const viewer = page.getByRole('dialog', { name: 'ID photo (front), full size' });
  await expect(viewer.getByRole('img', { name: 'ID photo (front)' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(details).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
});

test('e-mail addresses and phone numbers are links, in the table and in the details', async ({
  page,
  request,
}) => {
  const firstName = uniqueWord('Links');
  const email = `${firstName.toLowerCase()}@example.com`;
  await registerForAwaken(request, { firstName, lastName: 'Caller', email });
  const row = await showOnly(page, firstName);
  await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  const phoneCell = row.getByRole('link', { name: /^\+?[\d ]+$/ });
  await expect(phoneCell).toHaveAttribute('href', /^tel:\+?\d+$/);

  await row.getByRole('button', { name: /^View details/ }).click();
  const details = page.getByRole('dialog', { name: 'Registration details' });
  await expect(details.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(details.getByRole('link', { name: /^\+?[\d ]+$/ }).first()).toHaveAttribute(
    'href',
    /^tel:\+?\d+$/,
  );
});

test('a delete is asked in the app’s own dialog: Keep it keeps the row, Delete removes it', async ({
  page,
}) => {
  const name = `Decode ${uniqueWord('Doomed')}`;
  const created = await page.request.post('/graphql', {
    data: {
      query: `mutation Create($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }`,
      variables: {
        input: {
          name,
          programme: 'DECODE',
          level: 'Level 4',
          date: daysFromToday(1),
          time: '9:00 AM - 6:00 PM',
          location: 'Abu Dhabi',
          trainer: 'Vikram Rao',
          seats: 5,
        },
      },
    },
  });
  expect((await created.json()).errors).toBeUndefined();
  let nativeDialogs = 0;
  page.on('dialog', (dialog) => {
    nativeDialogs += 1;
    void dialog.dismiss();
  });
  await openHydrated(page, '/admin-decode');
  const row = page
    .getByRole('region', { name: /^Calendar events/ })
    .getByRole('row')
    .filter({ hasText: name });
  const question = page.getByRole('alertdialog', { name: `Delete ${name}? This cannot be undone.` });

  await row.getByRole('button', { name: `Delete: ${name}` }).click();
  await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await question.getByRole('button', { name: 'Keep it' }).click();
  await expect(question).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete: ${name}` }).click();
  await question.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(toast(page, 'Event deleted.')).toBeVisible();
  expect(nativeDialogs).toBe(0);
});

test('a toast says an event was saved once its form closes, and a record was erased once its details close', async ({
  page,
  request,
}) => {
  const name = `Decode ${uniqueWord('Toasted')}`;
  await openHydrated(page, '/admin-decode');
  await page.getByRole('button', { name: 'Add event' }).click();
  const form = page.getByRole('dialog', { name: 'Add event' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Level', { exact: true }).selectOption('Level 4: Decode Your Blueprint');
  await form.getByLabel('Date', { exact: true }).fill(daysFromToday(2));
  await form.getByLabel('Location', { exact: true }).fill('Dubai, Business Bay');
  await form.getByLabel('Trainer', { exact: true }).fill('Vikram Rao');
  await form.getByLabel('Seats', { exact: true }).fill('4');
  await form.getByRole('button', { name: 'Save event' }).click();
  await expect(form).toBeHidden();
  await expect(toast(page, 'Event saved.')).toBeVisible();

  const firstName = uniqueWord('Erased');
  await registerForAwaken(request, {
    firstName,
    lastName: 'Gone',
    email: `${firstName.toLowerCase()}@example.com`,
  });
  const row = await showOnly(page, firstName);
  await row.getByRole('button', { name: /^View details/ }).click();
  const details = page.getByRole('dialog', { name: 'Registration details' });
  await details.getByRole('button', { name: 'Erase for good' }).click();
  await details.getByLabel('Type ERASE to confirm').fill('ERASE');
  await details.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(details).toBeHidden();
  await expect(toast(page, 'Erased.')).toBeVisible();
});

test('on a 390 px phone the rows are cards with the key fields and the actions', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const firstName = uniqueWord('Pocket');
  const email = `${firstName.toLowerCase()}@example.com`;
  await registerForAwaken(request, { firstName, lastName: 'Card', email });
  await openHydrated(page, '/admin/dashboard');
  await page.getByRole('searchbox', { name: 'Search' }).fill(firstName);

  const card = page.getByRole('list', { name: /^Registrations: / }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { name: `${firstName} Card` })).toBeVisible();
  await expect(card.getByRole('link', { name: email })).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();
  // The whole card, its actions too, fits the phone's width.
  await card.getByRole('button', { name: /^View details/ }).scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: /^View details/ })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('region', { name: /^Registrations: / })).toBeHidden();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await card.getByRole('button', { name: /^View details/ }).click();
  await expect(page.getByRole('dialog', { name: 'Registration details' })).toBeVisible();
});

test('the column chooser shows a hidden column and hides another, and the list remembers it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const firstName = uniqueWord('Chooser');
  await registerForAwaken(request, {
    firstName,
    lastName: 'Picky',
    email: `${firstName.toLowerCase()}@example.com`,
  });
  await showOnly(page, firstName);
  const header = (name: string) =>
    page.getByRole('region', { name: /^Registrations: / }).getByRole('columnheader', { name, exact: true });
  await expect(header('Level')).toHaveCount(0);
  await expect(header('Email')).toBeVisible();

  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('group', { name: /^Columns shown: Registrations/ });
  await chooser.getByRole('checkbox', { name: 'Level' }).check();
  await chooser.getByRole('checkbox', { name: 'Email' }).uncheck();
  await expect(header('Level')).toBeVisible();
  await expect(header('Email')).toHaveCount(0);
  await expect(rows(page).first()).toContainText('Level 1: Foundations of Consciousness');

  await showOnly(page, firstName);
  await expect(header('Level')).toBeVisible();
  await expect(header('Email')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^View details/ })).toBeVisible();
});
