import { type Locator, type Page, expect, test } from '@playwright/test';

/** The bundled sample clips last 7 seconds. */
const CLIP_SECONDS = 7;

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

const videoIn = (scope: Locator) => scope.locator('video');
const currentTime = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.currentTime);
const isPaused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused);
const playingVideos = (scope: Locator) =>
  scope
    .locator('video')
    .evaluateAll((videos: HTMLVideoElement[]) => videos.filter((video) => !video.paused).length);
const rootOverflow = (page: Page) => page.evaluate(() => document.documentElement.style.overflow);

test('the server streams a catalogue video with byte ranges and refuses other names', async ({ request }) => {
  const whole = await request.get('/videos/home-intro.mp4');
  expect(whole.status()).toBe(200);
  expect(whole.headers()['content-type']).toBe('video/mp4');
  const part = await request.get('/videos/home-intro.mp4', { headers: { Range: 'bytes=0-99' } });
  expect(part.status()).toBe(206);
  expect((await part.body()).length).toBe(100);
  expect((await request.get('/videos/not-in-the-catalogue.mp4')).status()).toBe(404);
});

test('the home hero is prerendered with its art and jumps to the trainings', async ({ page }) => {
  await open(page, '/');
  const hero = page.locator('section').first();
  await expect(hero.getByRole('heading', { level: 1, name: 'Conscious Living' })).toBeVisible();
  const art = hero.locator('img').first();
  await expect(art).toHaveAttribute('fetchpriority', 'high');
  expect(await art.getAttribute('loading')).toBeNull();
  await expect(hero.getByRole('link', { name: 'Learn about Conscious Living Academy' })).toHaveAttribute(
    'href',
    '/about',
  );
  await expect(hero.getByRole('link', { name: 'Workshops' })).toHaveAttribute('href', '#');
  await hero.getByRole('link', { name: 'Trainings' }).click();
  await expect(page).toHaveURL(/#trainings-section$/);
  await expect(page.locator('#trainings-section')).toBeInViewport();
  await expect(page.locator('#trainings-section').getByRole('link', { name: 'Know More' })).toHaveCount(4);
});

test.describe('home intro video', () => {
  test('loads nothing until played, then plays, pauses, seeks and mutes under its own controls', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/videos/')) videoRequests.push(request.url());
    });
    await open(page, '/');
    const player = page.getByRole('group', { name: 'Introduction to Conscious Living Academy' });
    await player.scrollIntoViewIfNeeded();
    await expect(videoIn(player)).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    await player.getByRole('button', { name: 'Play video' }).click();
    const video = videoIn(player);
    await expect.poll(() => currentTime(video)).toBeGreaterThan(1);
    const time = player.getByTestId('video-time');
    await expect(time).toHaveText(/^0:0[1-7] \/ 0:07$/);
    await expect(player.getByRole('button', { name: 'Enter full screen' })).toBeVisible();

    await player.getByRole('button', { name: 'Pause video' }).click();
    expect(await isPaused(video)).toBe(true);
    await expect(player.getByRole('button', { name: 'Play video' })).toBeVisible();

    const seek = player.getByRole('slider', { name: 'Seek' });
    await seek.fill('5');
    await expect.poll(() => currentTime(video)).toBeCloseTo(5, 0);
    await expect(time).toHaveText('0:05 / 0:07');
    await seek.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentTime(video)).toBeCloseTo(4, 0);
    await expect(time).toHaveText('0:04 / 0:07');

    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
    await player.getByRole('button', { name: 'Mute' }).click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await player.getByRole('button', { name: 'Unmute' }).click();
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false);
  });

  test('goes full screen with its controls and back', async ({ page }) => {
    await open(page, '/');
    const player = page.getByRole('group', { name: 'Introduction to Conscious Living Academy' });
    await player.getByRole('button', { name: 'Play video' }).click();
    await player.getByRole('button', { name: 'Enter full screen' }).click();
    await expect
      .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label')))
      .toBe('Introduction to Conscious Living Academy');
    await player.getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  test('returns to its thumbnail when it ends, and plays again from the start', async ({ page }) => {
    await open(page, '/');
    const player = page.getByRole('group', { name: 'Introduction to Conscious Living Academy' });
    await player.getByRole('button', { name: 'Play video' }).click();
    const video = videoIn(player);
    await expect.poll(() => currentTime(video)).toBeGreaterThan(0);
    await player.getByRole('slider', { name: 'Seek' }).fill(String(CLIP_SECONDS - 1));

    await expect(videoIn(player)).toHaveCount(0, { timeout: 10_000 });
    await expect(player.locator('img')).toBeVisible();
    await player.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => currentTime(videoIn(player))).toBeGreaterThan(0);
    expect(await currentTime(videoIn(player))).toBeLessThan(CLIP_SECONDS - 2);
  });
});

