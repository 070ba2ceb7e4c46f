import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { addUpcomingEvent, findRegistration } from '../../support/database';
import { openHydrated, seriousViolations } from '../../support/pages';
import { enrol } from '../../support/registrant';
import { registerForAwaken, sendEnquiry, uniqueWord } from '../../support/admin-fixtures';

// Each list opens on its search (the address keeps it), so no typing races the selection.
const found = (page: Page) => page.getByRole('status').filter({ hasText: /^Found/ });
const rowOf = (page: Page, region: RegExp, name: string) =>
  page.getByRole('region', { name: region }).locator('tbody tr').filter({ hasText: name });

test('confirms two selected registrations at once and leaves the others as they were', async ({
  page,
  request,
}) => {
  const family = uniqueWord('Bulk');
  const names = ['Amira', 'Basma', 'Carim'].map((first) => `${first} ${family}`);
  for (const name of names) {
    const [firstName, lastName] = name.split(' ');
    await registerForAwaken(request, { firstName, lastName, email: `${firstName}.${family}@example.com` });
  }
  await openHydrated(page, `/admin/dashboard?q=${family}`);
  const row = (name: string) => rowOf(page, /^Registrations/, name);
  await expect(found(page)).toHaveText('Found 3');
  for (const name of names) await expect(row(name)).toContainText('Pending');

  await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
  await expect(page.getByRole('status').filter({ hasText: /selected$/ })).toHaveText('2 selected');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('2 changed')).toBeVisible();
  await expect(row(names[0])).toContainText('Confirmed');
  await expect(row(names[1])).toContainText('Confirmed');
  await expect(row(names[2])).toContainText('Pending');
  await expect(page.getByRole('checkbox', { name: `Select ${names[0]}` })).not.toBeChecked();
});

test('cancels the selected registrations only after asking', async ({ page, request }) => {
  const family = uniqueWord('Bulk');
  const names = ['Dalia', 'Elias'].map((first) => `${first} ${family}`);
  for (const name of names) {
    const [firstName, lastName] = name.split(' ');
    await registerForAwaken(request, { firstName, lastName, email: `${firstName}.${family}@example.com` });
  }
  await openHydrated(page, `/admin/dashboard?q=${family}`);
  const row = (name: string) => rowOf(page, /^Registrations/, name);
  await expect(found(page)).toHaveText('Found 2');

  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByRole('status').filter({ hasText: /selected$/ })).toHaveText('2 selected');
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  await bar.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('alertdialog');
  await question.getByRole('button', { name: 'Keep them' }).click();
  await expect(question).toBeHidden();
  for (const name of names) await expect(row(name)).toContainText('Pending');

  await bar.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel them' }).click();
  for (const name of names) await expect(row(name)).toContainText('Cancelled');
});

test('lists the seats held unpaid for an event with their deadline and releases the chosen ones', async ({
  page,
  request,
}) => {
  const event = addUpcomingEvent({ seats: 5 });
  const family = uniqueWord('Held');
  const names = ['Hala', 'Imad'].map((first) => `${first} ${family}`);
  const ids: string[] = [];
  for (const name of names) {
    const [firstName, lastName] = name.split(' ');
    ids.push(
      await enrol(request, {
        firstName,
        lastName,
        email: `${firstName}.${family}@example.com`,
        eventId: event.id,
      }),
    );
  }
  await openHydrated(
    page,
    `/admin/events/${encodeURIComponent(event.id)}/attendees?status=PENDING&payment=UNPAID`,
  );
  const region = page.getByRole('region', { name: /^Registrations/ });
  const row = (name: string) => rowOf(page, /^Registrations/, name);
  await expect(region.getByRole('columnheader', { name: /^Seat held until/ })).toBeVisible();
  for (const name of names) await expect(row(name).locator('time')).toHaveCount(2);

  await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  await bar.getByRole('button', { name: 'Release seat' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Release the seat held for the selected registration?');
  await question.getByRole('button', { name: 'Release the seats' }).click();
  await expect(page.getByText('1 changed')).toBeVisible();
  // Expired now, it leaves the list of held seats; the other is still held.
  await expect(row(names[0])).toHaveCount(0);
  await expect(row(names[1])).toContainText('Pending');
  expect(findRegistration(ids[0])?.status).toBe('expired');
  expect(findRegistration(ids[1])?.status).toBe('pending');
});

test('exports the selected enquiries and marks them resolved', async ({ page, request }) => {
  const family = uniqueWord('Bulk');
  const names = ['Farah', 'Ghada'].map((first) => `${first} ${family}`);
  for (const name of names) {
    const [firstName, lastName] = name.split(' ');
    await sendEnquiry(request, {
      firstName,
      lastName,
      email: `${firstName}.${family}@example.com`,
      message: 'When does the next Decode level 1 start?',
    });
  }
  await openHydrated(page, `/all-contacts.uae?q=${family}`);
  const row = (name: string) => rowOf(page, /^Enquiries/, name);
  await expect(found(page)).toHaveText('Found 2');

  await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
  const bar = page.getByRole('group', { name: 'Bulk actions' });
  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Export the selection' }).click();
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain(names[0].split(' ')[0]);
  expect(csv).not.toContain(names[1].split(' ')[0]);

  await bar.getByRole('button', { name: 'Mark resolved' }).click();

  await expect(row(names[0])).toContainText('Resolved');
  await expect(row(names[1])).toContainText('New');
});

test('on a 390 px phone each card has its checkbox, and the bar fits and passes axe', async ({
  page,
  request,
}) => {
  const family = uniqueWord('Bulk');
  const name = `Hana ${family}`;
  await registerForAwaken(request, {
    firstName: 'Hana',
    lastName: family,
    email: `hana.${family}@example.com`,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, `/admin/dashboard?q=${family}`);
  await expect(found(page)).toHaveText('Found 1');

  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(page.getByRole('status').filter({ hasText: /selected$/ })).toHaveText('1 selected');
  await expect(
    page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Confirm' }),
  ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});
