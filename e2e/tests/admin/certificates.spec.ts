import { expect, test } from '@playwright/test';
import { completeEvent, pdfText } from '../../support/certificates';
import { addUpcomingEvent, waitForMail } from '../../support/database';
import { seriousViolations } from '../../support/pages';
import { enrol, privatePageAddress, uniqueEmail } from '../../support/registrant';

const NUMBER = /CLA-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

// The door and the check are done on a phone.
test.use({ viewport: { width: 390, height: 844 } });

test('staff issue an event’s certificates; anyone checks one: valid, replaced by its correction, revoked', async ({
  page,
  request,
  baseURL,
}) => {
  const event = addUpcomingEvent();
  const email = uniqueEmail('certificate');
  const id = await enrol(request, { email, eventId: event.id, firstName: 'Amira', lastName: 'Saleh' });
  const other = await enrol(request, {
    email: uniqueEmail('certificate'),
    eventId: event.id,
    firstName: 'Omar',
    lastName: 'Haddad',
  });
  completeEvent(event.id, [id, other]);
  const attendees = `/admin/events/${event.id}/attendees`;

  await page.goto(attendees);
  // One by one, then the rest of the event in one action.
  await page.getByRole('button', { name: 'Issue the certificate of Omar Haddad' }).click();
  await expect(page.getByText(/^Certificate CLA-\S+ issued\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Issue certificates' }).click();
  await expect(page.getByText('2 certificates issued for this event.')).toBeVisible();

  const mail = await waitForMail(email, /^Your certificate/);
  const attachment = mail.attachments.find((file) => file.contentType === 'application/pdf');
  expect(attachment).toBeDefined();
  const text = await pdfText(attachment!.content);
  const number = NUMBER.exec(text)?.[0] as string;
  expect(number).toBeDefined();
  expect(text).toContain('Amira Saleh');
  expect(text).toContain('Level 1: Decode Your Mind');
  expect(mail.text).toContain(`/certificates/${number}`);

  await page.goto(`/certificates/${number}`);
  await expect(page.getByTestId('certificate-status')).toHaveText('Valid certificate');
  await expect(page.getByText('Amira Saleh')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await seriousViolations(page)).toEqual([]);

  // The registrant's private page lists it, to download and to verify.
  await page.goto(await privatePageAddress(email, baseURL));
  const panel = page.getByRole('region', { name: 'Your certificates' });
  const download = panel.getByRole('link', { name: `Download certificate ${number} (PDF)` });
  await expect(download).toBeVisible();
  const file = await request.get((await download.getAttribute('href')) as string);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(await seriousViolations(page)).toEqual([]);

  // A mistyped number is not found, never someone else's certificate.
  await page.goto('/certificates');
  const typo = number.slice(0, -1) + (number.endsWith('X') ? 'Y' : 'X');
  await page.getByLabel('Certificate number').fill(typo);
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('No certificate has this number.', { exact: false })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(attendees);
  await page.getByRole('button', { name: `Correct the name on certificate ${number}` }).click();
  await page.getByRole('textbox', { name: 'Name as on certificate' }).fill('Amira N. Saleh');
  await page.getByRole('button', { name: 'Reissue' }).click();
  const corrected = await waitForMail(email, /^Your corrected certificate/);
  const renewed = /Certificate number: (CLA-[0-9A-Z-]+)/.exec(corrected.text ?? '')?.[1] as string;
  expect(renewed).not.toBe(number);
  expect(await pdfText(corrected.attachments[0].content)).toContain('Amira N. Saleh');

  await page.goto(`/certificates/${number}`);
  await expect(page.getByTestId('certificate-status')).toHaveText('Replaced certificate');
  await page.getByRole('link', { name: renewed }).click();
  await expect(page.getByTestId('certificate-status')).toHaveText('Valid certificate');
  await expect(page.getByText('Amira N. Saleh')).toBeVisible();

  await page.goto(attendees);
  await page.getByRole('button', { name: `Revoke certificate ${renewed}` }).click();
  await page.getByRole('textbox', { name: 'Reason (staff only)' }).fill('Issued in error');
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(page.getByText('revoked: Issued in error')).toBeVisible();

  await page.goto(`/certificates/${renewed}`);
  await expect(page.getByTestId('certificate-status')).toHaveText('Revoked certificate');
  await expect(page.getByText(/This certificate was revoked on/)).toBeVisible();
  await expect(page.getByText('Issued in error')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const json = await request.get(`/api/certificates/${renewed}`);
  expect(json.headers()['x-robots-tag']).toContain('noindex');
  expect((await json.json()).data).toMatchObject({ status: 'REVOKED', nameAsCertificate: 'Amira N. Saleh' });
});
