import { type Page, expect, test } from '@playwright/test';
import { openHydrated } from '../../support/pages';
import { registerForAwaken, uniqueWord } from '../../support/admin-fixtures';

const rows = (page: Page) => page.getByRole('region', { name: /^Registrations/ }).locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });
const found = (page: Page) => page.getByRole('status').filter({ hasText: /^Found/ });
const nameHeader = (page: Page) => page.getByRole('columnheader', { name: /^Name/ });
const pageButton = (page: Page, n: number) =>
  page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: `Page ${n}` });

/** The address's parameters, in any order. */
const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The figure of "Total: N" under the heading. */
async function totalShown(page: Page): Promise<number> {
  const text = await page.getByText(/^Total: \d+$/).textContent();
  return Number(text?.replace('Total: ', ''));
}

test('page, search and sort live in the address: a reload, a link and Back show the same list', async ({
  page,
  request,
}) => {
  const family = uniqueWord('Addr');
  for (const letter of 'abcdefghijkl') {
    await registerForAwaken(request, {
      firstName: `${family}${letter}`,
      lastName: 'Tester',
      email: `${family}.${letter}@example.com`,
    });
  }
  await openHydrated(page, '/admin/dashboard');
  await searchBox(page).fill(family);
  await expect(found(page)).toHaveText('Found 12');
  await expect.poll(() => params(page)).toEqual({ q: family });

  await nameHeader(page).getByRole('button').click();
  await expect.poll(() => params(page)).toEqual({ q: family, sort: 'name' });
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => params(page)).toEqual({ q: family, sort: 'name', page: '2' });
  await expect(rows(page).first()).toContainText(`${family}k Tester`);

  await page.reload();
  await expect(searchBox(page)).toHaveValue(family);
  await expect(nameHeader(page)).toHaveAttribute('aria-sort', 'ascending');
  await expect(pageButton(page, 2)).toHaveAttribute('aria-current', 'page');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText(`${family}k Tester`);

  await page.goBack();
  await expect(pageButton(page, 1)).toHaveAttribute('aria-current', 'page');
  await expect(rows(page).first()).toContainText(`${family}a Tester`);

  await openHydrated(page, `/admin/dashboard?q=${family}&sort=-name&page=2`);
  await expect(searchBox(page)).toHaveValue(family);
  await expect(nameHeader(page)).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toContainText(`${family}b Tester`);
});

test('"Total" stays the list’s total while "Found" follows the search', async ({ page, request }) => {
  const family = uniqueWord('Tot');
  for (const letter of 'ab') {
    await registerForAwaken(request, {
      firstName: `${family}${letter}`,
      lastName: 'Tester',
      email: `${family}.${letter}@example.com`,
    });
  }
  // One more, that the search does not find: the list holds more than the search finds.
  const other = uniqueWord('Other');
  await registerForAwaken(request, { firstName: other, lastName: 'Tester', email: `${other}@example.com` });

  await openHydrated(page, '/admin/dashboard');
  await expect(found(page)).toHaveText(/^Found \d+$/);
  const before = await totalShown(page);
  expect(before).toBeGreaterThanOrEqual(3);

  await searchBox(page).fill(family);
  await expect(found(page)).toHaveText('Found 2');
  await expect(rows(page)).toHaveCount(2);
  // Others may enrol meanwhile: the total never shrinks to what the search found.
  await expect.poll(() => totalShown(page)).toBeGreaterThanOrEqual(before);
});

test('the programme filter lives in the address too', async ({ page }) => {
  await openHydrated(page, '/all-ICTable.usa?programme=TASSO');
  const filter = page.getByRole('combobox', { name: 'Programme' });
  await expect(filter).toHaveValue('TASSO');
  await filter.selectOption('AWAKEN');
  await expect(page).toHaveURL(/\/all-ICTable\.usa\?programme=AWAKEN$/);
  await filter.selectOption('ALL');
  await expect(page).toHaveURL(/\/all-ICTable\.usa$/);
});
