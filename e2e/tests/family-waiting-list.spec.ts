import { type APIRequestContext, expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/admin-session';
import { addFamilySession, findFamilyBookings, findFamilySession, waitForMail } from '../support/database';
import { openHydrated } from '../support/pages';
import { uniqueEmail } from '../support/registrant';

/** The waiting list of a full family session on /family-constellation (issue 16 item 3). */

const CONFIRMATION = 'Thank you! Your family session is booked. A confirmation has been sent to your email.';

/** Runs one operation on the site's API and returns its data (its shape as the caller asked for it). */
async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: object,
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const data = await graphql<{ adminLogin: { token: string } }>(
    request,
    'mutation L($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { token } }',
    E2E_ADMIN,
  );
  return data.adminLogin.token;
}

test('a freed seat of a full family session goes to the first in line, whose claim link books it', async ({
  page,
  request,
  baseURL,
}) => {
  // The mail worker runs in turn with the others: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const session = addFamilySession({ seats: 2 });
  const family = uniqueEmail('family.full');
  const booked = await graphql<{ bookFamilySession: { booking: { id: string } } }>(
    request,
    'mutation B($input: FamilyBookingInput!) { bookFamilySession(input: $input) { booking { id } } }',
    {
      input: {
        sessionId: session.id,
        sessionSlot: session.timeSlots[0],
        familyMembers: ['Omar Haddad', 'Mira Haddad'],
        email: family,
        phone: '(555) 987-6543',
      },
    },
  );

  // The session is full: its card offers the waiting list instead of the booking, on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await openHydrated(page, '/family-constellation');
  const section = page.getByRole('region', { name: 'Book a Family Session' });
  const card = section.getByRole('listitem').filter({ hasText: session.venue });
  await expect(card.getByText('Fully booked')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Book Your Family Session/ })).toHaveCount(0);
  const join = card.getByRole('button', { name: `Join the waiting list: Family session, ${session.venue}` });
  const box = await join.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await join.click();
  const joinDialog = page.getByRole('dialog');
  await expect(joinDialog.getByText(/^This family session is full\./)).toBeVisible();
  const waiting = uniqueEmail('family.waiting');
  await joinDialog.getByLabel('First name').fill('Noor');
  await joinDialog.getByLabel('Last name').fill('Khalil');
  await joinDialog.getByLabel('Email').fill(waiting);
  await joinDialog.getByLabel('Mobile number').fill('050 765 4321');
  await joinDialog.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(joinDialog.getByRole('status').filter({ hasText: 'Please check your mailbox' })).toBeVisible();
  await joinDialog.getByRole('button', { name: 'Close' }).first().click();

  // Staff see nobody waiting until the address opens the link mailed to it (issue 25).
  const token = await adminToken(request);
  const WAITING = `query W { adminFamilySessions(limit: 100) { items { id waiting } } }`;
  type Sessions = { adminFamilySessions: { items: Array<{ id: string; waiting: number }> } };
  const waitingOf = async () =>
    (await graphql<Sessions>(request, WAITING, {}, token)).adminFamilySessions.items.find(
      (row) => row.id === session.id,
    )?.waiting;
  expect(await waitingOf()).toBe(0);
  const joinMail = await waitForMail(waiting, /Confirm your place on the waiting list/);
  const confirmLink = /https?:\/\/\S+\/family-constellation#waiting-list=wc_[A-Za-z0-9_-]+/.exec(
    joinMail.text ?? '',
  )?.[0];
  expect(confirmLink).toBeDefined();
  const confirmAddress = new URL(confirmLink as string);
  await openHydrated(page, new URL(confirmAddress.pathname + confirmAddress.hash, baseURL).href);
  const place = page.getByRole('region', { name: 'Your place on the waiting list' });
  await expect(place.getByRole('status')).toContainText('you are number 1 in line');
  await expect(place).toBeFocused();

  // Staff see one waiting, then cancel the booking: its two seats free, one is offered to the line.
  expect(await waitingOf()).toBe(1);
  await graphql<unknown>(
    request,
    'mutation C($id: ID!) { cancelFamilyBooking(id: $id) { id } }',
    { id: booked.bookFamilySession.booking.id },
    token,
  );
  expect(await waitingOf()).toBe(0);
  expect(findFamilySession(session.id)?.seatsTaken).toBe(1);

  const offer = await waitForMail(waiting, /A seat is free for you/);
  const link = /https?:\/\/\S+\/family-constellation#claim=wl_[A-Za-z0-9_-]+/.exec(offer.text ?? '')?.[0];
  expect(link).toBeDefined();
  const claim = new URL(link as string);
  await openHydrated(page, new URL(claim.pathname + claim.hash, baseURL).href);
  const dialog = page.getByRole('dialog', { name: 'A seat is free for you' });
  await expect(dialog).toContainText(session.venue);
  await expect(dialog.getByText(/A seat in this family session is held for you until/)).toBeVisible();
  await expect(dialog.getByLabel('Family member 1 name')).toHaveValue('Noor Khalil');
  await expect(dialog.getByLabel('Email')).toHaveValue(waiting);
  // The number as it was typed: the booking form takes a UAE number as it is.
  await expect(dialog.getByLabel('Phone number')).toHaveValue('050 765 4321');
  await dialog.getByRole('radio', { name: session.timeSlots[1] }).check();
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(dialog.getByRole('status')).toContainText(CONFIRMATION);
  await expect(dialog.getByRole('status')).toContainText(`${session.timeSlots[1]} · Noor Khalil`);

  const rows = findFamilyBookings(waiting);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ sessionId: session.id, familyMember0: 'Noor Khalil', seats: 1 });
  // The claimed seat was the held one: the session has as many taken as before.
  expect(findFamilySession(session.id)?.seatsTaken).toBe(1);

  // The list shows the booking's seat; the used link is gone.
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(card.getByText('1 of 2 seats left')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This claim link has expired or has already been used.' }),
  ).toBeVisible();
});