test.describe('a video on a page without React (/tasso)', () => {
  test('plays in place once pressed, under its controls, and again from the start after it ends', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await open(page, '/tasso');
    const player = page.getByRole('group', { name: /^Module 2: / });
    await player.scrollIntoViewIfNeeded();
    expect(scripts, 'scripts before a visitor heads for a video').toEqual([]);
    await expect(videoIn(player)).toHaveCount(0);

    await player.getByRole('button', { name: 'Play video' }).click();
    const video = videoIn(player);
    await expect.poll(() => currentTime(video)).toBeGreaterThan(1);
    await expect(player.getByTestId('video-time')).toHaveText(/^0:0[1-7] \/ 0:07$/);
    // The same box, not a second player inside it: one group, one video.
    await expect(page.getByRole('group', { name: /^Module 2: / })).toHaveCount(1);
    await expect(videoIn(page.getByRole('main'))).toHaveCount(1);

    await player.getByRole('button', { name: 'Pause video' }).click();
    expect(await isPaused(video)).toBe(true);
    await player.getByRole('slider', { name: 'Seek' }).fill(String(CLIP_SECONDS - 1));
    await player.getByRole('button', { name: 'Play video' }).click();
    await expect(videoIn(player)).toHaveCount(0, { timeout: 10_000 });
    await expect(player.locator('img')).toBeVisible();
    await player.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => currentTime(videoIn(player))).toBeGreaterThan(0);
    expect(await currentTime(videoIn(player))).toBeLessThan(CLIP_SECONDS - 2);

    // Another module's video wakes on its own and plays beside it.
    const other = page.getByRole('group', { name: /^Module 5: / });
    await other.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => currentTime(videoIn(other))).toBeGreaterThan(0);
    expect(scripts.filter((path) => /^\/assets\/index-[^/]+\.js$/.test(path))).toEqual([]);
  });

  test('a press before the island’s script arrives is kept, the button says it is busy, and the video plays', async ({
    page,
  }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/island-video-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await open(page, '/tasso');
    const player = page.getByRole('group', { name: /^Module 1: / });
    const play = player.getByRole('button', { name: 'Play video' });
    await play.click();
    await expect(play).toHaveAttribute('aria-busy', 'true');
    release();
    await expect.poll(() => currentTime(videoIn(player))).toBeGreaterThan(0);
  });
});

test.describe('video failures (SPEC.md section 8)', () => {
  test('says Loading... while the video is on its way', async ({ page }) => {
    await page.route('**/videos/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await open(page, '/');
    const player = page.getByRole('group', { name: 'Introduction to Conscious Living Academy' });
    await player.getByRole('button', { name: 'Play video' }).click();
    await expect(player.getByText('Loading...')).toBeVisible();
    await expect.poll(() => currentTime(videoIn(player))).toBeGreaterThan(0);
    await expect(player.getByText('Loading...')).toHaveCount(0);
  });

  test('logs a video that fails to load and offers to start again', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/videos/**', (route) => route.abort());
    await open(page, '/');
    const player = page.getByRole('group', { name: 'Introduction to Conscious Living Academy' });
    await player.getByRole('button', { name: 'Play video' }).click();
    await expect(player.getByText('Click play to start')).toBeVisible();
    await expect(player.getByRole('button', { name: 'Play video' })).toBeVisible();
    expect(errors.some((error) => error.includes('home-intro.mp4 failed to load'))).toBe(true);
  });

  test('hides a thumbnail image that fails to load', async ({ page }) => {
    await page.route('**/images/posters/home-intro.webp', (route) => route.abort());
    await open(page, '/');
    const player = page.getByRole('group', { name: 'Introduction to Conscious Living Academy' });
    await player.scrollIntoViewIfNeeded();
    await expect(player.locator('img')).toBeHidden();
    await expect(player.getByRole('button', { name: 'Play video' })).toBeVisible();
  });
});

