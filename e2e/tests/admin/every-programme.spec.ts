import { type Page, expect, test } from '@playwright/test';
import { PROGRAMMES, PROGRAMME_KEYS, eventLevelOptions } from '@academy/content';
import { addUpcomingEvent, daysFromToday } from '../../support/database';
import { openHydrated } from '../../support/pages';
import { enrol, uniqueEmail } from '../../support/registrant';
import { uniqueWord } from '../../support/admin-fixtures';

const registrationRows = (page: Page) =>
  page.getByRole('region', { name: /^Registrations/ }).locator('tbody tr');

/**
 * Issue 13 §1.1: whatever its programme, an enrolment is on a registrations list, its event in an event
 * manager, and the event's seats taken lead to who holds them.
 */
for (const programme of PROGRAMME_KEYS) {
  test(`a ${programme} enrolment and its event are reachable from the admin navigation`, async ({ page }) => {
    const firstName = uniqueWord('Reach');
    // Tomorrow: before the events other tests add, so it is on the manager's first page.
    const event = addUpcomingEvent({ programme, date: daysFromToday(1), seats: 5 });
    await enrol(page.request, {
      firstName,
      email: uniqueEmail('reach'),
      levelName: eventLevelOptions(programme)[0],
      eventId: event.id,
    });

    await openHydrated(page, '/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'All registrations' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All registrations' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Programme' }).selectOption(programme);
    await expect(page).toHaveURL(new RegExp(`[?&]programme=${programme}`));
    await page.getByRole('searchbox', { name: 'Search' }).fill(firstName);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${firstName}`));
    await expect(registrationRows(page)).toHaveCount(1);
    // The workshop reads as its event, not as the stored 'location | name | date'.
    await expect(registrationRows(page)).toContainText(`${event.name}, `);
    await expect(registrationRows(page)).toContainText(PROGRAMMES[programme].name);

    await nav.getByRole('link', { name: 'All events' }).click();
    // The manager's code, with every programme's levels, may take a while on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: 'All events' })).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('combobox', { name: 'Programme' }).selectOption(programme);
    const row = page
      .getByRole('region', { name: /^Calendar events/ })
      .getByRole('row')
      .filter({ hasText: event.name });
    await row.getByRole('link', { name: `1 / 5, attendees of ${event.name}` }).click();

    await expect(page.getByRole('heading', { level: 1, name: `Attendees of ${event.name}` })).toBeVisible();
    await expect(page.getByText('1 / 5 seats taken')).toBeVisible();
    await expect(registrationRows(page)).toHaveCount(1);
    await expect(registrationRows(page)).toContainText(firstName);

    await page.getByRole('link', { name: 'All events', exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`/admin/events\\?programme=${programme}$`));
    await expect(page.getByRole('combobox', { name: 'Programme' })).toHaveValue(programme);
  });
}
