import { expect, test } from '@playwright/test';
import { addFamilySession } from '../../support/database';
import { openHydrated } from '../../support/pages';
import { uniqueWord } from '../../support/admin-fixtures';

test('a family booking is found, shown and cancelled, which gives its seats back', async ({
  page,
  request,
}) => {
  const session = addFamilySession();
  const member = uniqueWord('Parent');
  const booked = await request.post('/graphql', {
    data: {
      query: `mutation Book($input: FamilyBookingInput!) { bookFamilySession(input: $input) { booking { id } } }`,
      variables: {
        input: {
          sessionId: session.id,
          sessionSlot: session.timeSlots[0],
          familyMembers: [member, 'Second Member'],
          email: `${member.toLowerCase()}@example.com`,
          phone: '(555) 123-4567',
        },
      },
    },
  });
  expect((await booked.json()).errors).toBeUndefined();

  await openHydrated(page, '/all-FamilyConsultationTable.usa');
  await expect(page.getByRole('heading', { level: 1, name: 'Family Consultations' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(member);
  const row = page.getByRole('region', { name: 'Family consultation bookings' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(session.venue);
  await expect(row).toContainText(`${member}, Second Member`);
  await expect(row).toContainText('Booked');

  await row.getByRole('button', { name: /^View details/ }).click();
  const details = page.getByRole('dialog', { name: 'Family booking details' });
  await expect(details.getByText(/gives the booking’s seats back/)).toBeVisible();
  await details.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(details.getByText('Booking cancelled.')).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Status: Cancelled' })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('Cancelled');
});
