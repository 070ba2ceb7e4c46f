import { type Page, expect, test } from '@playwright/test';
import Stripe from 'stripe';
import { STRIPE_TEST_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from '../../stripe-stand-in';
import { addUpcomingEvent, waitForMail } from '../../support/database';
import { openHydrated } from '../../support/pages';
import { enrol, privatePageAddress } from '../../support/registrant';
import { uniqueWord } from '../../support/admin-fixtures';

/**
 * Searches the registrations of every programme for the one of `firstName` (on the list as it is with
 * `keepAddress`, its filters kept); returns the table's rows.
 */
async function findRegistration(page: Page, firstName: string, { keepAddress = false } = {}) {
  if (!keepAddress) await openHydrated(page, '/admin/registrations');
  await page.getByRole('searchbox', { name: 'Search' }).fill(firstName);
  // The list answers the search once the typing pauses: wait for what it says, on a busy machine too.
  await expect(page.getByRole('status').filter({ hasText: /^Found/ })).toHaveText('Found 1', {
    timeout: 15_000,
  });
  const rows = page.getByRole('region', { name: /^Registrations/ }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  return rows;
}

/**
 * Issue 16's online payment, walked end to end against the Stripe stand-in (e2e/stripe-stand-in.ts):
 * enrol → Pay on the private page → the stand-in's payment page → its signed webhook → back on the
 * private page, paid; the registrations list says so and the receipt is in the outbox.
 */
test('enrol, pay through the payment page, and see it paid on the private page and the dashboard', async ({
  page,
  request,
  baseURL,
}) => {
  // A walk through two sites and the admin: a busy machine needs more than the default 30 s.
  test.slow();
  const event = addUpcomingEvent();
  const firstName = uniqueWord('Payer');
  const email = `${firstName.toLowerCase()}@example.com`;
  await enrol(request, { email, firstName, lastName: 'Online', eventId: event.id });
  await openHydrated(page, await privatePageAddress(email, baseURL));

  const course = page.getByRole('region', { name: 'Your course' });
  await expect(course.getByRole('link', { name: /Pay for your place/ })).toHaveCount(0);
  await course.getByRole('button', { name: 'Pay AED 375.00' }).click();

  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay AED 375.00' }).click();

  await expect(page).toHaveURL(/\/my-registration\/[0-9a-f-]{36}\?payment=done$/);
  await expect(course.getByRole('status').first()).toContainText('Confirmed');
  await expect(course.getByText('Payment: Paid AED 375.00')).toBeVisible();
  await expect(course.getByRole('button', { name: /^Pay/ })).toHaveCount(0);

  const receipt = await waitForMail(email, /Payment received/);
  expect(receipt.text).toContain('Amount: AED 375.00');
  expect(receipt.text).toMatch(/Payment reference: pi_test_\w+/);
  expect(receipt.text).toContain(`Event: ${event.name}`);

  const rows = await findRegistration(page, firstName);
  await expect(rows.first()).toContainText('Paid');
  await rows
    .first()
    .getByRole('button', { name: /^View details/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Registration details' });
  await expect(details.getByRole('heading', { name: 'Payment: Paid' })).toBeVisible();
  await expect(details.getByText(/Amount: AED 375\.00 · Payment reference: pi_test_\w+/)).toBeVisible();
  await expect(
    details.getByRole('listitem').filter({ hasText: 'Paid AED 375.00 (Card (online))' }),
  ).toContainText('Stripe');
});

test('staff mark a registration paid by bank transfer, with the reason in its history', async ({
  page,
  request,
}) => {
  test.slow();
  const event = addUpcomingEvent();
  const firstName = uniqueWord('Transfer');
  const email = `${firstName.toLowerCase()}@example.com`;
  await enrol(request, { email, firstName, lastName: 'Bank', eventId: event.id });

  const rows = await findRegistration(page, firstName);
  await expect(rows.first()).toContainText('Unpaid');
  await rows
    .first()
    .getByRole('button', { name: /^View details/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Registration details' });
  await expect(details.getByRole('heading', { name: 'Payment: Unpaid' })).toBeVisible();
  await details.getByRole('button', { name: 'Mark paid' }).click();
  await expect(details.getByText('Please say why the payment is recorded').first()).toBeVisible();

  await details.getByLabel('Paid by').selectOption('BANK_TRANSFER');
  await details.getByLabel(/^Reason/).fill('Transfer seen on the statement');
  await details.getByLabel(/^Reference/).fill('TRX-2201');
  await details.getByRole('button', { name: 'Mark paid' }).click();
  await expect(
    details.getByText('Payment recorded; a receipt is on its way to the registrant.'),
  ).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Payment: Paid' })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Status: Confirmed' })).toBeVisible();
  await expect(
    details.getByRole('listitem').filter({ hasText: 'reason: Transfer seen on the statement' }),
  ).toContainText('e2e.admin@example.com');
  const receipt = await waitForMail(email, /Payment received/);
  expect(receipt.text).toContain('Paid by: Bank transfer');
  expect(receipt.text).toContain('Payment reference: TRX-2201');
});

test('a signed payment for a page the site never opened confirms nothing, and staff find it under the payment filter', async ({
  page,
  request,
}) => {
  test.slow();
  const event = addUpcomingEvent();
  const firstName = uniqueWord('Stray');
  const email = `${firstName.toLowerCase()}@example.com`;
  const id = await enrol(request, { email, firstName, lastName: 'Payment', eventId: event.id });
  // Issue 25's attack: someone else's Checkout session naming this registration, for AED 1.00.
  const body = JSON.stringify({
    id: `evt_e2e_${firstName}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: `cs_e2e_${firstName}`,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        amount_total: 100,
        currency: 'aed',
        client_reference_id: id,
        payment_intent: `pi_e2e_${firstName}`,
      },
    },
  });
  const signature = new Stripe(STRIPE_TEST_SECRET_KEY).webhooks.generateTestHeaderString({
    payload: body,
    secret: STRIPE_WEBHOOK_SECRET,
  });
  const reply = await request.post('/api/payments/stripe/webhook', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: body,
  });
  expect(reply.status(), await reply.text()).toBe(200);

  await openHydrated(page, '/admin/registrations');
  await page
    .getByLabel('Payment', { exact: true })
    .selectOption({ label: 'Payment that does not match a fee' });
  const rows = await findRegistration(page, firstName, { keepAddress: true });
  await expect(rows.first()).toContainText('Unpaid');
  await rows
    .first()
    .getByRole('button', { name: /^View details/ })
    .click();
  const details = page.getByRole('dialog', { name: 'Registration details' });
  await expect(details.getByRole('heading', { name: 'Payment: Unpaid' })).toBeVisible();
  const unmatched = details.getByRole('region', { name: 'Payment received that does not match a fee' });
  await expect(unmatched.getByRole('listitem')).toContainText(
    'AED 1.00 · Not a payment page this site opened for this registration',
  );
  await expect(unmatched.getByRole('listitem')).toContainText(`Payment reference: pi_e2e_${firstName}`);
});
