import { type Locator, expect, test } from '@playwright/test';
import { addFamilySession, addUpcomingEvent, findRegistrations, waitForMail } from '../support/database';
import { openBooking } from '../support/family-booking-page';
import { openHydrated, seriousViolations } from '../support/pages';
import { enrol, privatePageAddress, uniqueEmail } from '../support/registrant';

/**
 * Issue 13 §2: the reference code and 'Add to calendar' on the thank-you and the private page, and
 * 'Lost your link?', which mails an address the links of its registrations.
 */

const REFERENCE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const SENT = /If we hold registrations under this address, we have e-mailed the link of each of them/;

/** Checks the three links point at the event, in Dubai time, and that the .ics is a calendar file. */
async function expectCalendarLinks(area: Locator, eventId: string, date: string) {
  const group = area.getByRole('group', { name: 'Add to calendar' });
  const google = new URL(
    (await group.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '',
  );
  expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
  expect(google.searchParams.get('action')).toBe('TEMPLATE');
  // 9:00 AM - 6:00 PM in Dubai (UTC+4).
  const day = date.replace(/-/g, '');
  expect(google.searchParams.get('dates')).toBe(`${day}T050000Z/${day}T140000Z`);
  await expect(group.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute('target', '_blank');
  const outlook = new URL((await group.getByRole('link', { name: /Outlook/ }).getAttribute('href')) ?? '');
  expect(outlook.origin + outlook.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
  expect(outlook.searchParams.get('startdt')).toBe(`${date}T05:00:00.000Z`);
  const ics = group.getByRole('link', { name: /\.ics/ });
  await expect(ics).toHaveAttribute('href', `/api/calendar-events/${eventId}/invitation.ics`);
  await expect(ics).toHaveAttribute('download', '');
  const file = await area.page().request.get(`/api/calendar-events/${eventId}/invitation.ics`);
  expect(file.headers()['content-type']).toContain('text/calendar');
  expect(await file.text()).toContain(`DTSTART:${day}T050000Z`);
}

test('the thank-you shows the reference code and adds the event to a calendar', async ({ page }) => {
  const event = addUpcomingEvent();
  const email = uniqueEmail('thank-you-calendar');
  await openHydrated(page, '/level/1');
  await page.getByRole('button', { name: 'Enroll Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Workshop').selectOption(event.id);
  await dialog.getByLabel('First name').fill('Layla');
  await dialog.getByLabel('Last name').fill('Hassan');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Mobile number').fill('050 123 4567');
  await dialog.getByLabel('Date of birth').fill('1990-04-12');
  await dialog.getByLabel('Occupation').fill('Teacher');
  await dialog.getByRole('checkbox', { name: /accept the terms and conditions/ }).check();
  await dialog.getByRole('button', { name: 'Submit Registration' }).click();

  const google = dialog.getByRole('link', { name: /Google Calendar/ });
  // Moving to a link keeps the thank-you open (it closes by itself after 5 seconds otherwise).
  await google.focus();
  await expect(dialog.getByText('This window closes by itself in a few seconds.')).toHaveCount(0);
  const [stored] = findRegistrations(email);
  expect(stored.referenceCode).toMatch(REFERENCE);
  await expect(dialog.getByText(`${stored.referenceCode}`, { exact: true })).toBeVisible();
  await expectCalendarLinks(dialog, event.id, event.date);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the private page shows the reference code and adds the event to a calendar', async ({
  page,
  request,
  baseURL,
}) => {
  const event = addUpcomingEvent();
  const email = uniqueEmail('private-calendar');
  await enrol(request, { email, eventId: event.id });
  await openHydrated(page, await privatePageAddress(email, baseURL));
  const course = page.getByRole('region', { name: 'Your course' });
  const [stored] = findRegistrations(email);
  await expect(course.locator('dt:text-is("Your reference") + dd')).toHaveText(String(stored.referenceCode));
  await expectCalendarLinks(course, event.id, event.date);
});

test("the family booking's confirmation adds the booked slot to a calendar", async ({ page }) => {
  const session = addFamilySession();
  const dialog = await openBooking(page, session.venue);
  await dialog.getByRole('radio', { name: '12:30 PM - 2:00 PM' }).check();
  await dialog.getByLabel('Family member 1 name').fill('Amal Haddad');
  await dialog.getByLabel('Email').fill(uniqueEmail('family-calendar'));
  await dialog.getByLabel('Phone number').fill('(555) 123-4567');
  await dialog.getByRole('button', { name: 'Complete Registration' }).click();

  const group = dialog.getByRole('group', { name: 'Add to calendar' });
  const google = new URL(
    (await group.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')) ?? '',
  );
  const day = session.date.replace(/-/g, '');
  // 12:30 PM - 2:00 PM in Dubai (UTC+4).
  expect(google.searchParams.get('dates')).toBe(`${day}T083000Z/${day}T100000Z`);
  const icsPath = (await group.getByRole('link', { name: /\.ics/ }).getAttribute('href')) ?? '';
  const file = await page.request.get(icsPath);
  expect(await file.text()).toContain(`DTSTART:${day}T083000Z`);
  expect(await seriousViolations(page)).toEqual([]);
});

test("'Lost your link?' mails the link, which replaces the earlier one only once opened, and answers an unknown address the same way", async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('lost-link');
  await enrol(request, { email });
  const [stored] = findRegistrations(email);
  const firstLink = await privatePageAddress(email, baseURL);

  await openHydrated(page, '/my-registration');
  await expect(page.getByRole('heading', { level: 1, name: 'Lost your link?' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Lost your link?' });
  await form.getByRole('button', { name: 'Send my links' }).click();
  await expect(form.getByLabel('Email')).toBeFocused();
  await expect(form.getByText('Email is required')).toBeVisible();

  await form.getByLabel('Email').fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Send my links' }).click();
  const reply = page.getByRole('status').filter({ hasText: SENT });
  await expect(reply).toBeVisible();
  await expect(reply).toBeFocused();

  const mail = await waitForMail(email, /Your registration link/);
  expect(mail.text).toContain(`Reference: ${stored.referenceCode}`);
  const link = /https?:\/\/\S+\/my-registration\/[0-9a-f-]{36}#rt_[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  // Asking broke nothing (anyone may type the address): the first link still opens the registration.
  const course = page.getByRole('region', { name: 'Your course' });
  await openHydrated(page, firstLink);
  await expect(course).toContainText(String(stored.referenceCode));

  // (Each link is a page load of its own, not a jump within the same page.)
  const address = new URL(link ?? '');
  await page.goto('about:blank');
  await openHydrated(page, new URL(address.pathname + address.hash, baseURL).href);
  await expect(course).toContainText(String(stored.referenceCode));
  // Opened, the new link replaces the first.
  await page.goto('about:blank');
  await openHydrated(page, firstLink);
  await expect(page.getByRole('link', { name: 'Lost your link? Get it again by e-mail' })).toBeVisible();
  // It says why: a newer link was sent (today, in Dubai), not that the link was mistyped.
  const sentOn = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dubai',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());
  await expect(page.getByRole('alert')).toContainText(
    `This link no longer works: a newer link was sent on ${sentOn}.`,
  );
  await expect(page.getByRole('main')).not.toContainText('by hand');

  await openHydrated(page, '/my-registration');
  await form.getByLabel('Email').fill(uniqueEmail('lost-link-unknown'));
  await form.getByRole('button', { name: 'Send my links' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
});

test('a private link that opens nothing leads to the lost-link page', async ({ page }) => {
  await openHydrated(page, '/my-registration/00000000-0000-4000-8000-000000000000#rt_wrong');
  await page.getByRole('link', { name: 'Lost your link? Get it again by e-mail' }).click();
  await expect(page).toHaveURL(/\/my-registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lost your link?' })).toBeVisible();
});
