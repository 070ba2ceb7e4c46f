import { type Page, expect, test } from '@playwright/test';
import { daysFromToday } from '../../support/database';
import { openHydrated } from '../../support/pages';
import { enrol } from '../../support/registrant';
import { uniqueWord } from '../../support/admin-fixtures';

const eventRow = (page: Page, name: string) =>
  page
    .getByRole('region', { name: /^Calendar events/ })
    .getByRole('row')
    .filter({ hasText: name });

async function fillEvent(page: Page, fields: Record<string, string>) {
  const form = page.getByRole('dialog', { name: 'Add event' });
  for (const [label, value] of Object.entries(fields)) {
    const control = form.getByLabel(label, { exact: true });
    // The level is chosen from the programme's levels, never typed.
    if (label === 'Level') await control.selectOption(value);
    else await control.fill(value);
  }
  return form;
}

/** What the public calendar query says of the event. */
async function publicEvent(page: Page, name: string) {
  const response = await page.request.post('/graphql', {
    data: { query: '{ calendarEvents(upcoming: true) { name enrollable availability } }' },
  });
  const { data } = await response.json();
  return (data.calendarEvents as Array<{ name: string; enrollable: boolean; availability: string }>).find(
    (event) => event.name === name,
  );
}

test('an event created in the manager is on /practitioner with Enroll Now, and closing it stops enrolment', async ({
  page,
}) => {
  const name = `Decode ${uniqueWord('Evening')}`;
  await openHydrated(page, '/admin-decode');
  await expect(page.getByRole('heading', { level: 1, name: 'Decode events' })).toBeVisible();
  await page.getByRole('button', { name: 'Add event' }).click();

  // A refused field says why under itself.
  const form = await fillEvent(page, {
    Name: name,
    // Level 4: the level pages other specs read (levels 1 to 3) keep their own sessions.
    Level: 'Level 4: Decode Your Blueprint',
    // Before the events other tests add (two weeks ahead), so it is on the first page of the list.
    Date: daysFromToday(2),
    Location: 'Dubai, Business Bay',
    Trainer: 'Vikram Rao',
    Seats: '0',
  });
  // The level brings its fee from Programmes and fees, the one the level page shows; nobody types it.
  await expect(form.getByLabel('Fee', { exact: true })).toHaveValue(/^AED 4,770, the level’s fee/);
  await expect(form.getByLabel('Fee', { exact: true })).toHaveAttribute('readonly', '');
  await expect(form.getByLabel('Currency', { exact: true })).toHaveCount(0);
  await expect(form.getByLabel('Level', { exact: true }).locator('option')).toHaveText([
    'Level 1: Decode Your Mind',
    'Level 2: Decode Your Behaviour',
    'Level 3: Decode Your Relationships',
    'Level 4: Decode Your Blueprint',
  ]);
  await form.getByRole('button', { name: 'Save event' }).click();
  const seats = form.getByLabel('Seats', { exact: true });
  await expect(seats).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Seats must be a whole number from 1 to 500')).toBeVisible();
  await expect(seats).toBeFocused();
  await seats.fill('12');
  await form.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByText('Event saved.')).toBeVisible();
  await expect(eventRow(page, name)).toContainText('0 / 12');
  await expect(eventRow(page, name)).toContainText('Open');

  await page.goto('/practitioner');
  const calendarRow = page.getByRole('row').filter({ hasText: name });
  await expect(calendarRow.getByRole('button', { name: /^Enroll Now/ })).toBeVisible();
  await expect(calendarRow).toContainText('AED 4,770');
  expect(await publicEvent(page, name)).toMatchObject({ enrollable: true, availability: 'OPEN' });

  await openHydrated(page, '/admin-decode');
  await eventRow(page, name)
    .getByRole('button', { name: `Close: ${name}` })
    .click();
  await expect(eventRow(page, name)).toContainText('Closed');
  expect(await publicEvent(page, name)).toMatchObject({ enrollable: false, availability: 'CLOSED' });
  await page.goto('/practitioner');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('button', { name: /^Enroll Now/ }),
  ).toHaveCount(0);
});

test('editing an event keeps its seats above those taken, and deleting one that holds a registration is refused', async ({
  page,
  request,
}) => {
  const name = `Decode ${uniqueWord('Weekend')}`;
  const created = await page.request.post('/graphql', {
    data: {
      query: `mutation Create($input: CalendarEventInput!) { createCalendarEvent(input: $input) { id } }`,
      variables: {
        input: {
          name,
          programme: 'DECODE',
          level: 'Level 4',
          date: daysFromToday(3),
          time: '9:00 AM - 6:00 PM',
          location: 'Abu Dhabi',
          trainer: 'Vikram Rao',
          seats: 5,
        },
      },
    },
  });
  const json = await created.json();
  expect(json.errors).toBeUndefined();
  const { id } = json.data.createCalendarEvent;
  await enrol(request, {
    firstName: uniqueWord('Seat'),
    lastName: 'Holder',
    email: `${uniqueWord('seat')}@example.com`,
    city: `Abu Dhabi | ${name} | ${daysFromToday(3)}`,
    levelName: 'Level 4: Decode Your Blueprint',
    // Level 4 needs Level 3 first: taken pending approval, it holds its seat all the same.
    prerequisiteElsewhere: true,
    prerequisiteNote: 'Level 3 with another provider',
    eventId: id,
  });

  await openHydrated(page, '/admin-decode');
  await expect(eventRow(page, name)).toContainText('1 / 5');
  await eventRow(page, name)
    .getByRole('button', { name: `Delete: ${name}` })
    .click();
  await page
    .getByRole('alertdialog', { name: `Delete ${name}? This cannot be undone.` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByText('This event holds 1 registration(s): close it instead, or cancel them first'),
  ).toBeVisible();

  await eventRow(page, name)
    .getByRole('button', { name: `Edit: ${name}` })
    .click();
  const form = page.getByRole('dialog', { name: 'Edit event' });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name);
  await form.getByLabel('Seats', { exact: true }).fill('0');
  await form.getByRole('button', { name: 'Save event' }).click();
  await expect(form.getByText(/Seats must be a whole number|Seats cannot be fewer/)).toBeVisible();
  await form.getByLabel('Seats', { exact: true }).fill('8');
  await form.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByText('Event saved.')).toBeVisible();
  await expect(eventRow(page, name)).toContainText('1 / 8');
});

test('the Family Constellation manager adds a family session with its time slots', async ({ page }) => {
  const venue = `${uniqueWord('Studio')}, Dubai`;
  await openHydrated(page, '/admin-familyconstellation');
  await expect(page.getByRole('heading', { level: 1, name: 'Family Constellation events' })).toBeVisible();
  await page.getByRole('button', { name: 'Add session' }).click();
  const form = page.getByRole('dialog', { name: 'Add family session' });
  await form.getByLabel('Venue').fill(venue);
  await form.getByLabel('Date').fill(daysFromToday(4));
  await form.getByLabel('Time slots').fill('10:00 AM - 11:30 AM\n3:00 PM - 4:30 PM');
  await form.getByRole('button', { name: 'Save session' }).click();
  await expect(page.getByText('Session saved.')).toBeVisible();
  const row = page
    .getByRole('region', { name: 'Family sessions' })
    .getByRole('row')
    .filter({ hasText: venue });
  await expect(row).toContainText('10:00 AM - 11:30 AM, 3:00 PM - 4:30 PM');
  await expect(row).toContainText('0 / 10');
});
