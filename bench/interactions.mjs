// npm run bench (interactions): how fast the things a phone visitor does first respond, with the CPU
// slowed 4× (Chromium through Playwright, CDP Emulation.setCPUThrottlingRate): opening the menu on /,
// and opening the enrolment form on /practitioner, /ich/levels and /tasso (pages without React now, where
// Enroll Now is an island; builds before issue 15 hydrated them). Each is tried twice a run: as soon as the page
// has painted (the tap a visitor makes while the page still loads its script) and once the page is
// interactive. Three figures, each timed by the page itself: Event Timing's duration of the tap (input
// delay, handlers and the next paint); from the tap's first input event to the first frame with a dialog
// open (the menu; the enrolment form's own dialog or, on a page without React, the loading dialog that
// stands in for it while the form's code arrives); and to the first frame with the menu or the form's
// submit button (Playwright's own checks before and after its click are not counted).
// Budget (issue 15): 200 ms.
// BENCH_BASELINE_SITE: another build's server (apps/server/dist/main.js), measured first.
import { chromium } from 'playwright-core';
import { root, startSite } from './site.mjs';

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
const PORT = Number(process.env.BENCH_INTERACTIONS_PORT ?? 3191);
const BUDGET_MS = 200;
/** How long a tap may take to open its menu or form before it counts as dropped. */
const NO_RESPONSE_MS = 15_000;

/** Enroll Now on `path` (the first in the page's main part), until its form is on screen. */
const enrolmentForm = (path) => ({
  name: `enrolment form on ${path}`,
  path,
  target: (page) =>
    page
      .getByRole('main')
      .getByRole('button', { name: /^Enroll Now/ })
      .first(),
  ready: 'dialog[open] button[type="submit"]',
});

const INTERACTIONS = [
  {
    name: 'menu on /',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    ready: 'dialog[open]',
  },
  enrolmentForm('/practitioner'),
  enrolmentForm('/ich/levels'),
  enrolmentForm('/tasso'),
];

/**
 * From before the first script runs: the longest Event Timing entry of a click-like event, when the tap's
 * first input event happened, and the first frame that shows an open dialog and the first that shows
 * `ready` (all on the page's clock, performance.now()).
 */
const OBSERVE_EVENTS = (ready) => {
  window.__longestTap = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (['pointerdown', 'pointerup', 'click', 'mousedown', 'mouseup'].includes(entry.name)) {
        window.__longestTap = Math.max(window.__longestTap, entry.duration);
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  for (const type of ['pointerdown', 'mousedown', 'touchstart']) {
    addEventListener(type, (event) => (window.__tapAt ??= event.timeStamp), { capture: true, passive: true });
  }
  const inNextFrame = (key) => requestAnimationFrame(() => (window[key] ??= performance.now()));
  new MutationObserver(() => {
    if (window.__tapAt === undefined) return;
    if (window.__dialogAt === undefined && document.querySelector('dialog[open]')) inNextFrame('__dialogAt');
    if (window.__readyAt === undefined && document.querySelector(ready)) inNextFrame('__readyAt');
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
};

async function tryOnce(browser, url, interaction, when) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(OBSERVE_EVENTS, interaction.ready);
  await page.goto(`${url}${interaction.path}`, { waitUntil: when === 'early' ? 'commit' : 'load' });
  if (when === 'early') await interaction.target(page).waitFor();
  else await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // A finger's tap, as on a phone (touch events, then the click they make).
  await interaction.target(page).tap({ noWaitAfter: true });
  // A tap the page drops (nothing listens yet, nothing replays it) never opens anything: Infinity.
  await page
    .waitForFunction(() => window.__readyAt !== undefined, null, { timeout: NO_RESPONSE_MS })
    .catch(() => undefined);
  // Event Timing reports an entry once its next paint is done: give it a frame or two.
  await page.waitForTimeout(200);
  const { eventMs, answeredMs, visibleMs } = await page.evaluate(() => {
    const since = (at) => (at === undefined ? Infinity : at - window.__tapAt);
    return {
      eventMs: window.__longestTap,
      answeredMs: since(window.__dialogAt),
      visibleMs: since(window.__readyAt),
    };
  });
  await context.close();
  return { answeredMs, visibleMs, eventMs };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : 'dropped');
const spread = (values) => {
  const text = `${ms(Math.min(...values))} / ${ms(median(values))} / ${ms(Math.max(...values))}`;
  return values.every((value) => value <= BUDGET_MS) ? text : `${text} ✗`;
};
const pad = (value, width) => String(value).padEnd(width);

async function measureBuild(title, serverScript, browser) {
  const site = await startSite({ PORT: String(PORT) }, serverScript);
  try {
    console.info(
      `\n${title}: CPU slowed 4×, ${RUNS} runs, min / median / max in ms (budget ${BUDGET_MS}; ✗: over)`,
    );
    console.info(
      `${pad('', 50)}${pad('tap (Event Timing)', 24)}${pad('until a dialog answers', 28)}until on screen`,
    );
    for (const interaction of INTERACTIONS) {
      for (const when of ['early', 'interactive']) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await tryOnce(browser, site.url, interaction, when));
        const label = `${interaction.name}, ${when === 'early' ? 'as it paints' : 'once interactive'}`;
        console.info(
          `${pad(label, 50)}${pad(spread(runs.map((r) => r.eventMs)), 24)}${pad(spread(runs.map((r) => r.answeredMs)), 28)}${spread(runs.map((r) => r.visibleMs))}`,
        );
      }
    }
  } finally {
    await site.stop();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const baseline = process.env.BENCH_BASELINE_SITE;
  if (baseline) await measureBuild(`Before (${baseline})`, baseline, browser);
  await measureBuild(
    baseline ? 'After (this build)' : 'This build',
    root('../apps/server/dist/main.js'),
    browser,
  );
} finally {
  await browser.close();
}
