import { type Page, expect, test } from '@playwright/test';
import { uniqueWord } from '../../support/admin-fixtures';
import { pdfText } from '../../support/certificates';
import {
  addUpcomingEvent,
  completionOf,
  daysFromToday,
  setEventDays,
  setRegistrationState,
  waitForMail,
} from '../../support/database';
import { openHydrated, openShowing, seriousViolations } from '../../support/pages';
import { enrol, privatePageAddress, uniqueEmail } from '../../support/registrant';

/**
 * Issue 28's loop, walked once on a phone: a seat taken through the public form and paid through the
 * Stripe stand-in, checked in at the door by its code on both days of a two-day event (the second day
 * with the phone offline), its certificate issued, mailed, checked by anyone, corrected and revoked.
 */

test.use({ viewport: { width: 390, height: 844 } });

const NUMBER = /CLA-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;
const CODE = /Your check-in code \(show it at the door\): (CI1-\S+)/;

/** Enrols in the event through the /practitioner row's form; returns the e-mail address. */
async function enrolThroughForm(page: Page, event: { name: string; id: string }, firstName: string) {
  const email = uniqueEmail('seat-to-certificate');
  await openShowing(page, '/practitioner', event.name);
  await page.getByRole('button', { name: new RegExp(`^Enroll Now: ${event.name},`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Workshop')).toHaveValue(event.id);
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill('Hassan');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mobile number').fill('050 123 4567');
  await dialog.getByLabel('Date of birth').fill('1990-04-12');
  await dialog.getByLabel('Occupation').fill('Teacher');
  await dialog.getByRole('textbox', { name: /^Current address/ }).fill('12 Palm Street, Dubai');
  await dialog.getByRole('checkbox', { name: /same as my current address/ }).check();
  await dialog.getByLabel('How you heard about us').selectOption('Instagram');
  await dialog.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(dialog.getByText(/^Thank you for registering!/)).toBeVisible();
  return email;
}

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Check-in code' }).fill(code);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
}

const count = (page: Page) => page.getByTestId('check-in-count');
const doorName = (page: Page) => page.getByTestId('door-name');
const status = (page: Page) => page.getByTestId('certificate-status');

test('from seat to certificate on a phone: enrol, pay, check in both days (one offline), issue, verify, correct, revoke', async ({
  page,
  request,
  baseURL,
}) => {
  // Two sites, the door on two days and the certificate's life: longer than the default on a busy machine.
  test.slow();
  const event = addUpcomingEvent({ date: daysFromToday(14), endDate: daysFromToday(15) });

  // Enrol through the public form and pay on the private page, through the Stripe stand-in.
  const firstName = uniqueWord('Seat');
  const name = `${firstName} Hassan`;
  const email = await enrolThroughForm(page, event, firstName);
  const confirmation = await waitForMail(email, /Your registration/);
  const mailedCode = CODE.exec(confirmation.text ?? '')?.[1];
  const privatePage = await privatePageAddress(email, baseURL);
  await openHydrated(page, privatePage);
  const course = page.getByRole('region', { name: 'Your course' });
  await course.getByRole('button', { name: 'Pay AED 375.00' }).click();
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay AED 375.00' }).click();
  await expect(page).toHaveURL(/\/my-registration\/[0-9a-f-]{36}\?payment=done$/);
  await expect(course.getByText('Payment: Paid AED 375.00')).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for check-in' })).toBeVisible();
  const code = (await page.getByTestId('check-in-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^CI1-/);
  expect(mailedCode).toBe(code);

  // A second attendee, paid, checked in from the list by name.
  const otherFirst = uniqueWord('Door');
  const other = `${otherFirst} Haddad`;
  const otherEmail = uniqueEmail('seat-to-certificate');
  const otherId = await enrol(request, {
    email: otherEmail,
    eventId: event.id,
    firstName: otherFirst,
    lastName: 'Haddad',
  });
  setRegistrationState(otherId, { status: 'confirmed', paymentStatus: 'paid' });

  // The days come: the event runs today and tomorrow, so both its days can be checked in now.
  setEventDays(event.id, daysFromToday(0), daysFromToday(1));
  const door = `/admin/events/${encodeURIComponent(event.id)}/check-in`;
  await openHydrated(page, door);
  await expect(page.getByRole('heading', { level: 1, name: `Check-in: ${event.name}` })).toBeVisible();
  await expect(count(page)).toHaveText('0 of 2 checked in');
  await typeCode(page, code);
  await expect(doorName(page)).toHaveText(name);
  await page.getByRole('button', { name: `Check in ${other}` }).click();
  await expect(count(page)).toHaveText('2 of 2 checked in');
  const id = new URL(privatePage).pathname.split('/').pop() as string;
  expect(completionOf(id)).toBeUndefined();

  // Day 2 with the venue's Wi-Fi down: both check-ins wait on the phone and are sent when it is back.
  await page.getByRole('combobox', { name: 'Day' }).selectOption(daysFromToday(1));
  await expect(count(page)).toHaveText('0 of 2 checked in');
  await page.context().setOffline(true);
  await expect(page.getByText(/^Offline: check-ins are kept on this phone/)).toBeVisible();
  await typeCode(page, code);
  await expect(doorName(page)).toHaveText(name);
  await expect(page.getByText('Kept on this phone, waiting to send')).toBeVisible();
  await page.getByRole('button', { name: `Check in ${other}` }).click();
  await expect(page.getByText('2 waiting to send')).toBeVisible();
  await expect(page.getByText('Waiting to send', { exact: true })).toHaveCount(2);
  await expect(count(page)).toHaveText('2 of 2 checked in');
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().setOffline(false);
  await expect(page.getByText(/waiting to send/)).toHaveCount(0);
  await expect(page.getByText(/^Checked in \d\d:\d\d$/)).toHaveCount(2);
  await expect.poll(() => completionOf(id)).toBe('attendance');
  expect(completionOf(otherId)).toBe('attendance');
  // A reload reads the server's list: both are in.
  await openHydrated(page, door);
  await page.getByRole('combobox', { name: 'Day' }).selectOption(daysFromToday(1));
  await expect(count(page)).toHaveText('2 of 2 checked in');

  // The event is over: staff issue one certificate by hand, then the rest of the event in one action.
  setEventDays(event.id, daysFromToday(-2), daysFromToday(-1));
  const attendees = `/admin/events/${encodeURIComponent(event.id)}/attendees`;
  await openHydrated(page, attendees);
  await page.getByRole('button', { name: `Issue the certificate of ${other}` }).click();
  await expect(page.getByText(/^Certificate CLA-\S+ issued\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Issue certificates' }).click();
  await expect(page.getByText('2 certificates issued for this event.')).toBeVisible();

  const mail = await waitForMail(email, /^Your certificate/);
  const attachment = mail.attachments.find((file) => file.contentType === 'application/pdf');
  expect(attachment).toBeDefined();
  const text = await pdfText(attachment!.content);
  const number = NUMBER.exec(text)?.[0] as string;
  expect(number).toBeDefined();
  expect(text).toContain(name);
  expect(text).toContain('Level 1: Decode Your Mind');
  expect(mail.text).toContain(`/certificates/${number}`);

  // Rendered by the server for the request: no script beyond the header's inline one.
  await page.goto(`/certificates/${number}`);
  await expect(status(page)).toHaveText('Valid certificate');
  await expect(page.locator('script[src]')).toHaveCount(0);
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await seriousViolations(page)).toEqual([]);

  // The private page lists it to download, and the path links it from the level completed.
  await openHydrated(page, privatePage);
  const download = page
    .getByRole('region', { name: 'Your certificates' })
    .getByRole('link', { name: `Download certificate ${number} (PDF)` });
  await expect(download).toBeVisible();
  const file = await request.get((await download.getAttribute('href')) as string);
  expect(file.headers()['content-type']).toBe('application/pdf');
  const path = page.getByRole('region', { name: 'Your path' });
  await expect(path.getByRole('link', { name: `Certificate ${number}` })).toHaveAttribute(
    'href',
    `/certificates/${number}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // A mistyped number is not found, never someone else's certificate.
  await page.goto('/certificates');
  const typo = number.slice(0, -1) + (number.endsWith('X') ? 'Y' : 'X');
  await page.getByLabel('Certificate number').fill(typo);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('No certificate has this number.', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Staff correct the name: a new number, mailed; the old one says it was replaced and links the new.
  await openHydrated(page, attendees);
  await page.getByRole('button', { name: `Correct the name on certificate ${number}` }).click();
  await page.getByRole('textbox', { name: 'Name as on certificate' }).fill(`${firstName} N. Hassan`);
  await page.getByRole('button', { name: 'Reissue' }).click();
  const corrected = await waitForMail(email, /^Your corrected certificate/);
  const renewed = /Certificate number: (CLA-[0-9A-Z-]+)/.exec(corrected.text ?? '')?.[1] as string;
  expect(renewed).not.toBe(number);
  expect(await pdfText(corrected.attachments[0].content)).toContain(`${firstName} N. Hassan`);
  // Staff see the learner's path link the standing certificate, the corrected one.
  await page.getByRole('button', { name: `View details: ${name}` }).click();
  const details = page.getByRole('dialog', { name: 'Registration details' });
  await expect(details.getByRole('link', { name: `Certificate ${renewed}` })).toHaveAttribute(
    'href',
    `/certificates/${renewed}`,
  );

  await page.goto(`/certificates/${number}`);
  await expect(status(page)).toHaveText('Replaced certificate');
  await page.getByRole('link', { name: renewed }).click();
  await expect(status(page)).toHaveText('Valid certificate');
  await expect(page.getByText(`${firstName} N. Hassan`)).toBeVisible();

  await openHydrated(page, attendees);
  await page.getByRole('button', { name: `Revoke certificate ${renewed}` }).click();
  await page.getByRole('textbox', { name: 'Reason (staff only)' }).fill('Issued in error');
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText('revoked: Issued in error')).toBeVisible();

  await page.goto(`/certificates/${renewed}`);
  await expect(status(page)).toHaveText('Revoked certificate');
  await expect(page.getByText(/This certificate was revoked on/)).toBeVisible();
  await expect(page.getByText('Issued in error')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const json = await request.get(`/api/certificates/${renewed}`);
  expect(json.headers()['x-robots-tag']).toContain('noindex');
  expect((await json.json()).data).toMatchObject({
    status: 'REVOKED',
    nameAsCertificate: `${firstName} N. Hassan`,
  });
});
