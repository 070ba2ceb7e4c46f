import { expect, test } from '@playwright/test';
import { findEnquiries } from '../support/database';
import { uniqueEmail } from '../support/registrant';

/**
 * Issue 25 §3: the contact form posted without its script (POST /contact-us, urlencoded) is taken from
 * the site's own page only. A real browser with scripts off proves the page names itself when it posts
 * (its Referrer-Policy must not make that 'Origin: null').
 */
test.use({ javaScriptEnabled: false });

const FORM = {
  firstName: 'Layla',
  lastName: 'Hassan',
  phoneNumber: '+971 50 123 4567',
  country: 'UK',
  zipCode: 'SW1A 1AA',
  message: 'Sent with scripts off',
  acceptPrivacyPolicy: 'on',
};

test("the contact form sent with scripts off is stored, and the same post from another site's page is refused", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('no-script');
  await page.goto('/contact-us');
  await page.getByLabel('First Name').fill(FORM.firstName);
  await page.getByLabel('Last Name').fill(FORM.lastName);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Phone Number').fill(FORM.phoneNumber);
  await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await page.getByLabel('Zip Code').fill(FORM.zipCode);
  await page.getByLabel('Message').fill(FORM.message);
  await page.getByRole('checkbox', { name: /privacy policy/i }).check();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message sent successfully!' })).toBeVisible();
  expect(findEnquiries(email)).toHaveLength(1);

  const stranger = uniqueEmail('no-script-cross-site');
  const crossSite = await request.post('/contact-us', {
    form: { ...FORM, email: stranger },
    headers: { Origin: 'https://evil.example' },
  });
  expect(crossSite.status()).toBe(403);
  expect(findEnquiries(stranger)).toHaveLength(0);
});
