import { expect, test } from '@playwright/test';
import {
  addUpcomingEvent,
  addWaitingEntry,
  setRegistrationState,
  setSeatsTaken,
} from '../../support/database';
import { openHydrated } from '../../support/pages';
import { enrol, uniqueEmail } from '../../support/registrant';
import { registerForAwaken, uniqueWord } from '../../support/admin-fixtures';

const figureOf = async (card: ReturnType<import('@playwright/test').Page['locator']>) =>
  Number(await card.getByText(/^\d+$/).first().innerText());

test('the dashboard opens with this week’s registrations, enquiries waiting and the seats of the next events, split paid / held / free / waiting', async ({
  page,
  request,
}) => {
  // Today's event comes before every other worker's: those are dated days ahead.
  const event = addUpcomingEvent({ date: new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10) });
  const lastName = uniqueWord('Seated');
  const [, paid, expired] = await Promise.all(
    ['Hana', 'Pari', 'Ezra'].map((firstName) =>
      enrol(request, { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()), eventId: event.id }),
    ),
  );
  setRegistrationState(paid, { paymentStatus: 'paid' });
  setRegistrationState(expired, { status: 'expired' });
  addWaitingEntry(event.id, uniqueEmail('wafa'));
  // Others hold seats too: the bar shows those as taken otherwise.
  setSeatsTaken(event.id, 7);
  await page.goto('/admin/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Awaken Limitless Human Dashboard' }),
  ).toBeVisible();
  const summary = page.getByRole('region', { name: 'At a glance' });
  const week = summary
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Registrations this week' }) })
    .last();
  const before = await figureOf(week);

  const seats = summary.getByRole('listitem').filter({ hasText: event.name });
  await expect(seats).toContainText('7 of 10');
  await expect(seats).toContainText('1 waiting');
  await expect(summary.getByRole('list', { name: 'What the bars show' })).toContainText('Held, unpaid');
  // The split bar is a picture; its figures are written out for screen readers.
  await expect(seats).toContainText('1 paid, 1 held unpaid, 5 taken otherwise, 3 free, 1 waiting');
  // The week's figures are written out for screen readers, a line per day.
  await expect(
    summary.getByRole('list', { name: 'Registrations per day, the last seven days' }).getByRole('listitem'),
  ).toHaveCount(7);

  await registerForAwaken(request, {
    firstName: uniqueWord('Glance'),
    lastName: 'Tester',
    email: uniqueEmail('glance'),
  });
  await page.reload();
  await expect.poll(() => figureOf(week)).toBeGreaterThan(before);
  await seats.getByRole('link', { name: event.name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/events/${event.id}/attendees`));
  await expect(page.getByText('1 held · 1 paid · 1 expired · 1 waiting')).toBeVisible();
  const attendees = page.getByRole('region', { name: /^Registrations/ }).locator('tbody tr');
  await expect(attendees).toHaveCount(3);
  await page.getByLabel('Payment').selectOption('PAID');
  await expect(page).toHaveURL(/[?&]payment=PAID/);
  await expect(attendees).toHaveCount(1);
  await expect(attendees).toContainText(`Pari ${lastName}`);
  // The export takes the list's payment filter: the file holds what the list shows.
  const download = page.waitForEvent('download');
  await page
    .getByRole('group', { name: 'Export as CSV' })
    .getByRole('button', { name: 'Download CSV' })
    .click();
  const csv = Buffer.concat(await (await (await download).createReadStream()).toArray()).toString('utf8');
  expect(csv.trim().split('\n').slice(1)).toHaveLength(1);
  expect(csv).toContain(',Pari,');
  await openHydrated(page, '/admin/dashboard');
  await summary.getByRole('link', { name: 'Open Contact Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
});
