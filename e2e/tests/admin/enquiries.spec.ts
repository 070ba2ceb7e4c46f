import { expect, test } from '@playwright/test';
import { openHydrated, seriousViolations } from '../../support/pages';
import { sendEnquiry, uniqueWord } from '../../support/admin-fixtures';

test('Contact Management finds an enquiry, shows its details and moves it along its workflow', async ({
  page,
  request,
}) => {
  const lastName = uniqueWord('Enquirer');
  const email = `${lastName.toLowerCase()}@example.com`;
  await sendEnquiry(request, {
    firstName: 'Zara',
    lastName,
    email,
    message: 'When does the next Decode start?',
  });

  await openHydrated(page, '/all-contacts.uae');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Management' })).toBeVisible();
  await expect(page.getByText(/^Total: \d+$/)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
  await expect(page.getByRole('status').filter({ hasText: /^Found/ })).toHaveText('Found 1');
  const row = page.getByRole('region', { name: 'Enquiries' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText(`ZZara ${lastName}`); // the initial, then the name
  await expect(row).toContainText('United Kingdom');
  await expect(row).toContainText('New');

  await row.getByRole('button', { name: /^View details/ }).click();
  const details = page.getByRole('dialog', { name: 'Enquiry details' });
  await expect(details.getByText('When does the next Decode start?')).toBeVisible();
  await expect(details.getByText('SW1A 1AA')).toBeVisible();
  await expect(details.getByText(email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await details.getByLabel('Change status').selectOption('IN_PROGRESS');
  await details.getByRole('button', { name: 'Save status' }).click();
  await expect(details.getByRole('heading', { name: 'Status: In progress' })).toBeVisible();
  await expect(details.getByRole('listitem').filter({ hasText: 'Status NEW → IN_PROGRESS' })).toContainText(
    'e2e.admin@example.com',
  );
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText('In progress');
});
