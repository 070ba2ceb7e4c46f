// npm run bench (pages): what a first visit of /, /decode and /ich/levels costs a phone. For each page: the gzip size of
// the JavaScript its HTML loads (the budget figure), then Lighthouse's mobile run (simulated slow 4G and a
// slowed CPU) on the built site served by apps/server: scores, LCP and the bytes transferred before any
// video plays. Prints figures against the budgets; asserts nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startSite } from './site.mjs';

const PAGES = (process.env.BENCH_PAGES ?? '/,/decode,/ich/levels').split(',');
const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3190);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BUDGET = {
  jsGzipKB: 150,
  totalKB: 500,
  performance: 95,
  lcpMs: 1500,
  tbtMs: 200,
  accessibility: 100,
  seo: 100,
};
const clientDir = root('../apps/web/build/client');

/**
 * gzip -9 size of every script a first visit of the page runs: the modules its loader imports (the app
 * entry and the page's screen) and everything they import statically, found through Vite's manifest.
 */
function javascriptGzipBytes(pagePath) {
  const html = readFileSync(join(clientDir, pagePath === '/' ? '' : pagePath, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = new Set();
  const visit = (file) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key].file);
  };
  // The loader preloads every start-up module and imports the entry (scripts/prerender.mjs).
  for (const match of html.matchAll(/"\/(assets\/[^"]+\.js)"/g)) visit(match[1]);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
  return { bytes, files: files.size };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const mark = (ok) => (ok ? 'ok' : 'OVER BUDGET');

const site = await startSite({ PORT: String(PORT) });
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const path of PAGES) {
    const js = javascriptGzipBytes(path);
    console.info(`\n${path}`);
    console.info(
      `  JavaScript (gzip -9, ${js.files} files): ${kb(js.bytes)} KB  budget ${BUDGET.jsGzipKB} KB  ${mark(js.bytes <= BUDGET.jsGzipKB * 1024)}`,
    );
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const { lhr } = await lighthouse(`${site.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      runs.push({ lhr, score, audit });
      console.info(
        `  run ${run}: performance ${score('performance')}, LCP ${Math.round(audit('largest-contentful-paint'))} ms, ` +
          `TBT ${Math.round(audit('total-blocking-time'))} ms, FCP ${Math.round(audit('first-contentful-paint'))} ms, ` +
          `CLS ${audit('cumulative-layout-shift').toFixed(3)}, bytes ${kb(audit('total-byte-weight'))} KB, ` +
          `accessibility ${score('accessibility')}, SEO ${score('seo')}, best practices ${score('best-practices')}`,
      );
    }
    const worst = (pick) => Math.max(...runs.map(pick));
    const least = (pick) => Math.min(...runs.map(pick));
    const performance = least((r) => r.score('performance'));
    const lcp = worst((r) => r.audit('largest-contentful-paint'));
    const tbt = worst((r) => r.audit('total-blocking-time'));
    const total = worst((r) => r.audit('total-byte-weight'));
    console.info(
      `  worst of ${RUNS}: performance ${performance} (budget ${BUDGET.performance}) ${mark(performance >= BUDGET.performance)}; LCP ${Math.round(lcp)} ms (budget ${BUDGET.lcpMs}) ${mark(lcp <= BUDGET.lcpMs)}; TBT ${Math.round(tbt)} ms (budget ${BUDGET.tbtMs}) ${mark(tbt < BUDGET.tbtMs)}; all bytes ${kb(total)} KB (budget ${BUDGET.totalKB}) ${mark(total <= BUDGET.totalKB * 1024)}`,
    );
    const { lhr } = runs[0];
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpElement) console.info(`  LCP element: ${lcpElement.snippet.slice(0, 110)}`);
    const failing = Object.values(lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode === 'binary' &&
        ['accessibility', 'seo'].some((c) => lhr.categories[c].auditRefs.some((ref) => ref.id === a.id)),
    );
    for (const a of failing) console.info(`    failing: ${a.id} (${a.title})`);
  }
} finally {
  chrome.kill();
  await site.stop();
}
