import { type Page, expect, test } from '@playwright/test';
import {
  addUpcomingEvent,
  findCalendarEvent,
  findRegistration,
  findRegistrations,
  passHoldDeadline,
  waitForMail,
} from '../support/database';
import { openHydrated, openShowing } from '../support/pages';
import { enrol, uniqueEmail } from '../support/registrant';

test('an unpaid hold expires and the first on the waiting list gets the claim mail and claims it', async ({
  page,
  request,
  baseURL,
}) => {
  // Two workers run in turn (the seat worker, then the mail worker): more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const event = addUpcomingEvent({ seats: 1 });
  const holder = uniqueEmail('hold.unpaid');
  const heldId = await enrol(request, { email: holder, eventId: event.id });

  // The event is full: its calendar row offers the waiting list instead of Enroll Now.
  const join = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`^Join the waiting list: ${event.name}`) });
  // Its last seat taken, the calendar is rendered again with the waiting list instead of Enroll Now.
  await openShowing(page, '/practitioner', join);
  await join(page).click();
  const joinDialog = page.getByRole('dialog');
  const waiting = uniqueEmail('waiting.first');
  await joinDialog.getByLabel('First name').fill('Noor');
  await joinDialog.getByLabel('Last name').fill('Khalil');
  await joinDialog.getByLabel('Email').fill(waiting);
  await joinDialog.getByLabel('Mobile number').fill('050 765 4321');
  await joinDialog.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(joinDialog.getByRole('status').filter({ hasText: 'Please check your mailbox' })).toBeVisible();
  await joinDialog.getByRole('button', { name: 'Close' }).first().click();

  // Nobody is in line until the address opens the link mailed to it (issue 25).
  const joinMail = await waitForMail(waiting, /Confirm your place on the waiting list/);
  const confirmLink = /https?:\/\/\S+\/practitioner#waiting-list=wc_[A-Za-z0-9_-]+/.exec(
    joinMail.text ?? '',
  )?.[0];
  expect(confirmLink).toBeDefined();
  const confirmAddress = new URL(confirmLink as string);
  await openHydrated(page, new URL(confirmAddress.pathname + confirmAddress.hash, baseURL).href);
  const place = page.getByRole('region', { name: 'Your place on the waiting list' });
  await expect(place.getByRole('status')).toContainText('you are number 1 in line');

  // The clock passes the hold's deadline (moved, not waited for): the worker expires it and the
  // freed seat is offered to the first in line.
  passHoldDeadline(heldId);
  await waitForMail(holder, /Your held seat has expired/);
  expect(findRegistration(heldId)?.status).toBe('expired');
  const offer = await waitForMail(waiting, /A seat is free for you/);
  const link = /https?:\/\/\S+\/practitioner#claim=wl_[A-Za-z0-9_-]+/.exec(offer.text ?? '')?.[0];
  expect(link).toBeDefined();
  // The seat is held for the claim: nobody else can take it meanwhile.
  expect(findCalendarEvent(event.id)?.seatsTaken).toBe(1);

  const claim = new URL(link as string);
  await openHydrated(page, new URL(claim.pathname + claim.hash, baseURL).href);
  const dialog = page.getByRole('dialog', { name: new RegExp(`A seat is free for you: ${event.name}`) });
  await expect(dialog.getByText(/A seat in this event is held for you until/)).toBeVisible();
  await expect(dialog.getByLabel('First name')).toHaveValue('Noor');
  await expect(dialog.getByLabel('Email')).toHaveValue(waiting);
  await expect(dialog.getByLabel('Workshop')).toHaveValue(event.id);
  await dialog.getByLabel('Date of birth').fill('1991-05-20');
  await dialog.getByLabel('Occupation').fill('Engineer');
  await dialog.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();

  const [claimed] = findRegistrations(waiting);
  expect(claimed).toMatchObject({ status: 'pending', eventId: event.id });
  expect(findCalendarEvent(event.id)?.seatsTaken).toBe(1);
});
