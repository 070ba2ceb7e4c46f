import { type Page, expect } from '@playwright/test';
import { openHydrated } from './pages';

/**
 * Opens /family-constellation, clicks the Book Your Family Session of the session at `venue` and
 * returns its booking dialog once its form is there.
 */
export async function openBooking(page: Page, venue: string) {
  await openHydrated(page, '/family-constellation');
  const section = page.getByRole('region', { name: 'Book a Family Session' });
  const venuePattern = venue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await section
    .getByRole('button', { name: new RegExp(`^Book Your Family Session: ${venuePattern},`) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book Your Family Session' });
  await expect(dialog.getByRole('button', { name: 'Complete Registration' })).toBeVisible();
  return dialog;
}
