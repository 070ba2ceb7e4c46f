// npm run bench (pages): what a first visit of / and /decode costs a phone. For each page: the gzip size of
// the JavaScript its HTML loads (the budget figure), then Lighthouse's mobile run (simulated slow 4G and a
// slowed CPU) on the built site served by apps/server: scores, LCP and the bytes transferred before any
// video plays. Prints figures against the budgets; asserts nothing.
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PAGES = (process.env.BENCH_PAGES ?? '/,/decode').split(',');
const PORT = Number(process.env.BENCH_PAGES_PORT ?? 3190);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const BUDGET = { jsGzipKB: 150, totalKB: 500, performance: 95, lcpMs: 1500, accessibility: 100, seo: 100 };
const root = (path) => fileURLToPath(new URL(path, import.meta.url));
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
  for (const match of html.matchAll(/import\("\/([^"]+\.js)"\)/g)) visit(match[1]);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
  return { bytes, files: files.size };
}

async function startSite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-pages-'));
  const child = fork(root('../apps/server/dist/main.js'), [], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, dataDir };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`the site exited with ${child.exitCode}`);
    await sleep(100);
  }
  throw new Error('the site did not start');
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const mark = (ok) => (ok ? 'ok' : 'OVER BUDGET');

const site = await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  for (const path of PAGES) {
    const js = javascriptGzipBytes(path);
    const { lhr } = await lighthouse(`${site.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
    });
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const scriptTransfer = lhr.audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    const lcp = audit('largest-contentful-paint');
    const total = audit('total-byte-weight');
    console.log(`\n${path}`);
    console.log(
      `  JavaScript (gzip -9, ${js.files} files): ${kb(js.bytes)} KB  budget ${BUDGET.jsGzipKB} KB  ${mark(js.bytes <= BUDGET.jsGzipKB * 1024)}`,
    );
    console.log(`  scripts fetched during the run (br): ${kb(scriptTransfer?.transferSize ?? NaN)} KB`);
    console.log(
      `  all bytes transferred:               ${kb(total)} KB  budget ${BUDGET.totalKB} KB  ${mark(total <= BUDGET.totalKB * 1024)}`,
    );
    console.log(
      `  Lighthouse mobile performance:       ${score('performance')}  budget ${BUDGET.performance}  ${mark(score('performance') >= BUDGET.performance)}`,
    );
    console.log(
      `  LCP:                                 ${Math.round(lcp)} ms  budget ${BUDGET.lcpMs} ms  ${mark(lcp <= BUDGET.lcpMs)}`,
    );
    console.log(
      `  FCP ${Math.round(audit('first-contentful-paint'))} ms, TBT ${Math.round(audit('total-blocking-time'))} ms, CLS ${audit('cumulative-layout-shift').toFixed(3)}`,
    );
    console.log(
      `  accessibility ${score('accessibility')}  SEO ${score('seo')}  best practices ${score('best-practices')}  ${mark(score('accessibility') >= BUDGET.accessibility && score('seo') >= BUDGET.seo)}`,
    );
    const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcpElement) console.log(`  LCP element: ${lcpElement.snippet.slice(0, 110)}`);
    const failing = Object.values(lhr.audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode === 'binary' &&
        ['accessibility', 'seo'].some((c) => lhr.categories[c].auditRefs.some((ref) => ref.id === a.id)),
    );
    for (const a of failing) console.log(`    failing: ${a.id} (${a.title})`);
  }
} finally {
  chrome.kill();
  site.child.kill('SIGTERM');
  await new Promise((resolve) => site.child.once('exit', resolve));
  rmSync(site.dataDir, { recursive: true, force: true });
}
