import { type Locator, type Page, expect, test } from '@playwright/test';

/**
 * The side menu in SPEC.md 2.2 order, groups collapsed. HHME 2025 (9 October 2025) has taken place: it
 * has left the menu, its page stays for links.
 */
const MENU_COLLAPSED = ['Schedule', 'Home', 'About', 'Training', 'Workshop', 'Our Trainers', 'Contact Us'];

/** The same with both groups open: their items sit right under their toggles. */
const MENU_EXPANDED = [
  'Schedule',
  'Home',
  'About',
  'Training',
  'DECODE',
  'AWAKEN THE LIMITLESS HUMAN',
  'Transpersonal Regression',
  'Workshop',
  'Family Constellation',
  'Specialized Workshop',
  'Our Trainers',
  'Contact Us',
];

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Makes sure the page is long enough to scroll well past the header's thresholds. */
async function makeScrollable(page: Page) {
  await page.evaluate(() => {
    if (document.documentElement.scrollHeight > window.innerHeight + 2000) return;
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.querySelector('main')?.append(spacer);
  });
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

const header = (page: Page) => page.getByRole('banner');

/**
 * How the header's white ground (its ::before layer, which fades in and out) shows once it settles:
 * 'clear' (nothing drawn behind the header) or 'white' (white with a shadow).
 */
const headerGround = (bar: Locator) =>
  expect.poll(() =>
    bar.evaluate((element) => {
      const ground = getComputedStyle(element, '::before');
      if (ground.opacity === '0') return 'clear';
      const white = ground.backgroundColor === 'rgb(255, 255, 255)' && ground.boxShadow !== 'none';
      return ground.opacity === '1' && white ? 'white' : `opacity ${ground.opacity}`;
    }),
  );

/** Scrolls well down (the header slides away) and a little up (it returns), waiting for each look. */
async function scrollDownThenUp(page: Page) {
  await makeScrollable(page);
  // The header follows the scroll once a frame: each move waits for the look it brings.
  await scrollTo(page, 300);
  await expect(header(page)).not.toBeInViewport();
  await scrollTo(page, 250);
  await expect(header(page)).toBeInViewport();
}
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Site menu' });

/** The visible links and buttons of the menu's navigation, top to bottom. */
function menuEntries(dialog: Locator) {
  return dialog.getByRole('navigation').locator('a:visible, button:visible').allInnerTexts();
}

async function openMenu(page: Page) {
  await menuButton(page).click();
  await expect(menu(page)).toBeVisible();
}

test.describe('header', () => {
  test('is transparent at the top, turns white past 10px, hides scrolling down past 100px and returns on scrolling up', async ({
    page,
  }) => {
    await open(page, '/about');
    await makeScrollable(page);
    const bar = header(page);

    await expect(bar).toBeInViewport();
    await expect(bar).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await headerGround(bar).toBe('clear');

    await scrollTo(page, 50);
    await headerGround(bar).toBe('white');
    await expect(bar).toBeInViewport();

    await scrollTo(page, 90);
    await expect(bar).toBeInViewport();

    await scrollTo(page, 700);
    await expect(bar).not.toBeInViewport();

    await scrollTo(page, 650);
    await expect(bar).toBeInViewport();
    await headerGround(bar).toBe('white');

    await scrollTo(page, 0);
    await headerGround(bar).toBe('clear');
  });

  test('stays in view while keyboard focus is inside it', async ({ page }) => {
    await open(page, '/about');
    await makeScrollable(page);
    await scrollTo(page, 700);
    await expect(header(page)).not.toBeInViewport();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(header(page).getByRole('link', { name: /home page/ })).toBeFocused();
    await expect(header(page)).toBeInViewport();
  });

  test('links the logo home and shows Schedule only from the md breakpoint', async ({ page }) => {
    await open(page, '/about');
    const logo = header(page).getByRole('link', { name: 'Conscious Living Academy home page' });
    await expect(logo).toContainText('Conscious Living');
    await expect(logo).toHaveAttribute('href', '/');
    const schedule = header(page).getByRole('link', { name: 'Schedule' });
    await expect(schedule).toBeVisible();
    await expect(schedule).toHaveAttribute('href', '/practitioner');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(schedule).toBeHidden();
    await expect(menuButton(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('keeps the skip link first and working', async ({ page }) => {
    await open(page, '/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('side menu', () => {
  test('opens, closes and leads to its pages with every script of the app blocked', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/decode');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await openMenu(page);
    await page.mouse.click(40, 400);
    await expect(menu(page)).toBeHidden();
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('lists the entries in SPEC order, marks the current page and expands its groups', async ({ page }) => {
    await open(page, '/about');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await openMenu(page);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const dialog = menu(page);
    await expect(dialog.locator(`#${await button.getAttribute('aria-controls')}`)).toBeVisible();

    expect(await menuEntries(dialog)).toEqual(MENU_COLLAPSED);
    await expect(dialog.getByRole('link', { name: 'Schedule' })).toHaveAttribute('href', '/practitioner');
    await expect(dialog.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(dialog.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

    const training = dialog.getByRole('button', { name: 'Training' });
    const workshop = dialog.getByRole('button', { name: 'Workshop' });
    await expect(training).toHaveAttribute('aria-expanded', 'false');
    await training.click();
    await expect(training).toHaveAttribute('aria-expanded', 'true');
    const trainingList = dialog.locator(`#${await training.getAttribute('aria-controls')}`);
    await expect(trainingList.getByRole('link')).toHaveText([
      'DECODE',
      'AWAKEN THE LIMITLESS HUMAN',
      'Transpersonal Regression',
    ]);
    await workshop.click();
    await expect(workshop).toHaveAttribute('aria-expanded', 'true');
    const workshopList = dialog.locator(`#${await workshop.getAttribute('aria-controls')}`);
    await expect(workshopList).toHaveCSS('max-height', '300px');
    await expect(workshopList).toHaveCSS('overflow-y', 'auto');
    expect(await menuEntries(dialog)).toEqual(MENU_EXPANDED);

    const paths = await dialog
      .getByRole('navigation')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(paths).toEqual([
      '/practitioner',
      '/',
      '/about',
      '/decode',
      '/ich',
      '/tasso',
      '/family-constellation',
      '/Hidden-Colours',
      '/Our-Trainers',
      '/contact-us',
    ]);

    await training.click();
    await expect(training).toHaveAttribute('aria-expanded', 'false');
    await expect(trainingList).toBeHidden();
  });

  test('has the contact address and social links in its footer', async ({ page }) => {
    await open(page, '/about');
    await openMenu(page);
    const dialog = menu(page);
    const mail = dialog.getByRole('link', { name: 'hello@consciousliving.academy' });
    await expect(mail).toHaveAttribute('href', 'mailto:hello@consciousliving.academy');
    for (const name of ['LinkedIn', 'Facebook', 'Instagram']) {
      const link = dialog.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(dialog.getByRole('link', { name: 'Email us' })).toHaveAttribute(
      'href',
      'mailto:hello@consciousliving.academy',
    );
  });

  test('closes by its close button and returns focus to the menu button', async ({ page }) => {
    await open(page, '/about');
    await openMenu(page);
    await menu(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes by Escape', async ({ page }) => {
    await open(page, '/about');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('keeps the keyboard inside it while open', async ({ page }) => {
    await open(page, '/about');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const close = menu(page).getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    // Back from the first element: the last, the footer's mail link; on from it: the first again.
    await page.keyboard.press('Shift+Tab');
    await expect(menu(page).getByRole('link', { name: 'Email us' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
  });

  test('closes by a click on the dimmed page beside it', async ({ page }) => {
    await open(page, '/about');
    await openMenu(page);
    await page.mouse.click(40, 400);
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('closes and navigates when a group item is clicked', async ({ page }) => {
    // A page that hydrates (a form): the menu's links are the router's.
    await open(page, '/my-registration');
    await openMenu(page);
    // A slow network: the new page's code arrives after the menu has been opened again.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await menu(page).getByRole('button', { name: 'Workshop' }).click();
    await menu(page).getByRole('link', { name: 'Specialized Workshop' }).click();
    await expect(page).toHaveURL(/\/Hidden-Colours$/);
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    // The group of the page now shown starts open, its item marked as the current page.
    await openMenu(page);
    await expect(menu(page).getByRole('button', { name: 'Workshop' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu(page).getByRole('link', { name: 'Specialized Workshop' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('closes and navigates when a top-level link is clicked, at the top of the new page', async ({
    page,
  }) => {
    await open(page, '/practitioner');
    await scrollDownThenUp(page);
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(menu(page)).toBeHidden();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('works on a page that ships no script of the app, and leads on to a page that does', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await open(page, '/privacy-policy');
    await scrollDownThenUp(page);
    await openMenu(page);
    const training = menu(page).getByRole('button', { name: 'Training' });
    await training.click();
    await expect(training).toHaveAttribute('aria-expanded', 'true');
    expect(scripts).toEqual([]);
    await menu(page).getByRole('link', { name: 'Schedule' }).click();
    await expect(page).toHaveURL(/\/practitioner$/);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(scripts.length).toBeGreaterThan(0);
  });
});

test.describe('footer', () => {
  test('shows the contact address, social links, quick links, copyright and maker credit', async ({
    page,
  }) => {
    await open(page, '/about');
    const footer = page.getByRole('contentinfo');

    const mail = footer.getByRole('link', { name: 'hello@consciousliving.academy' });
    await expect(mail).toHaveAttribute('href', 'mailto:hello@consciousliving.academy');
    for (const name of ['Facebook', 'Instagram']) {
      const link = footer.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer.getByRole('link', { name: 'LinkedIn', exact: true })).toHaveAttribute('href', '#');

    // The year of the day in Dubai the page was rendered on.
    const year = new Date(Date.now() + 4 * 3600_000).getUTCFullYear();
    await expect(footer).toContainText(`© ${year} Conscious Living Academy`);
    await expect(footer).toContainText('Made with care by the Conscious Living web team');
    for (const [name, path] of [
      ['Awaken the Limitless Human', '/ich'],
      ['Decode', '/decode'],
      ['Transpersonal Regression', '/tasso'],
      ['Contact Us', '/contact-us'],
      ['Privacy Policy', '/privacy-policy'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }

    const box = await footer.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(484);
  });
});
