import { expect, test } from '@playwright/test';
import {
  addUpcomingEvent,
  backdateRegistration,
  daysFromToday,
  outboxMails,
  remindersSent,
  waitForMail,
} from '../support/database';
import { openHydrated } from '../support/pages';
import { enrol, uniqueEmail } from '../support/registrant';

test('a week before the event the registrant is reminded once, with the venue, what to bring, the .ics and a private link that opens the registration', async ({
  page,
  request,
  baseURL,
}) => {
  // The reminder worker, then the mail worker: more than the default on a busy machine.
  test.setTimeout(120_000);
  const event = addUpcomingEvent({ date: daysFromToday(5), location: 'Dubai, Business Bay' });
  const email = uniqueEmail('reminded');
  const id = await enrol(request, { email, eventId: event.id });

  // Booked inside the week before: the confirmation said everything, so no reminder is due. Moving the
  // booking three weeks back (the clock moved, not waited for) makes the 7-day reminder due.
  backdateRegistration(id, 21);
  const reminder = await waitForMail(email, /^Reminder: /);
  expect(reminder.subject).toContain(event.name);
  const text = reminder.text ?? '';
  expect(text).toContain('All times are UAE time (Gulf Standard Time, UTC+4).');
  expect(text).toContain('Venue: Dubai, Business Bay');
  expect(text).toContain('https://www.google.com/maps/search/?api=1&query=Dubai%2C%20Business%20Bay');
  expect(text).toContain('What to bring:');
  expect(reminder.attachments.map((file) => file.contentType)).toContain('text/calendar');

  // Its link opens the registration, where it can be cancelled (freeing the seat for the waiting list).
  const link = /https?:\/\/\S+\/my-registration\/[0-9a-f-]{36}#rt_[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(link).toBeDefined();
  const address = new URL(link as string);
  await openHydrated(page, new URL(address.pathname + address.hash, baseURL).href);
  await expect(page.getByText(event.name).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel my registration' })).toBeVisible();

  // Recorded once under its key, so later rounds (every second here) send no second one.
  expect(remindersSent(id)).toEqual([{ days: 7 }]);
  const reminders = (await outboxMails()).filter(
    (mail) => (mail.subject ?? '').startsWith('Reminder: ') && JSON.stringify(mail.to).includes(email),
  );
  expect(reminders).toHaveLength(1);
});
