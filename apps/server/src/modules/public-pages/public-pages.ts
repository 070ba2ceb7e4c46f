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
  /**
   * How long a request waits for its page to be rendered again after a change it shows (an event
   * added, a fee changed); past this it gets the kept page.
   */
  freshWaitMs: number;
}

/** Lookup pages kept for a repeated request: a few, since each is one record's page. */
const SHOWING_KEPT = 32;

interface Entry {
  page: RenderedPage;
  /** The site version and day it was rendered for. */
  key: string;
  renderedAt: number;
}

/**
 * The public pages, rendered from the live data and kept: a page is rendered again when what it shows
 * changed (the count of site changes, which every change commits with, or the day in Dubai), and when it
 * is older than maxAgeMs (the seats taken since). A change made through this instance is seen as it
 * commits, one made through another within pollMs. After a change, a request waits (up to freshWaitMs)
 * for its page to be rendered again: no one is shown a fee or a date staff have just changed. A page
 * only older than maxAgeMs is sent at once while the new one renders (stale-while-revalidate); the
 * seats on it are written in by the calendar's island anyway.
 */
export class PublicPages {
  private readonly pages = new Map<string, Entry>();
  /** Lookup pages by what they were rendered for (site version, day, address, what they show). */
  private readonly showing = new Map<string, RenderedPage>();
  private readonly rendering = new Map<string, { key: string; render: Promise<Entry> }>();
  private version: number | undefined;
  private data: { key: string; readAt: number; read: Promise<SiteData> } | undefined;
  private poller: NodeJS.Timeout | undefined;
  private unfollow: (() => void) | undefined;
  private renderingKept = false;
  /** Pages whose render failed, with the key they failed for: not tried again in the background. */
  private readonly failed = new Set<string>();
  /** The read of the count after a change made through this instance, while it runs. */
  private following: Promise<void> | undefined;
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
    if (this.following) await this.following;
    const kept = this.pages.get(address);
    if (!kept) return (await this.refresh(address).catch(() => undefined))?.page;
    // Last asked for last: after a change, the pages asked for most recently are rendered first.
    this.pages.delete(address);
    this.pages.set(address, kept);
    if (kept.key !== this.key()) return (await this.fresh(address)) ?? kept.page;
    if (this.clock.now().getTime() - kept.renderedAt > this.options.maxAgeMs)
      void this.refresh(address).catch(() => undefined);
    return kept.page;
  }

  /**
   * A lookup page (a certificate's) showing what was looked up for this request, rendered from the live
   * data; the same page asked again while nothing it shows changed is sent as kept. Undefined when it
   * could not be rendered.
   */
  async pageShowing(address: string, shows: unknown): Promise<RenderedPage | undefined> {
    if (this.following) await this.following;
    const key = this.key();
    const kept = `${key} ${address} ${JSON.stringify(shows)}`;
    const page = this.showing.get(kept);
    if (page) return page;
    try {
      const rendered = await this.renderer.render(address, await this.dataFor(key), shows);
      this.observe(address, rendered.renderMs);
      if (this.showing.size >= SHOWING_KEPT) this.showing.delete(this.showing.keys().next().value as string);
      this.showing.set(kept, rendered);
      return rendered;
    } catch (error) {
      this.logger.error({ err: error, address }, 'Rendering a lookup page failed');
      return undefined;
    }
  }

  /** Starts following site changes and renders these pages ahead of their first visitor. */
  start(addresses: readonly string[]): void {
    void this.poll().then(() => {
      for (const address of addresses) void this.refresh(address).catch(() => undefined);
    });
    this.poller = setInterval(() => void this.poll(), this.options.pollMs);
    this.poller.unref();
    this.unfollow = this.changes.onChange(() => {
      const read = this.poll().finally(() => {
        if (this.following === read) this.following = undefined;
      });
      this.following = read;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.poller);
    this.unfollow?.();
    await this.renderer.close();
  }

  /** What a page rendered now is true for: the site version read last, and the day in Dubai. */
  private key(): string {
    return `${this.version ?? 'unread'}:${providerToday(this.clock.now())}`;
  }

  /** The page rendered again, or undefined when that fails or takes longer than freshWaitMs. */
  private async fresh(address: string): Promise<RenderedPage | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.options.freshWaitMs);
    });
    try {
      const entry = await Promise.race([this.refresh(address).catch(() => undefined), late]);
      return entry?.page;
    } finally {
      clearTimeout(timer);
    }
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
    if (moved) void this.renderKeptAgain();
  }

  /**
   * Renders the kept pages again for the latest change, most recently asked for first, one at a time:
   * the renderer is one thread, so a page a visitor asks for meanwhile waits behind one render at most
   * instead of behind every page. A change made meanwhile restarts the list.
   */
  private async renderKeptAgain(): Promise<void> {
    if (this.renderingKept) return;
    this.renderingKept = true;
    try {
      for (let address = this.nextOutOfDate(); address && !this.stopped; address = this.nextOutOfDate())
        await this.refresh(address).catch(() => undefined);
    } finally {
      this.renderingKept = false;
    }
  }

  /** The kept page asked for most recently that is not true for the latest change. */
  private nextOutOfDate(): string | undefined {
    const key = this.key();
    const addresses = [...this.pages.keys()];
    for (let i = addresses.length - 1; i >= 0; i -= 1) {
      const address = addresses[i];
      // A page that failed to render keeps its old entry: it is tried again when next asked for.
      if (this.pages.get(address)?.key !== key && !this.failed.has(`${address} ${key}`)) return address;
    }
    return undefined;
  }

  /**
   * Renders the page again, once at a time per address; the newest render replaces the kept one. A
   * render begun before the latest change is followed by one for it.
   */
  private refresh(address: string): Promise<Entry> {
    const key = this.key();
    const running = this.rendering.get(address);
    if (running?.key === key) return running.render;
    const render = (running ? running.render.catch(() => undefined) : Promise.resolve())
      .then(() => this.render(address))
      .finally(() => {
        if (this.rendering.get(address)?.render === render) this.rendering.delete(address);
      });
    this.rendering.set(address, { key, render });
    return render;
  }

  private async render(address: string): Promise<Entry> {
    if (this.stopped) throw new Error('The public pages were stopped');
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
      if (this.failed.size > 1000) this.failed.clear();
      this.failed.add(`${address} ${key}`);
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
