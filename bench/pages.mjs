// npm run bench (pages): what a first visit of each public page costs a phone, held to the budgets of
// issues 15 and 26, on a site with the data a real one has (bench/live-data.mjs: events staff created
// after the build, a fee changed, a full event): first how long each page takes to render again after a
// change, and the layout shift until the live figures are in; then Lighthouse. Each page gets BENCH_PAGE_RUNS Lighthouse mobile runs (default settings: simulated slow 4G,
// the CPU slowed 4×) on the built site served by apps/server; the table gives min / median / max of the
// performance score, TBT, LCP and CLS, and the JavaScript the page loads before any interaction (gzip -9
// of every script Lighthouse saw it fetch). BENCH_BASELINE_SITE, another build's apps/server/dist/main.js
// (a checkout of main, built), is measured first the same way, so one run shows before and after.
// Prints figures against the budgets; asserts nothing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import {
  ADMIN_ENV,
  changeFee,
  issuedCertificate,
  renderTimes,
  untilShown,
  withLiveData,
} from './live-data.mjs';
import { root, startSite } from './site.mjs';

/** The public routes by kind, as issue 15 names them: pages of content, and pages with a form or live data. */
const CONTENT_PAGES = [
  '/',
  '/about',
  '/decode',
  '/ich',
  '/ich/levels',
  '/tasso',
  '/individual',
  '/Hidden-Colours',
  '/hhme',
  '/Our-Trainers',
  '/privacy-policy',
  '/level/1',
];
const FORM_PAGES = ['/contact-us', '/practitioner', '/family-constellation'];
/**
 * The certificate check: its form, and a number's page (rendered by the server per request, throttled):
 * {issued} is a certificate the bench issues as staff do.
 */
const LOOKUP_PAGES = ['/certificates', '/certificates/{issued}'];

/**
 * The Arabic site's twins of a page of each kind (issue 30), measured beside the English ones: content,
 * a level, the calendar with its live seats, a form, the certificate check.
 */
const ARABIC_PAGES = [
  '/ar',
  '/ar/decode',
  '/ar/level/1',
  '/ar/practitioner',
  '/ar/contact-us',
  '/ar/certificates/{issued}',
];

const PAGES = process.env.BENCH_PAGES?.split(',') ?? [
  ...CONTENT_PAGES,
  ...FORM_PAGES,
  ...LOOKUP_PAGES,
  ...ARABIC_PAGES,
];
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3190);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BUDGET = {
  performance: 95,
  tbtMs: 150,
  lcpMs: 1500,
  cls: 0.02,
  contentJsKB: 50,
  formJsKB: 90,
  renderMs: 50,
};

/** An Arabic page is held to its English twin's budget. */
const jsBudgetKB = (path) =>
  [...FORM_PAGES, ...LOOKUP_PAGES].includes(path.replace(/^\/ar(?=\/|$)/, '') || '/')
    ? BUDGET.formJsKB
    : BUDGET.contentJsKB;

/** The web build a server script serves: apps/web/build/client beside its apps/server. */
const clientDirOf = (serverScript) => join(dirname(serverScript), '../../web/build/client');

/** gzip -9 bytes of the site's own scripts among the requests Lighthouse recorded. */
function scriptGzipBytes(lhr, clientDir) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  let bytes = 0;
  for (const { url, resourceType } of requests) {
    if (resourceType !== 'Script') continue;
    const file = join(clientDir, new URL(url).pathname);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return bytes;
}

/**
 * Lighthouse's own failures to record a trace ("Please run Lighthouse again"), not the page's: such a run
 * is tried again, at most this many times, and the table says how often that happened.
 */
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const TRACE_RETRIES = 3;

/** One Lighthouse run of `url`, tried again when Lighthouse could not record its trace. */
async function lighthouseRun(url, chrome) {
  for (let retried = 0; ; retried += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    if (!TRACE_FAILURES.has(lhr.runtimeError?.code) || retried === TRACE_RETRIES) return { lhr, retried };
  }
}

/**
 * How long the site takes to render each page again after a change (a fee staff change): the mean of the
 * renders since, by page, from the site's own histogram (public_page_render_seconds).
 */
