import { ARABIC_NOT_FOUND_PATH, ARABIC_PATHS, NOT_FOUND_PATH, PRERENDERED_PATHS } from '@academy/content';
import { Histogram, type Registry } from 'prom-client';
import { ServerModule } from '../module';
import { RenderedLookupPages } from './lookup-pages';
import { PageRenderer } from './page-renderer';
import { PublicPages } from './public-pages';
import { SiteDataReader } from './site-data';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    /** Null without a web build that renders pages: the build's pages are served. */
    publicPages: PublicPages | null;
    /** The lookup pages (a certificate's) rendered per request; null without a web build that renders pages. */
    lookupPages: RenderedLookupPages | null;
  }
}

/** A change made through another instance shows on this one's pages within this. */
const POLL_MS = 1000;
/** The seats a page shows are at most this old (the calendar's island writes the live ones in). */
const MAX_AGE_MS = 5 * 60_000;
/** After a change, a request waits this long at most for its page to be rendered again (one takes ~50 ms). */
const FRESH_WAIT_MS = 2000;

/**
 * How long each public page takes to render in the worker (the routes are a fixed, short list, so the
 * address is a label): what an operator watches, and what the pages bench reads.
 */
function renderTimes(registry: Registry) {
  const histogram = new Histogram({
    name: 'public_page_render_seconds',
    help: 'Time the page renderer took to render a public page from the live data and compress it',
    labelNames: ['page'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  return (address: string, renderMs: number) => histogram.observe({ page: address }, renderMs / 1000);
}

/**
 * The public pages rendered from the live calendar and catalogue with the web's own renderer (in a worker thread),
 * kept and rendered again when what they show changes (the `publicPages` service the web app serves
 * them from), and the lookup pages (a certificate's verification page) rendered for each request from
 * what their module looks up (`lookupPages`). Without a web build that has the renderer, there are none:
 * the build's pages are served, and a lookup page is rendered in the browser.
 */
export const publicPagesModule: ServerModule = {
  name: 'public-pages',
  needs: ['calendar', 'catalogue', 'certificatePage', 'siteChanges'],
  provides: ['lookupPages', 'publicPages'],
  entities: [],
  migrations: [],
  resolvers: [],
  setup({ config, clock, services, logger, metrics }) {
    const renderer = PageRenderer.forBuild(config.webBuildDir, logger);
    if (!renderer) {
      services.provide('publicPages', null);
      services.provide('lookupPages', null);
      return {};
    }
    const pages = new PublicPages(
      renderer,
      new SiteDataReader(services.get('calendar'), services.get('catalogue')),
      services.get('siteChanges'),
      clock,
      logger,
      { pollMs: POLL_MS, maxAgeMs: MAX_AGE_MS, freshWaitMs: FRESH_WAIT_MS },
      renderTimes(metrics),
    );
    services.provide('publicPages', pages);
    services.provide(
      'lookupPages',
      new RenderedLookupPages(pages, { certificates: services.get('certificatePage') }),
    );
    // Every instance serves pages, whatever it does in the background: it follows changes from now on.
    pages.start([
      ...PRERENDERED_PATHS,
      NOT_FOUND_PATH,
      ...(renderer.rendersArabic ? [...ARABIC_PATHS, ARABIC_NOT_FOUND_PATH] : []),
    ]);
    return { stop: () => pages.stop() };
  },
};
