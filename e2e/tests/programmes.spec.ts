import { type Page, expect, test } from '@playwright/test';

/** Opens a page and waits until it is hydrated, collecting any page or console error on the way. */
async function open(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return errors;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const DECODE_LEVELS = [
  { level: 1, named: '/level-one', title: 'Decode Your Mind', duration: '1 Day', price: 'AED 1,465' },
  { level: 2, named: '/level-two', title: 'Decode Your Behaviour', duration: '2 Days', price: 'AED 2,565' },
  {
    level: 3,
    named: '/level-three',
    title: 'Decode Your Relationships',
    duration: '2 Days',
    price: 'AED 3,300',
  },
  { level: 4, named: '/level-four', title: 'Decode Your Blueprint', duration: '2 Days', price: 'AED 4,770' },
];

test.describe('Decode', () => {
  test('/decode shows the hero, four level cards, testimonials and FAQs', async ({ page }) => {
    const errors = await open(page, '/decode');
    await expect(h1(page)).toHaveText('DECODE');
    await expect(page.getByText('Transform your Mind, Behavior, Relationships, and Blueprint')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play the DECODE trailer' })).toBeVisible();

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const [index, [title, duration]] of [
      ['Decode Your Mind', '1 Day'],
      ['Decode Your Behaviour', '2 Days'],
      ['Decode Your Relationships', '2 Days'],
      ['Decode Your Blue Print', '2 Days'],
    ].entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card.getByText(duration, { exact: true })).toBeVisible();
      await expect(card.getByText('All levels', { exact: true })).toBeVisible();
      await expect(card.getByText('15 mins')).toBeVisible();
      await expect(card.getByRole('listitem')).toHaveCount(3);
      await expect(card.getByRole('link', { name: `Enroll Now: ${title}` })).toHaveAttribute(
        'href',
        `/level/${index + 1}`,
      );
    }
    await expect(page.getByRole('heading', { name: 'What People Say' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'FAQs' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the trailer opens in a full-screen modal that Escape closes', async ({ page }) => {
    await open(page, '/decode');
    await page.getByRole('button', { name: 'Play the DECODE trailer' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('Enroll Now stores the level title and opens the level page', async ({ page }) => {
    await open(page, '/decode');
    await page.getByRole('link', { name: 'Enroll Now: Decode Your Blue Print' }).click();
    await expect(page).toHaveURL(/\/level\/4$/);
    await expect(h1(page)).toHaveText('Level 4: Decode Your Blueprint');
    expect(await page.evaluate(() => localStorage.getItem('level'))).toBe('Decode Your Blue Print');
  });

  for (const { level, named, title, duration, price } of DECODE_LEVELS) {
    for (const path of [`/level/${level}`, named]) {
      test(`${path} shows Decode level ${level}`, async ({ page }) => {
        const errors = await open(page, path);
        await expect(h1(page)).toHaveText(`Level ${level}: ${title}`);
        await expect(page.getByText(`Duration: ${duration}`)).toBeVisible();
        await expect(page.getByText(`Certification: Decode Level ${level} Certificate`)).toBeVisible();
        await expect(page.getByRole('heading', { name: "What You'll Learn" })).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Course Benefits' })).toBeVisible();

        const table = page.getByRole('table', { name: 'Upcoming Decode workshops' });
        await expect(table.getByRole('columnheader')).toHaveText(['City', 'Venue', 'Date', 'Time']);
        // The level's sessions from the calendar: at least the one seeded for 2027 (other workers may add
        // earlier ones meanwhile).
        await expect(table.getByRole('row').filter({ hasText: '2027' }).first()).toBeVisible();

        await expect(page.getByRole('heading', { name: `Level ${level}`, exact: true })).toBeVisible();
        await expect(page.getByText(price, { exact: true })).toBeVisible();
        await expect(page.getByText('Next Session')).toBeVisible();
        await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:/);
        const portrait = page.getByRole('img', { name: /Vikram Rao/ });
        await portrait.scrollIntoViewIfNeeded();
        await expect
          .poll(() => portrait.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);

        await page.getByRole('button', { name: 'Enroll Now' }).click();
        await expect(page.getByRole('dialog', { name: `Enrol in Level ${level}: ${title}` })).toBeVisible();
        expect(errors).toEqual([]);
      });
    }
  }

  test('level 2 and level 4 mention a 10% discount on later programs', async ({ page }) => {
    for (const level of [2, 4]) {
      await open(page, `/level/${level}`);
      await expect(page.getByText(/10% discount on/)).toBeVisible();
    }
  });

  test('/level/9 says the level does not exist', async ({ page }) => {
    const response = await page.goto('/level/9');
    expect(response?.status()).toBe(404);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(h1(page)).toHaveText('Level Not Found');
    await expect(page.getByText('The requested level does not exist.')).toBeVisible();
  });
});

test.describe('Awaken the Limitless Human', () => {
  test('/ich lists six levels with duration, fee and Enroll Now', async ({ page }) => {
    const errors = await open(page, '/ich');
    await expect(h1(page)).toHaveText('AWAKEN THE LIMITLESS HUMAN');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const [index, [duration, fee]] of [
      ['2 Days', 'AED 1,872'],
      ['5 Days', 'AED 4,684'],
      ['5 Days', 'AED 4,680'],
      ['6 Days', 'AED 5,614'],
      ['8 Days', 'AED 8,133'],
      ['6 Days', 'AED 8,111'],
    ].entries()) {
      const card = cards.nth(index);
      await expect(card.getByText(duration, { exact: true })).toBeVisible();
      await expect(card.getByText(fee, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: /^Enroll Now/ })).toHaveAttribute(
        'href',
        `/ich/levels?level=${index + 1}`,
      );
    }
    expect(errors).toEqual([]);
  });

  test('Enroll Now stores the level title and opens its details', async ({ page }) => {
    await open(page, '/ich');
    await page.getByRole('link', { name: 'Enroll Now: Born Again' }).click();
    await expect(page).toHaveURL(/\/ich\/levels\?level=6$/);
    await expect(h1(page)).toHaveText('Level 6: Born Again');
    expect(await page.evaluate(() => localStorage.getItem('level'))).toBe('Born Again');
  });

  test('each level of /ich/levels is prerendered at its own address', async ({ page, request }) => {
    const html = await (await request.get('/ich/levels?level=6')).text();
    expect(html).toMatch(/<title>[^<]*Level 6: Born Again/);

    const errors = await open(page, '/ich/levels?level=6');
    await expect(h1(page)).toHaveText('Level 6: Born Again');
    await expect(page.getByText('Duration: 6 Days')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Enroll in Level 6' })).toBeVisible();
    await expect(page.getByText('AED 8,111', { exact: true })).toBeVisible();
    for (const heading of [
      "What You'll Learn",
      'Course Benefits',
      'Immediate Practical Applications',
      'Long-Term Transformational Outcomes',
      'Curriculum Overview',
      'Who Should Attend',
      'Prerequisites',
      'Have Questions?',
    ]) {
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    // Its session of 25th to 30th November 2025 has taken place: it is not presented as upcoming.
    await expect(page.getByRole('heading', { name: 'Upcoming Workshop', exact: true })).toHaveCount(0);
    await expect(page.getByText('25th to 30th November 2025')).toHaveCount(0);
    await expect(page.getByText('Max 20 participants')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Level 6', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(errors).toEqual([]);
  });

  test('/ich/levels shows the shared details of every level', async ({ page }) => {
    await open(page, '/ich/levels');
    await expect(h1(page)).toHaveText('Level 1: Foundations of Consciousness');
    await expect(page.getByRole('heading', { name: 'Upcoming Workshop', exact: true })).toHaveCount(0);
    const table = page.getByRole('table', { name: 'Upcoming Awaken the Limitless Human workshops' });
    await expect(table.getByRole('columnheader')).toHaveText(['City', 'Venue', 'Date', 'Time']);
    // Level 1's sessions from the calendar: the one seeded for January 2027, under the header row.
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByText('12 years of experience').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Know More/ })).toHaveAttribute('href', '/about');
    await page.getByRole('button', { name: 'Enroll Now' }).click();
    await expect(page.getByRole('dialog', { name: /Level 1: Foundations of Consciousness/ })).toBeVisible();
  });

  test('an unknown level shows level 1, and the level links switch levels', async ({ page }) => {
    const errors = await open(page, '/ich/levels?level=99');
    await expect(h1(page)).toHaveText('Level 1: Foundations of Consciousness');
    await page.getByRole('link', { name: 'Level 3', exact: true }).click();
    await expect(page).toHaveURL(/\/ich\/levels\?level=3$/);
    await expect(h1(page)).toHaveText('Level 3: Regression Therapy and Inner Child Healing');
    await expect(page.getByText('5 Days').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('/tasso lists six five-day modules at AED 5,614 all inclusive', async ({ page }) => {
  const errors = await open(page, '/tasso');
  await expect(h1(page)).toHaveText('Transpersonal Regression');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(page.getByText('AED 5,614 all inclusive', { exact: true })).toHaveCount(6);
  await expect(page.getByText('5 Days', { exact: true })).toHaveCount(6);
  await cards
    .first()
    .getByRole('button', { name: /^Enroll Now/ })
    .click();
  await expect(page.getByRole('dialog', { name: /TASSO Module 1/ })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/individual explains the training and leads to the contact form', async ({ page }) => {
  const errors = await open(page, '/individual');
  await expect(h1(page)).toHaveText('Customized Individual Training');
  for (const heading of ['Who It Is For', 'How It Works', 'Formats', 'Common Questions']) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Enroll Now' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Contact Us' }).first().click();
  await expect(page).toHaveURL(/\/contact-us$/);
  expect(errors).toEqual([]);
});

test.describe('at 390px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/decode', '/level/1', '/ich', '/ich/levels?level=6', '/tasso', '/individual']) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await open(page, path);
      await expect(h1(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});