test.describe('benefit video modal', () => {
  test('opens playing, locks the page, closes by Escape and by the overlay, and gives focus back', async ({
    page,
  }) => {
    await open(page, '/');
    const opener = page.getByRole('button', { name: 'Play the video for Corporates' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Who can benefit: Corporates' });
    await expect(dialog).toBeVisible();
    expect(await rootOverflow(page)).toBe('hidden');
    await expect.poll(() => currentTime(videoIn(dialog))).toBeGreaterThan(0.3);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await rootOverflow(page)).toBe('');
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    expect(await rootOverflow(page)).toBe('hidden');
    // The top-left corner is the dimmed area around the centred panel.
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
    expect(await rootOverflow(page)).toBe('');
    await expect(opener).toBeFocused();
  });

  test('hides its controls after 4 seconds without mouse movement and shows them on movement', async ({
    page,
  }) => {
    await page.clock.install();
    await open(page, '/');
    await page.getByRole('button', { name: 'Play the video for Corporates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Who can benefit: Corporates' });
    await expect.poll(() => currentTime(videoIn(dialog))).toBeGreaterThan(0.2);
    const bar = dialog.getByRole('button', { name: 'Pause video' }).locator('..');
    // From here only the test moves the page's clock: on a busy machine, the real seconds that pass
    // between two steps would otherwise count towards the 4 s.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.mouse.move(640, 400);
    await expect(bar).toHaveCSS('opacity', '1');
    await page.clock.runFor(3000);
    await expect(bar).toHaveCSS('opacity', '1');
    await page.clock.runFor(1500);
    await expect(bar).toHaveCSS('opacity', '0');
    await page.mouse.move(600, 380);
    await expect(bar).toHaveCSS('opacity', '1');
  });

  test('closes by its close button', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Play the video for Parents & Teachers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Who can benefit: Parents & Teachers' });
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('shows the thumbnail and its play button again when the browser refuses to autoplay', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      HTMLMediaElement.prototype.play = () =>
        Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    });
    await open(page, '/');
    await page.getByRole('button', { name: 'Play the video for Health Practitioners' }).click();
    const dialog = page.getByRole('dialog', { name: 'Who can benefit: Health Practitioners' });
    await expect(dialog.getByRole('button', { name: 'Play video' })).toBeVisible();
    await expect(dialog.locator('img')).toBeVisible();
    await expect(videoIn(dialog)).toHaveCount(0);
  });
});

test.describe('testimonial carousel', () => {
  test('home shows its one testimonial without arrows and plays it in place', async ({ page }) => {
    await open(page, '/');
    const carousel = page.getByRole('region', { name: 'What People Say' });
    await expect(carousel.getByRole('group')).toHaveCount(1);
    await expect(carousel.getByRole('button', { name: /testimonial/ })).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => currentTime(videoIn(carousel))).toBeGreaterThan(0.3);
  });

  test('/decode wraps around both ways and stops a playing video when the slide changes', async ({
    page,
  }) => {
    await open(page, '/decode');
    const carousel = page.getByRole('region', { name: 'What People Say' });
    const status = carousel.getByText(/^Testimonial \d of 4$/);
    const first = carousel.getByRole('group').first();
    await expect(status).toHaveText('Testimonial 1 of 4');
    // Three slides side by side on a desktop screen.
    await expect(carousel.getByRole('group')).toHaveCount(3);

    // The second slide moves to the front on Next, so its player stays on the page to be checked.
    const second = carousel.getByRole('group').nth(1);
    const secondName = await second.getAttribute('aria-label');
    await second.getByRole('button', { name: 'Play video' }).click();
    await expect.poll(() => currentTime(videoIn(second))).toBeGreaterThan(0.3);
    expect(await isPaused(videoIn(second))).toBe(false);
    const before = await first.getAttribute('aria-label');

    const next = carousel.getByRole('button', { name: 'Next testimonial' });
    await next.click();
    await expect(status).toHaveText('Testimonial 2 of 4');
    await expect(first).toHaveAttribute('aria-label', secondName ?? '');
    // The page ships no React: the arrow's island re-renders the slides, each back at its thumbnail.
    expect(await playingVideos(carousel)).toBe(0);
    await expect(next).toBeFocused();

    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(status).toHaveText('Testimonial 4 of 4');
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(status).toHaveText('Testimonial 1 of 4');
    expect(await first.getAttribute('aria-label')).toBe(before);
  });
});
