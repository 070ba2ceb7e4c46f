import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../../common/logger';
import type { SiteData } from './site-data';

/** A rendered page as the web's renderer answers it (apps/web/app/render-worker.ts). */
export interface RenderedPage {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** The CSP sources of the page's inline scripts. */
  scriptHashes: string[];
  /** How long the worker took to render it and compress it, in milliseconds. */
  renderMs: number;
}

type Reply =
  | ({ id: number; ok: true } & Record<'html' | 'br' | 'gzip', Uint8Array> &
      Omit<RenderedPage, 'html' | 'br' | 'gzip'>)
  | { id: number; ok: false; error: string };

interface Pending {
  resolve(page: RenderedPage): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * A render makes short-lived garbage: a small young generation (V8 reserves up to 16 MB per semi-space)
 * keeps an idle instance about 30 MB smaller (218 → 185–194 MB resident after start). The old
 * generation's bound only stops a runaway render, which then fails and the next starts a new worker.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 256 };

/** A render taking longer than this is given up and the worker started afresh. */
const RENDER_TIMEOUT_MS = 20_000;

/** A worker asked to stop that has not within this long is hung: it is terminated. */
const STOP_TIMEOUT_MS = 2_000;

/**
 * Once its pages are rendered after start, a web instance renders only now and then (a page revalidated,
 * a change, a lookup page), and an idle worker still holds about 40 MB (an instance 180 → 145 MB resident
 * without it): it is ended after this long without a render. A new one costs the next render about half
 * a second; a burst of renders (after a change) keeps one worker.
 */
const IDLE_MS = 30_000;

/**
 * The web's page renderer, in a worker thread of its own: a render (some tens of milliseconds of React)
 * never holds the event loop that answers requests. Pages render one at a time, in the order asked.
 * The worker starts with the first render and is ended once it has had nothing to render for `idleMs`; a
 * worker that fails or hangs is ended too. Either way, the next render starts a new one.
 *
 * A worker is ended by asking it to stop, which it does between two of its turns: terminated in the middle
 * of a page's compression, a worker thread makes Node (20) abort the whole process as it frees a
 * compression handle made but not yet initialised (node_zlib.cc, "close before init"). Only a hung worker,
 * which answers nothing, is terminated.
 */
export class PageRenderer {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closed = false;
  /** Ends the worker once the last render has settled and no other is asked for meanwhile. */
  private idleTimer: NodeJS.Timeout | undefined;

  /** The build has the Arabic site's renderer (issue 30): its pages under /ar are rendered too. */
  readonly rendersArabic: boolean;

  private constructor(
    private readonly script: string,
    private readonly logger: Logger,
    private readonly idleMs: number,
  ) {
    this.rendersArabic = existsSync(join(dirname(dirname(script)), 'server-ar', 'entry.server.mjs'));
  }

  /** The renderer of the web build in `webBuildDir` (build/client), or undefined for a build without one. */
  static forBuild(
    webBuildDir: string,
    logger: Logger,
    { idleMs = IDLE_MS }: { idleMs?: number } = {},
  ): PageRenderer | undefined {
    const script = join(dirname(webBuildDir), 'server', 'render-worker.mjs');
    return existsSync(script) ? new PageRenderer(script, logger, idleMs) : undefined;
  }

  /** Whether a worker thread is started (and holds its memory): from a render until it is ended. */
  get running(): boolean {
    return this.worker !== undefined;
  }

  /** The page at `address` from `data`; a lookup page also with what was looked up for it (`shows`). */
  render(address: string, data: SiteData, shows?: unknown): Promise<RenderedPage> {
    // A render asked for after close would start a worker no one stops.
    if (this.closed) return Promise.reject(new Error('The page renderer was stopped'));
    clearTimeout(this.idleTimer);
    const worker = this.started();
    const id = this.nextId++;
    return new Promise<RenderedPage>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(new Error(`Rendering ${address} took over ${RENDER_TIMEOUT_MS} ms`));
      }, RENDER_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, address, data, shows });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    this.rejectAll(new Error('The page renderer was stopped'));
    if (worker) await stopped(worker);
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.script, {
      workerData: { buildDir: dirname(dirname(this.script)) },
      resourceLimits: WORKER_LIMITS,
    });
    // The worker never keeps the process alive: shutdown ends it anyway.
    worker.unref();
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => {
      if (this.worker === worker) this.fail(error);
    });
    worker.on('exit', (code) => {
      if (this.worker === worker) this.fail(new Error(`The page renderer stopped (exit code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private settle(reply: Reply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    clearTimeout(pending.timer);
    if (this.pending.size === 0) this.endWhenIdle();
    if (!reply.ok) return pending.reject(new Error(reply.error));
    // The bytes arrive as views of buffers of their own: wrapped, not copied.
    const bytes = (view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);
    pending.resolve({
      status: reply.status,
      html: bytes(reply.html),
      br: bytes(reply.br),
      gzip: bytes(reply.gzip),
      etag: reply.etag,
      scriptHashes: reply.scriptHashes,
      renderMs: reply.renderMs,
    });
  }

  /** Ends the worker after `idleMs`, unless a render is asked for first (which clears the timer). */
  private endWhenIdle(): void {
    this.idleTimer = setTimeout(() => {
      const worker = this.worker;
      // Dropped first: a render asked for from now on starts a new worker instead of one being ended.
      this.worker = undefined;
      this.logger.debug('The idle page renderer was ended');
      if (worker) void stopped(worker);
    }, this.idleMs);
    // Shutdown ends the worker anyway: the timer never keeps the process alive.
    this.idleTimer.unref();
  }

  /**
   * Ends a worker that failed (it has stopped already) or hangs (it answers nothing, not even a stop): what
   * it was rendering fails, the next render starts another.
   */
  private fail(error: Error): void {
    this.logger.error({ err: error }, 'The page renderer failed');
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = undefined;
    this.rejectAll(error);
    void worker?.terminate();
  }

  private rejectAll(error: Error): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }
}

/**
 * Asks `worker` to stop (render-worker.ts exits on the message), terminating it if it has not in time. It
 * keeps the process alive meanwhile: a process exiting with a worker still running terminates it anywhere.
 */
function stopped(worker: Worker): Promise<void> {
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.ref();
  worker.postMessage({ stop: true });
  const hung = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS);
  hung.unref();
  return exited.finally(() => clearTimeout(hung));
}
