import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { addFamilySession, daysFromToday } from '../../support/database';
import { openHydrated, seriousViolations } from '../../support/pages';
import { sendEnquiry, uniqueWord } from '../../support/admin-fixtures';

/** Books `members` into a session the way the family booking form does. */
async function book(
  request: APIRequestContext,
  session: { id: string; timeSlots: string[] },
  members: string[],
) {
  const response = await request.post('/graphql', {
    data: {
      query: `mutation Book($input: FamilyBookingInput!) { bookFamilySession(input: $input) { booking { id } } }`,
      variables: {
        input: {
          sessionId: session.id,
          sessionSlot: session.timeSlots[0],
          familyMembers: members,
          email: `${members[0].replace(/\W/g, '.').toLowerCase()}@example.com`,
          phone: '(555) 123-4567',
        },
      },
    },
  });
  expect((await response.json()).errors).toBeUndefined();
}

const found = (page: Page) => page.getByRole('status').filter({ hasText: /^Found/ });
const bookingRow = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Family consultation bookings' })
    .locator('tbody tr')
    .filter({ hasText: name });

test("a family session's seats taken open that session's bookings, and the list can show every session again", async ({
  page,
  request,
}) => {
  // Two screens, a search and an axe check: more than one screen's worth of time on a busy machine.
  test.slow();
  const family = uniqueWord('Seat');
  // The first day to come: the manager lists sessions by date, so this one is on its first page.
  const session = addFamilySession({ date: daysFromToday(1) });
  const other = addFamilySession();
  await book(request, session, [`Amal ${family}`, `Badr ${family}`]);
  await book(request, other, [`Dana ${family}`]);

  await openHydrated(page, '/admin-familyconstellation');
  await page
    .getByRole('region', { name: 'Family sessions' })
    .getByRole('link', { name: new RegExp(`^2 / 10, bookings of ${session.venue}`) })
    .click();

  await expect(page).toHaveURL(new RegExp(`session=${session.id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Family Consultations' })).toBeVisible();
  await expect(page.getByText(`Showing the bookings of one session: ${session.venue}`)).toBeVisible();
  await expect(found(page)).toHaveText('Found 1');
  await expect(bookingRow(page, `Amal ${family}`)).toContainText(`Amal ${family}, Badr ${family}`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search' }).fill(family);
  await expect(page).toHaveURL(new RegExp(`q=${family}`));
  await expect(found(page)).toHaveText('Found 1');
  await page.getByRole('link', { name: 'Show every session’s bookings' }).click();
  await expect(found(page)).toHaveText('Found 2');
  await expect(bookingRow(page, `Dana ${family}`)).toContainText('Booked');
  await expect(page).not.toHaveURL(/session=/);
});

test('cancels the selected family bookings after asking, and exports the selection', async ({
  page,
  request,
}) => {
  // A download, a question asked twice and an axe check: more than one screen's worth of time.
  test.slow();
  const family = uniqueWord('Bulk');
  const session = addFamilySession();
  const names = ['Farid', 'Ghalia', 'Hadi'].map((first) => `${first} ${family}`);
  for (const name of names) await book(request, session, [name]);
  await openHydrated(page, `/all-FamilyConsultationTable.usa?q=${family}`);
  await expect(found(page)).toHaveText('Found 3');

  await page.getByRole('checkbox', { name: `Select ${names[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select ${names[1]}` }).check();
  await expect(page.getByRole('status').filter({ hasText: /selected$/ })).toHaveText('2 selected');
  expect(await seriousViolations(page)).toEqual([]);
  const bar = page.getByRole('group', { name: 'Bulk actions' });

  const download = page.waitForEvent('download');
  await bar.getByRole('button', { name: 'Export the selection' }).click();
  const csv = readFileSync((await (await download).path()) ?? '', 'utf8');
  expect(csv).toContain(names[0]);
  expect(csv).toContain(names[1]);
  expect(csv).not.toContain(names[2]);

  await bar.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('Cancel the 2 selected bookings?');
  await question.getByRole('button', { name: 'Keep them' }).click();
  await expect(question).toBeHidden();
  await expect(bookingRow(page, names[0])).toContainText('Booked');

  await bar.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel them' }).click();
  await expect(bookingRow(page, names[0])).toContainText('Cancelled');
  await expect(bookingRow(page, names[1])).toContainText('Cancelled');
  await expect(bookingRow(page, names[2])).toContainText('Booked');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a family booking card shows its key fields; the contacts are in the details', async ({
    page,
    request,
  }) => {
    const family = uniqueWord('Pocket');
    const session = addFamilySession();
    await book(request, session, [`Iman ${family}`, `Jad ${family}`]);
    await openHydrated(page, `/all-FamilyConsultationTable.usa?q=${family}`);
    await expect(found(page)).toHaveText('Found 1');

    const card = page.getByRole('list', { name: 'Family consultation bookings' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: `Iman ${family}` })).toBeVisible();
    await expect(card.locator('dt')).toHaveText(['Status', 'Session', 'Family members']);
    await expect(card).toContainText(session.venue);
    await expect(card).toContainText(`Iman ${family}, Jad ${family}`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: /^View details/ }).click();
    const details = page.getByRole('dialog', { name: 'Family booking details' });
    await expect(
      details.getByRole('link', { name: `iman.${family.toLowerCase()}@example.com` }),
    ).toBeVisible();
  });

  test('an enquiry card shows its key fields; the country is in the details', async ({ page, request }) => {
    const lastName = uniqueWord('Pocket');
    const email = `kamal.${lastName.toLowerCase()}@example.com`;
    await sendEnquiry(request, {
      firstName: 'Kamal',
      lastName,
      email,
      message: 'Is there an evening class?',
    });
    await openHydrated(page, `/all-contacts.uae?q=${lastName}`);
    await expect(found(page)).toHaveText('Found 1');

    const card = page.getByRole('list', { name: /^Enquiries/ }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: `Kamal ${lastName}` })).toBeVisible();
    await expect(card.locator('dt')).toHaveText(['Status', 'Email', 'Phone', 'Date']);
    await expect(card.getByRole('link', { name: email })).toBeVisible();
    await expect(card.getByRole('link', { name: '+971 50 123 4567' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole('button', { name: /^View details/ }).click();
    // The details are read when the dialog opens.
    await expect(
      page.getByRole('dialog', { name: 'Enquiry details' }).locator('dt', { hasText: 'Country' }),
    ).toBeVisible();
  });
});
