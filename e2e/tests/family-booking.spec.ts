import { type Page, expect, test } from '@playwright/test';
import { addFamilySession, findFamilyBookings, waitForMail } from '../support/database';
import { openBooking } from '../support/family-booking-page';
import { uniqueEmail } from '../support/registrant';

/** Family session booking on /family-constellation (SPEC.md 2.11, 5.3). */

const CONFIRMATION = 'Thank you! Your family session is booked. A confirmation has been sent to your email.';

const memberInputs = (dialog: ReturnType<Page['getByRole']>) => dialog.getByLabel(/^Family member \d name/);

test('books a session end to end: messages, member rows, stored and mailed', async ({ page }) => {
  const session = addFamilySession();
  const email = uniqueEmail('family.book');
  const dialog = await openBooking(page, session.venue);
  await expect(dialog).toContainText(session.venue);
  await expect(dialog.getByRole('radio')).toHaveCount(3);

  // Every message of 5.3 on an empty form; focus on the first time slot.
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fix the errors below before submitting');
  for (const message of [
    'Please choose a time slot',
    'Family member 1 name is required',
    'Email is required',
    'Phone number is required',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByRole('radio').first()).toBeFocused();

  // 1 to 4 rows: no remove button on the last one left, no Add member past four.
  await expect(dialog.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  const add = dialog.getByRole('button', { name: 'Add member' });
  for (let count = 0; count < 3; count += 1) await add.click();
  await expect(memberInputs(dialog)).toHaveCount(4);
  await expect(add).toHaveCount(0);
  await expect(dialog.getByLabel('Family member 4 name')).toBeFocused();
  await expect(dialog.getByRole('button', { name: /^Remove family member/ })).toHaveCount(4);
  await dialog.getByRole('button', { name: 'Remove family member 4' }).click();
  await dialog.getByRole('button', { name: 'Remove family member 3' }).click();
  await expect(memberInputs(dialog)).toHaveCount(2);
  await expect(add).toBeVisible();

  // Only the first member's error shows; the others' rules still apply.
  await dialog.getByLabel('Family member 1 name').fill('A');
  await dialog.getByLabel('Email').fill('family at example');
  await dialog.getByLabel('Phone number').fill('12345');
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(dialog.getByText('Family member 2 name is required')).toHaveCount(0);
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(
    dialog.getByText('Please enter a valid phone number, for example +971 50 123 4567'),
  ).toBeVisible();
  // Any country's number: no fixed +1 in front of the field any more; the hint shows a UAE one.
  await expect(dialog.getByText('+1', { exact: true })).toHaveCount(0);
  await expect(dialog.getByText('For example +971 50 123 4567.')).toBeVisible();

  await dialog.getByRole('radio', { name: '12:30 PM - 2:00 PM' }).check();
  await dialog.getByLabel('Family member 1 name').fill('Amal Haddad');
  await expect(dialog.getByText('Family member 2 name is required')).toBeVisible();
  await dialog.getByLabel('Family member 2 name').fill('Badr Haddad');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone number').fill('050 123 4567');
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(dialog.getByRole('status')).toContainText(CONFIRMATION);
  await expect(dialog.getByRole('status')).toContainText('12:30 PM - 2:00 PM · Amal Haddad, Badr Haddad');
  const rows = findFamilyBookings(email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    sessionId: session.id,
    sessionSlot: '12:30 PM - 2:00 PM',
    familyMember0: 'Amal Haddad',
    familyMember1: 'Badr Haddad',
    familyMember2: null,
    seats: 2,
    phone: '050 123 4567',
    phoneE164: '+971501234567',
  });
  await waitForMail(email, /Your family session on/);

  // The list shows the seats the booking took.
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('listitem').filter({ hasText: session.venue }).getByText('8 of 10 seats left'),
  ).toBeVisible();
});

test('a session with too few seats left says so', async ({ page }) => {
  const session = addFamilySession({ seatsTaken: 9 });
  const dialog = await openBooking(page, session.venue);
  await dialog.getByRole('radio').first().check();
  await dialog.getByLabel('Family member 1 name').fill('Amal Haddad');
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await dialog.getByLabel('Family member 2 name').fill('Badr Haddad');
  await dialog.getByLabel('Email').fill(uniqueEmail('family.seats'));
  await dialog.getByLabel('Phone number').fill('555.123.4567');
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Only 1 seat is left in this session');
});

test('says when no family session is scheduled, with the contact link', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('familySessions')) {
      await route.fulfill({ json: { data: { familySessions: [] } } });
    } else await route.continue();
  });
  await page.goto('/family-constellation');
  const section = page.getByRole('region', { name: 'Book a Family Session' });
  await expect(section.getByText('No family sessions are scheduled at the moment.')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact-us');
});

test('a half-filled booking asks before closing and keeps its draft until discarded', async ({ page }) => {
  const session = addFamilySession();
  const email = uniqueEmail('family.draft');
  let dialog = await openBooking(page, session.venue);
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await memberInputs(dialog).nth(0).fill('Layla Hassan');
  await memberInputs(dialog).nth(1).fill('Omar Hassan');
  await dialog.getByLabel('Email').fill(email);
  await page.keyboard.press('Escape');
  const question = page.getByRole('alertdialog');
  await question.getByRole('button', { name: 'Close and keep draft' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  dialog = await openBooking(page, session.venue);
  await expect(memberInputs(dialog)).toHaveCount(2);
  await expect(memberInputs(dialog).nth(1)).toHaveValue('Omar Hassan');
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await question.getByRole('button', { name: 'Discard and close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  dialog = await openBooking(page, session.venue);
  await expect(memberInputs(dialog)).toHaveCount(1);
  await expect(memberInputs(dialog).nth(0)).toHaveValue('');
});
