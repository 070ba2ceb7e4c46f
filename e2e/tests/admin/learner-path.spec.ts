import { expect, test } from '@playwright/test';
import { findRegistrations } from '../../support/database';
import { openHydrated, seriousViolations } from '../../support/pages';
import { enrol } from '../../support/registrant';
import { uniqueWord } from '../../support/admin-fixtures';

const LEVEL_2 = 'Level 2: Clinical Hypnotherapy Practitioner';

/** Issue 28 §3: staff decide an enrolment awaiting approval and see the learner's whole path. */
test('staff see the prerequisite request and the path, record a level done elsewhere and approve', async ({
  page,
  request,
}) => {
  const firstName = uniqueWord('Path');
  const email = `${firstName.toLowerCase()}@example.com`;
  await enrol(request, {
    firstName,
    lastName: 'Learner',
    email,
    city: 'Next available intake | Awaken the Limitless Human | date to be announced',
    levelName: LEVEL_2,
    programme: 'AWAKEN',
    prerequisiteElsewhere: true,
    prerequisiteNote: 'Level 1 with another school, March 2025',
  });

  await openHydrated(page, '/admin/dashboard');
  await page.getByRole('searchbox', { name: 'Search' }).fill(firstName);
  const rows = page.getByRole('region', { name: /^Registrations/ }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Awaiting approval');
  await rows.getByRole('button', { name: /^View details/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration details' });

  await expect(dialog.getByText('Level 1 with another school, March 2025')).toBeVisible();
  const booked = dialog.getByRole('listitem').filter({ hasText: LEVEL_2 });
  await expect(booked).toContainText('awaiting our approval');
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('Programme', { exact: true }).selectOption('AWAKEN');
  await dialog.getByLabel('Level', { exact: true }).selectOption('Level 1: Foundations of Consciousness');
  await dialog.getByLabel(/^Note \(the certificate seen/).fill('Certificate seen: another school, 2025');
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(dialog.getByText('Recorded: it counts for prerequisites from now on.')).toBeVisible();
  await expect(
    dialog
      .getByRole('listitem')
      .filter({ hasText: 'Awaken the Limitless Human, Level 1: Foundations of Consciousness' }),
  ).toContainText('completed elsewhere');

  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog.getByText(/^approved, /)).toBeVisible();
  expect(findRegistrations(email)[0]).toMatchObject({ status: 'pending' });
});
