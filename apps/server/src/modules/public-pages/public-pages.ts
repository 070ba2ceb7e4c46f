import { providerToday } from '@academy/content';
import type { Clock } from '../../common/clock';
import type { Logger } from '../../common/logger';
import type { SiteChanges } from '../shared-store/site-changes';
import type { PageRenderer, RenderedPage } from './page-renderer';
import type { SiteData, SiteDataReader } from './site-data';

/** Told of every page rendered: its address and how long the render took (milliseconds). */
export type RenderObserver = (address: string, renderMs: number) => void;

export interface PublicPagesOptions {
  /** How often the count of site changes is read (a change made through another instance). */
  pollMs: number;
  /** A page older than this is rendered again when asked for, for the seats taken since. */
  maxAgeMs: number;
}

interface Entry {
  page: RenderedPage;
  /** The site version and day it was rendered for. */
  key: string;
  renderedAt: number;
}

/**
 * The public pages, rendered from the live data and kept: a page is rendered again when what it shows
 * changed (the count of site changes, which every change commits with, or the day in Dubai), and when it
 * is older than maxAgeMs (the seats taken since). A request never waits for a render once a page has
 * been rendered: it gets the kept page while the new one renders (stale-while-revalidate). Pages kept
 * are rendered again as soon as a change is seen, so the next visitor usually gets the new one.
 */
export class PublicPages {
  private readonly pages = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<Entry>>();
  private version: number | undefined;
  private data: { key: string; readAt: number; read: Promise<SiteData> } | undefined;
  private poller: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly renderer: PageRenderer,
    private readonly reader: SiteDataReader,
    private readonly changes: SiteChanges,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly options: PublicPagesOptions,
    private readonly observe: RenderObserver = () => {},
  ) {}

  /**
   * The page at `address` (a path of the route table, or a query variant '/ich/levels?level=2'), or
   * undefined when none could be rendered: the caller serves the build's page instead.
   */
  async page(address: string): Promise<RenderedPage | undefined> {
    const kept = this.pages.get(address);
    if (!kept) return (await this.refresh(address).catch(() => undefined))?.page;
    // Last asked for last: after a change, the pages asked for most recently are rendered first.
    this.pages.delete(address);
    this.pages.set(address, kept);
    if (this.stale(kept)) void this.refresh(address).catch(() => undefined);
    return kept.page;
  }

  /** Starts following site changes and renders these pages ahead of their first visitor. */
  start(addresses: readonly string[]): void {
    void this.poll().then(() => {
      for (const address of addresses) void this.refresh(address).catch(() => undefined);
    });
    this.poller = setInterval(() => void this.poll(), this.options.pollMs);
    this.poller.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poller);
    await this.renderer.close();
  }

  /** What a page rendered now is true for: the site version read last, and the day in Dubai. */
  private key(): string {
    return `${this.version ?? 'unread'}:${providerToday(this.clock.now())}`;
  }

  private stale(entry: Entry): boolean {
    return entry.key !== this.key() || this.clock.now().getTime() - entry.renderedAt > this.options.maxAgeMs;
  }

  /** Reads the count of site changes; when it moved, every page kept is rendered again. */
  private async poll(): Promise<void> {
    let version: number;
    try {
      version = await this.changes.version();
    } catch (error) {
      // The database is away: the pages kept stay, and the next poll tries again.
      this.logger.warn({ err: error }, 'Reading the site version failed');
      return;
    }
    const moved = this.version !== undefined && version !== this.version;
    this.version = version;
    if (!moved) return;
    for (const address of [...this.pages.keys()].reverse()) void this.refresh(address).catch(() => undefined);
  }

  /** Renders the page again, once at a time per address; the newest render replaces the kept one. */
  private refresh(address: string): Promise<Entry> {
    const running = this.rendering.get(address);
    if (running) return running;
    const render = this.render(address).finally(() => this.rendering.delete(address));
    this.rendering.set(address, render);
    return render;
  }

  private async render(address: string): Promise<Entry> {
    const key = this.key();
    const renderedAt = this.clock.now().getTime();
    try {
      const page = await this.renderer.render(address, await this.dataFor(key));
      this.observe(address, page.renderMs);
      const entry = { page, key, renderedAt };
      if (!this.stopped) this.pages.set(address, entry);
      return entry;
    } catch (error) {
      this.logger.error({ err: error, address }, 'Rendering a public page failed');
      throw error;
    }
  }

  /**
   * The live data for `key`, read once for every page rendered with it; read again for a new key, or
   * once a page is rendered for its age (the seats taken since).
   */
  private dataFor(key: string): Promise<SiteData> {
    const now = this.clock.now().getTime();
    if (this.data && this.data.key === key && now - this.data.readAt < this.options.pollMs)
      return this.data.read;
    const read = this.reader.read();
    this.data = { key, readAt: now, read };
    // A failed read is not kept for the next page.
    read.catch(() => {
      if (this.data?.read === read) this.data = undefined;
    });
    return read;
  }
}
