import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createLogger } from '../../common/logger';
import { fakeWebBuild } from '../../testing/fake-web-build';
import { PageRenderer, RenderedPage } from './page-renderer';

const IDLE_MS = 200;
const data = { today: '2030-01-01', calendar: [], catalogue: [], source: 'live' } as never;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The worker thread that rendered the fake build's '/thread' page. */
const threadOf = (page: RenderedPage) => /in thread (\d+)/.exec(page.html.toString())?.[1];

describe('the page renderer once idle', () => {
  let web: ReturnType<typeof fakeWebBuild>;
  let renderer: PageRenderer;
  let warnings: string[];

  beforeEach(() => {
    web = fakeWebBuild();
    warnings = [];
    const logger = createLogger('warn', { write: (line: string) => void warnings.push(line) });
    renderer = PageRenderer.forBuild(web.clientDir, logger, { idleMs: IDLE_MS })!;
  });

  afterEach(async () => {
    await renderer.close();
    web.remove();
  });

  it('ends its worker, and the next render starts a new one', async () => {
    const first = threadOf(await renderer.render('/thread', data));
    expect(first).toEqual(expect.any(String));
    expect(renderer.running).toBe(true);
    await sleep(IDLE_MS * 2);
    expect(renderer.running).toBe(false);
    const second = threadOf(await renderer.render('/thread', data));
    expect(second).toEqual(expect.any(String));
    expect(second).not.toBe(first);
    // A worker ended on purpose is no failure.
    expect(warnings).toEqual([]);
  });

  it('keeps its worker while a render is pending, and ends it once the last one is done', async () => {
    await renderer.render('/about', data);
    // The fake takes 2.5 s over this page, far beyond the idle time armed by the render before.
    const slow = renderer.render('/slow', data);
    await sleep(IDLE_MS * 2);
    expect(renderer.running).toBe(true);
    await expect(slow).resolves.toMatchObject({ status: 200 });
    await sleep(IDLE_MS * 2);
    expect(renderer.running).toBe(false);
  });

  it('renders a page asked for right as its worker is ended', async () => {
    const first = threadOf(await renderer.render('/thread', data));
    // Armed just after the idle timer with the same delay, so it fires right after it in the same turn:
    // the page is asked for while the worker is being ended.
    const page = await new Promise<RenderedPage>((resolve, reject) => {
      setTimeout(() => renderer.render('/thread', data).then(resolve, reject), IDLE_MS);
    });
    expect(page.status).toBe(200);
    // Rendered by a new worker: the idle one had indeed been ended when it was asked for.
    expect(threadOf(page)).not.toBe(first);
    expect(warnings).toEqual([]);
  });
});

describe('the page renderer stopped while it renders', () => {
  let web: ReturnType<typeof fakeWebBuild>;
  beforeAll(() => (web = fakeWebBuild()));
  afterAll(() => web.remove());

  /**
   * An instance shut down (SIGTERM) while it renders its pages after start: the worker is ended in the
   * middle of a page's compression. A worker terminated there made Node abort the whole process
   * (node_zlib.cc "close before init", a compression handle made but not yet initialised). Run in a
   * process of its own (the built server, as the server's jest target builds it): an abort is its exit.
   */
  it('ends its worker without bringing the process down', () => {
    const dist = join(__dirname, '../../../dist');
    const script = `
      const { PageRenderer } = require(${JSON.stringify(join(dist, 'modules/public-pages/page-renderer.js'))});
      const { createLogger } = require(${JSON.stringify(join(dist, 'common/logger.js'))});
      const logger = createLogger('fatal');
      const data = { today: '2030-01-01', calendar: [], catalogue: [], source: 'live' };
      (async () => {
        for (let round = 0; round < 40; round++) {
          const renderer = PageRenderer.forBuild(${JSON.stringify(web.clientDir)}, logger);
          await renderer.render('/about', data);
          for (let page = 0; page < 5; page++) renderer.render('/compressed', data).catch(() => {});
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
          await renderer.close();
        }
        console.log('stopped 40 times');
      })();
    `;
    const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', timeout: 60_000 });
    expect({ status: child.status, signal: child.signal, stdout: child.stdout.trim() }).toEqual({
      status: 0,
      signal: null,
      stdout: 'stopped 40 times',
    });
  });
});
