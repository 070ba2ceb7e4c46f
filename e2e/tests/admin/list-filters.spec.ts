import { expect, test } from '@playwright/test';
import { setEnquiryStatusAndDay } from '../../support/database';
import { openHydrated, seriousViolations } from '../../support/pages';
import { sendEnquiry, uniqueWord } from '../../support/admin-fixtures';

test('Contact Management filters by status and dates, keeps them in the address, and exports just those rows', async ({
  page,
  request,
}) => {
  const lastName = uniqueWord('Filtered');
  const email = (first: string) => `${first}.${lastName}@example.com`.toLowerCase();
  const enquiries = [
    { firstName: 'Amal', status: 'resolved', day: '2026-03-10' },
    { firstName: 'Badr', status: 'new', day: '2026-03-12' },
    { firstName: 'Dana', status: 'resolved', day: '2026-05-01' },
  ];
  for (const { firstName, status, day } of enquiries) {
    await sendEnquiry(request, { firstName, lastName, email: email(firstName), message: 'Hello' });
    setEnquiryStatusAndDay(email(firstName), status, day);
  }

  await openHydrated(page, '/all-contacts.uae');
  await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
  const rows = page.getByRole('region', { name: 'Enquiries' }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Status').selectOption('RESOLVED');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Date from').fill('2026-03-01');
  await page.getByLabel('Date to').fill('2026-03-31');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Amal ${lastName}`);
  await expect(page).toHaveURL(/status=RESOLVED/);
  await expect(page).toHaveURL(/from=2026-03-01/);
  await expect(page).toHaveURL(/to=2026-03-31/);

  // A reload (or a link) shows the same filtered list.
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('RESOLVED');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Amal ${lastName}`);
  expect(await seriousViolations(page)).toEqual([]);

  // The export starts from the list's dates and takes its search and status.
  const exportForm = page.getByRole('group', { name: 'Export as CSV' });
  await expect(exportForm.getByLabel('From')).toHaveValue('2026-03-01');
  await expect(exportForm.getByLabel('To')).toHaveValue('2026-03-31');
  const download = page.waitForEvent('download');
  await exportForm.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('enquiries-2026-03-01-to-2026-03-31.csv');
  const csv = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  const lines = csv.trim().split('\n').slice(1);
  expect(lines).toHaveLength(1);
  // Received 08:00 UTC: noon in Dubai, the provider's time zone.
  expect(lines[0]).toContain(',2026-03-10T12:00:00+04:00,resolved,Amal,');

  // From and To are optional: without them, the status and search still hold.
  await exportForm.getByLabel('From').fill('');
  await exportForm.getByLabel('To').fill('');
  const wider = page.waitForEvent('download');
  await exportForm.getByRole('button', { name: 'Download CSV' }).click();
  const all = Buffer.concat(await (await (await wider).createReadStream()).toArray()).toString('utf8');
  expect(all).toContain(email('Amal'));
  expect(all).toContain(email('Dana'));
  expect(all).not.toContain(email('Badr'));
});
