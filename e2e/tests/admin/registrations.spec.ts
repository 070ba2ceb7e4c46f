import { type Page, expect, test } from '@playwright/test';
import { privateLinkFor } from '../../support/database';
import { openHydrated, seriousViolations } from '../../support/pages';
import { registerForAwaken, samplePhoto, uniqueWord } from '../../support/admin-fixtures';

const rows = (page: Page) => page.getByRole('region', { name: /^Registrations/ }).locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

const viewDetails = (page: Page) =>
  rows(page)
    .getByRole('button', { name: /^View details/ })
    .click();

/** Finds the one registration of `firstName` on the dashboard and opens its details. */
async function openDetails(page: Page, firstName: string) {
  await openHydrated(page, '/admin/dashboard');
  await searchBox(page).fill(firstName);
  await expect(rows(page)).toHaveCount(1);
  await viewDetails(page);
  return page.getByRole('dialog', { name: 'Registration details' });
}

/** Resolves with the time the registrations query carrying `search` leaves the browser. */
function searchSent(page: Page, search: string) {
  return page
    .waitForRequest((request) => {
      const body = request.postDataJSON() as {
        operationName?: string;
        variables?: { search?: string };
      } | null;
      return body?.operationName === 'RegistrationsPage' && body.variables?.search === search;
    })
    .then(() => Date.now());
}

test('the dashboard searches 500 ms after typing, pages by ten and sorts on the server', async ({
  page,
  request,
}) => {
  const family = uniqueWord('Pg');
  const letters = 'abcdefghijkl';
  for (const letter of letters) {
    await registerForAwaken(request, {
      firstName: `${family}${letter}`,
      lastName: 'Tester',
      email: `${family}.${letter}@example.com`,
    });
  }
  await openHydrated(page, '/admin/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Awaken Limitless Human Dashboard' }),
  ).toBeVisible();

  const typedAt = Date.now();
  const sent = searchSent(page, family);
  await searchBox(page).fill(family);
  expect((await sent) - typedAt).toBeGreaterThanOrEqual(450);
  await expect(page.getByRole('status').filter({ hasText: /^Found/ })).toHaveText('Found 12');
  await expect(rows(page)).toHaveCount(10);
  // Newest first: the last one registered leads.
  await expect(rows(page).first()).toContainText(`${family}l Tester`);

  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();

  // A new search starts again at page 1.
  await searchBox(page).fill(`${family} Tester`);
  await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveCount(10);

  const name = page.getByRole('columnheader', { name: /^Name/ });
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).first()).toContainText(`${family}a Tester`);
  await name.getByRole('button').click();
  await expect(name).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).first()).toContainText(`${family}l Tester`);

  await searchBox(page).fill(`${family}zzz`);
  await expect(page.getByText('No registrations found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
});

test('the details modal shows the uploaded photo full size, changes the status with its history and erases', async ({
  page,
  request,
}) => {
  const firstName = uniqueWord('Photo');
  const email = `${firstName.toLowerCase()}@example.com`;
  const id = await registerForAwaken(request, { firstName, lastName: 'Holder', email });
  const token = (await privateLinkFor(email)).split('#')[1];
  const upload = await request.put(`/api/awakenLimitlessHuman/${id}`, {
    headers: { 'X-Registration-Token': token },
    multipart: { idPhotofront: { name: 'front.webp', mimeType: 'image/webp', buffer: samplePhoto() } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  const details = await openDetails(page, firstName);
  await expect(details.getByText(email)).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Personal information' })).toBeVisible();
  await expect(details.getByText('No ID photos available')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await details.getByRole('button', { name: 'Open ID photo (front) full size' }).click();
  const viewer = page.getByRole('dialog', { name: 'ID photo (front), full size' });
  const photo = viewer.getByRole('img', { name: 'ID photo (front)' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  await details.getByLabel('Change status').selectOption('CONFIRMED');
  await details.getByRole('button', { name: 'Save status' }).click();
  await expect(details.getByText('Status saved.')).toBeVisible();
  await expect(details.getByRole('heading', { name: 'Status: Confirmed' })).toBeVisible();
  const history = details.getByRole('listitem').filter({ hasText: 'Status PENDING → CONFIRMED' });
  await expect(history).toContainText('e2e.admin@example.com');

  await details.getByLabel('Change status').selectOption('CANCELLED');
  await expect(details.getByText(/Cancelling frees the seat/)).toBeVisible();

  await details.getByRole('button', { name: 'Erase for good' }).click();
  await details.getByLabel('Type ERASE to confirm').fill('ERASE');
  await details.getByRole('button', { name: 'Erase', exact: true }).click();
  await expect(details).toBeHidden();
  await expect(page.getByText('No registrations found')).toBeVisible();
});

test('a photo that cannot be loaded shows Image not found; none uploaded shows No ID photos available', async ({
  page,
  request,
}) => {
  const firstName = uniqueWord('Nophoto');
  await registerForAwaken(request, { firstName, lastName: 'Holder', email: `${firstName}@example.com` });
  const details = await openDetails(page, firstName);
  await expect(details.getByText('No ID photos available')).toBeVisible();

  // The same modal with a photo address the server does not answer: the placeholder stands in.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'RegistrationDetails') return route.continue();
    const response = await route.fetch();
    const json = await response.json();
    json.data.registration.idPhotofront = '/api/awakenLimitlessHuman/missing/photos/idPhotofront';
    await route.fulfill({ response, json });
  });
  await details.getByRole('button', { name: 'Close' }).click();
  await viewDetails(page);
  await expect(
    page.getByRole('dialog', { name: 'Registration details' }).getByText('Image not found'),
  ).toBeVisible();
});

test('Registration Management lists Decode registrations and exports the table as CSV', async ({ page }) => {
  await openHydrated(page, '/all-registration-uae');
  await expect(page.getByRole('heading', { level: 1, name: 'Registration Management' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registration Management' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const today = new Date().toLocaleDateString('en-CA');
  const exportForm = page.getByRole('group', { name: 'Export as CSV' });
  await exportForm.getByLabel('From').fill(today);
  await exportForm.getByLabel('To').fill(today);
  const download = page.waitForEvent('download');
  await exportForm.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`registrations-${today}-to-${today}.csv`);
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toMatch(/^\uFEFF?\S+/);
  await expect(page.getByText(`registrations-${today}-to-${today}.csv downloaded`)).toBeVisible();
});

test('Hypnotherapy registrations list Awaken the Limitless Human and TASSO together, or one of them', async ({
  page,
}) => {
  const programmesAsked = (request: { postDataJSON(): unknown }) =>
    (
      (request.postDataJSON() as { variables?: { programmes?: string[] } } | null)?.variables?.programmes ??
      []
    ).join();
  const both = page.waitForRequest((request) => programmesAsked(request) === 'AWAKEN,TASSO');
  await openHydrated(page, '/all-ICTable.usa');
  await expect(page.getByRole('heading', { level: 1, name: 'Hypnotherapy Registrations' })).toBeVisible();
  await both;
  const filter = page.getByLabel('Programme');
  await expect(filter).toHaveValue('ALL');
  const tasso = page.waitForRequest((request) => programmesAsked(request) === 'TASSO');
  await filter.selectOption('TASSO');
  await tasso;
});
