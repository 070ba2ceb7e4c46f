import { expect, test } from '@playwright/test';
import { openHydrated } from '../../support/pages';

/** Every link of the admin navigation and the heading of the screen it opens. */
const LINKS = [
  ['All registrations', 'All registrations'],
  ['Awaken Limitless Human Dashboard', 'Awaken Limitless Human Dashboard'],
  ['Registration Management', 'Registration Management'],
  ['Hypnotherapy Registrations', 'Hypnotherapy Registrations'],
  ['Family Consultations', 'Family Consultations'],
  ['Contact Management', 'Contact Management'],
  ['All events', 'All events'],
  ['Decode events', 'Decode events'],
  ['Hypnotherapy events', 'Hypnotherapy events'],
  ['Family Constellation events', 'Family Constellation events'],
  ['Programmes and fees', 'Programmes and fees'],
] as const;

test('one navigation on every admin screen reaches every list and manager, with one Sign out', async ({
  page,
}) => {
  await openHydrated(page, '/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const [label, heading] of LINKS) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(LINKS.map(([name]) => name));
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  }
});
