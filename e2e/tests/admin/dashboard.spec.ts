import { expect, test } from '@playwright/test';
import { addUpcomingEvent, setSeatsTaken } from '../database';
import { uniqueEmail } from '../registrant';
import { registerForAwaken, uniqueWord } from './admin-fixtures';

const figureOf = async (card: ReturnType<import('@playwright/test').Page['locator']>) =>
  Number(await card.getByText(/^\d+$/).first().innerText());

test('the dashboard opens with this week’s registrations, enquiries waiting and the seats of the next events', async ({
  page,
  request,
}) => {
  // Today's event comes before every other worker's: those are dated days ahead.
  const event = addUpcomingEvent({ date: new Date(Date.now() + 4 * 3600_000).toISOString().slice(0, 10) });
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
  await page.goBack();
  await summary.getByRole('link', { name: 'Open Contact Management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
});
