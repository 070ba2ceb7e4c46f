import { type Page, expect, test } from '@playwright/test';
import { uniqueWord } from '../../support/admin-fixtures';
import { addUpcomingEvent, completionOf, daysFromToday, setRegistrationState } from '../../support/database';
import { openHydrated, seriousViolations } from '../../support/pages';
import { enrol, privatePageAddress, uniqueEmail } from '../../support/registrant';

// The door offline, and both days by code through to the certificate, are walked in seat-to-certificate.spec.ts.
test.use({ viewport: { width: 390, height: 844 } });

/** A paid registrant of the event, and the check-in code their private page shows. */
async function paidRegistrant(page: Page, eventId: string, baseURL: string | undefined) {
  const firstName = uniqueWord('Door');
  const email = uniqueEmail('check-in');
  const id = await enrol(page.request, { email, eventId, firstName, lastName: 'Haddad' });
  setRegistrationState(id, { status: 'confirmed', paymentStatus: 'paid' });
  await openHydrated(page, await privatePageAddress(email, baseURL));
  await expect(page.getByRole('img', { name: 'QR code for check-in' })).toBeVisible();
  const code = (await page.getByTestId('check-in-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^CI1-/);
  return { id, name: `${firstName} Haddad`, code };
}

/** A two-day event from today, so both its days can be checked in now. */
const twoDayEvent = () => addUpcomingEvent({ date: daysFromToday(0), endDate: daysFromToday(1) });

async function openDoor(page: Page, event: { id: string; name: string }) {
  await openHydrated(page, `/admin/events/${encodeURIComponent(event.id)}/check-in`);
  await expect(page.getByRole('heading', { level: 1, name: `Check-in: ${event.name}` })).toBeVisible();
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Check-in code' }).fill(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
}

const count = (page: Page) => page.getByTestId('check-in-count');
const doorName = (page: Page) => page.getByTestId('door-name');

test('staff check registrants in by their code on both days of a two-day event, on a phone', async ({
  page,
  baseURL,
}) => {
  const event = twoDayEvent();
  const first = await paidRegistrant(page, event.id, baseURL);
  const second = await paidRegistrant(page, event.id, baseURL);
  const elsewhere = await paidRegistrant(page, addUpcomingEvent().id, baseURL);

  await openDoor(page, event);
  await expect(count(page)).toHaveText('0 of 2 checked in');
  expect(await seriousViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await typeCode(page, first.code);
  await expect(doorName(page)).toHaveText(first.name);
  await expect(count(page)).toHaveText('1 of 2 checked in');
  await typeCode(page, first.code);
  await expect(page.getByText(/^Already checked in at \d\d:\d\d by /)).toBeVisible();
  await typeCode(page, elsewhere.code);
  await expect(page.getByText(/is registered for another event/)).toBeVisible();

  // The second by name, from the list.
  await page.getByRole('searchbox', { name: 'Search by name or reference' }).fill(second.name);
  await page.getByRole('button', { name: `Check in ${second.name}` }).click();
  await expect(count(page)).toHaveText('2 of 2 checked in');
  // A mistaken tap is undone the same day.
  await page.getByRole('button', { name: `Undo the check-in of ${second.name}` }).click();
  await expect(count(page)).toHaveText('1 of 2 checked in');
  await expect(page.getByRole('button', { name: `Check in ${second.name}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: 'Day' }).selectOption(daysFromToday(1));
  await expect(count(page)).toHaveText('0 of 2 checked in');
  expect(completionOf(first.id)).toBeUndefined();
  await typeCode(page, first.code);
  await expect(doorName(page)).toHaveText(first.name);
  await expect(count(page)).toHaveText('1 of 2 checked in');
  await expect.poll(() => completionOf(first.id)).toBe('attendance');
  expect(completionOf(second.id)).toBeUndefined();

  // The attendee list shows each day and completion; staff complete the second by hand, with a reason.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('link', { name: 'Attendees' }).click();
  const rows = page.getByRole('region', { name: /^Registrations/ }).locator('tbody tr');
  const firstRow = rows.filter({ hasText: first.name });
  await expect(firstRow).toContainText(/Day 1 \d\d:\d\d · Day 2 \d\d:\d\d/);
  await expect(firstRow).toContainText('Every day');
  await expect(rows.filter({ hasText: second.name })).toContainText('Day 1 – · Day 2 –');
  await rows
    .filter({ hasText: second.name })
    .getByRole('button', { name: /^View details/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Registration details' });
  await details.getByRole('button', { name: 'Mark completed' }).click();
  await expect(details.getByText('Say why it is completed without full attendance').first()).toBeVisible();
  await details.getByRole('textbox', { name: /^Why completed/ }).fill('Came both days; the door was busy');
  await details.getByRole('button', { name: 'Mark completed' }).click();
  await expect(
    details.getByText(/^Completed by hand \(.+\): Came both days; the door was busy$/),
  ).toBeVisible();
  expect(completionOf(second.id)).toBe('staff');
});
