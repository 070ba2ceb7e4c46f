import { type Page, expect, test } from '@playwright/test';
import { addUpcomingEvent } from '../../support/database';
import { openHydrated, seriousViolations } from '../../support/pages';

/** Each screen with its own heading: a test passes on that screen, not on any page with an h1. */
const ADMIN_SCREENS = [
  ['/admin/dashboard', 'Awaken Limitless Human Dashboard'],
  ['/admin/awaken-limitless-human', 'Awaken Limitless Human Dashboard'],
  ['/all-registration-uae', 'Registration Management'],
  ['/all-contacts.uae', 'Contact Management'],
  ['/all-FamilyConsultationTable.usa', 'Family Consultations'],
  ['/all-ICTable.usa', 'Hypnotherapy Registrations'],
  ['/admin-decode', 'Decode events'],
  ['/admin-Hypnotherapy', 'Hypnotherapy events'],
  ['/admin-familyconstellation', 'Family Constellation events'],
  ['/admin/registrations', 'All registrations'],
  ['/admin/registrations?programme=HIDDEN_COLOURS', 'All registrations'],
  ['/admin/events', 'All events'],
  ['/admin/events?programme=HHME', 'All events'],
] as const;

async function checkScreen(page: Page, path: string, heading: string) {
  await openHydrated(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  // Its list has answered: the count of what the server found is shown.
  await expect(page.getByText(/^Found \d+$/).first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Admin' });
  await expect(drawer.getByRole('link').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Close admin menu' }).click();
}

for (const [path, heading] of ADMIN_SCREENS) {
  test(`${path} has no serious or critical accessibility violation, and fits a 390 px phone`, async ({
    page,
  }) => {
    await checkScreen(page, path, heading);
  });
}

test('an event’s attendee list has no serious or critical accessibility violation, and fits a 390 px phone', async ({
  page,
}) => {
  const event = addUpcomingEvent({ programme: 'FAMILY_CONSTELLATION' });
  await checkScreen(
    page,
    `/admin/events/${encodeURIComponent(event.id)}/attendees`,
    `Attendees of ${event.name}`,
  );
});

test.describe('signed out', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('/admin/login has no serious or critical accessibility violation', async ({ page }) => {
    await openHydrated(page, '/admin/login');
    await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