async function rendersAfterChange(site) {
  const before = await renderTimes(site);
  await untilShown(site, '/level/1', await changeFee(site, 1570));
  let after = before;
  // Every page kept is rendered again: wait until the count stops growing.
  for (let settled = 0, last = -1; settled < 5; await new Promise((r) => setTimeout(r, 200))) {
    after = await renderTimes(site);
    const total = [...after.values()].reduce((sum, { count }) => sum + count, 0);
    settled = total === last ? settled + 1 : 0;
    last = total;
  }
  return [...after]
    .map(([page, { count, sum }]) => {
      const earlier = before.get(page) ?? { count: 0, sum: 0 };
      const renders = count - earlier.count;
      return { page, renders, ms: renders > 0 ? ((sum - earlier.sum) / renders) * 1000 : NaN };
    })
    .filter(({ renders }) => renders > 0)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * The layout shift a phone visitor sees until every live figure of the page is in (the idle islands say
 * so with data-live-figures; 5 s at most), not only during load as Lighthouse counts it.
 */
async function shiftAfterLiveFigures(url, paths) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  const shifts = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
      await page.addInitScript(() => {
        window.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${url}${path}`, { waitUntil: 'load' });
      await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll('[data-island-wake="idle"]')].every((island) =>
              island.hasAttribute('data-live-figures'),
            ),
          null,
          { timeout: 5000 },
        )
        .catch(() => undefined);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      shifts.push({ path, cls: await page.evaluate(() => window.__shift) });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return shifts;
}

/** Every run of every page on one build, with the live data a real site has. */
async function measureBuild(serverScript, chrome, title) {
  const clientDir = clientDirOf(serverScript);
  const site = await startSite(
    { PORT: String(PORT), ...ADMIN_ENV, METRICS_ALLOW: '127.0.0.1' },
    serverScript,
  );
  const pages = [];
  let issued = 'CLA-2027-7KQM-4XPB';
  /** The address of a page of the list: {issued} is the certificate this build's site issued. */
  const address = (path) => path.replace('{issued}', issued);
  try {
    try {
      const live = await withLiveData(site);
      issued = await issuedCertificate(site);
      console.info(
        `\n${title}: with ${live.staffEvents} events created after the build (seed:demo), Decode level 1 at ${live.fee}, ${live.fullEvent} full`,
      );
      const renders = await rendersAfterChange(site);
      console.info(`Rendering each page again after a fee change (ms, budget ${BUDGET.renderMs}):`);
      for (const { page, renders: count, ms } of renders) {
        console.info(
          `  ${pad(page, 24)}${pad(ms.toFixed(1), 8)}${ms <= BUDGET.renderMs ? '' : '✗'} (${count} render${count === 1 ? '' : 's'})`,
        );
      }
    } catch (error) {
      // A build from before the live pages has neither the catalogue nor the renderer.
      console.info(`\n${title}: measured without live data (${error.message.slice(0, 120)})`);
    }
    for (const { path, cls } of await shiftAfterLiveFigures(site.url, PAGES.map(address))) {
      console.info(
        `  layout shift once the live figures are in, ${pad(path, 22)}${cls.toFixed(3)}${cls <= BUDGET.cls ? '' : ' ✗'}`,
      );
    }
    for (const path of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { lhr, retried } = await lighthouseRun(`${site.url}${address(path)}`, chrome);
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        runs.push({
          performance: score('performance'),
          tbtMs: audit('total-blocking-time'),
          lcpMs: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          jsKB: scriptGzipBytes(lhr, clientDir) / 1024,
          accessibility: score('accessibility'),
          seo: score('seo'),
          retried,
          lhr,
        });
      }
      pages.push({ path, runs });
    }
  } finally {
    await site.stop();
  }
  return pages;
}

const sorted = (values) => [...values].sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
const pad = (value, width) => String(value).padEnd(width);

/** min / median / max of one figure over the runs, and whether every run is within its budget. */
function spread(runs, pick, digits, within) {
  const values = runs.map(pick);
  const show = (value) => value.toFixed(digits);
  const ok = values.every(within);
  return `${show(Math.min(...values))} / ${show(median(values))} / ${show(Math.max(...values))}${ok ? '' : ' ✗'}`;
}

function printTable(title, pages) {
  console.info(
    `\n${title}: Lighthouse mobile, ${RUNS} runs a page, min / median / max (✗: a run over budget)`,
  );
  console.info(
    `${pad('page', 22)}${pad(`perf (≥ ${BUDGET.performance})`, 20)}${pad(`TBT ms (≤ ${BUDGET.tbtMs})`, 22)}${pad(`LCP ms (≤ ${BUDGET.lcpMs})`, 24)}${pad(`CLS (≤ ${BUDGET.cls})`, 24)}${pad('JS KB gzip (budget)', 32)}a11y / SEO`,
  );
  let within = 0;
  for (const { path, runs } of pages) {
    const budgetKB = jsBudgetKB(path);
    const cells = [
      spread(
        runs,
        (r) => r.performance,
        0,
        (v) => v >= BUDGET.performance,
      ),
      spread(
        runs,
        (r) => r.tbtMs,
        0,
        (v) => v <= BUDGET.tbtMs,
      ),
      spread(
        runs,
        (r) => r.lcpMs,
        0,
        (v) => v <= BUDGET.lcpMs,
      ),
      spread(
        runs,
        (r) => r.cls,
        3,
        (v) => v <= BUDGET.cls,
      ),
      `${spread(
        runs,
        (r) => r.jsKB,
        1,
        (v) => v <= budgetKB,
      )} (${budgetKB})`,
    ];
    if (!cells.some((cell) => cell.includes('✗'))) within += 1;
    const least = (pick) => Math.min(...runs.map(pick));
    console.info(
      `${pad(path, 22)}${pad(cells[0], 20)}${pad(cells[1], 22)}${pad(cells[2], 24)}${pad(cells[3], 24)}${pad(cells[4], 32)}${least((r) => r.accessibility)} / ${least((r) => r.seo)}`,
    );
    for (const failing of failingAudits(runs[0].lhr)) console.info(`    failing: ${failing}`);
    const retried = runs.reduce((sum, run) => sum + run.retried, 0);
    if (retried > 0)
      console.info(`    runs tried again after Lighthouse failed to record a trace: ${retried}`);
    // A run Lighthouse could not finish scores 0 with no figures (NaN): say why.
    for (const { lhr } of runs.filter((run) => run.lhr.runtimeError)) {
      console.info(`    run not measured: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
    }
  }
  console.info(`${within} of ${pages.length} pages within every budget in every run`);
}

/** Accessibility and SEO checks a page fails (the first run's). */
function failingAudits(lhr) {
  return Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode === 'binary' &&
        ['accessibility', 'seo'].some((c) => lhr.categories[c].auditRefs.some((ref) => ref.id === a.id)),
    )
    .map((a) => `${a.id} (${a.title})`);
}

const current = root('../apps/server/dist/main.js');
const baseline = process.env.BENCH_BASELINE_SITE;
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  if (baseline) {
    const title = `Before (${baseline})`;
    printTable(title, await measureBuild(baseline, chrome, title));
  }
  const title = baseline ? 'After (this build)' : 'This build';
  printTable(title, await measureBuild(current, chrome, title));
} finally {
  chrome.kill();
}
