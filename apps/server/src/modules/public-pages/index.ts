import { NOT_FOUND_PATH, PRERENDERED_PATHS } from '@academy/content';
import { ServerModule } from '../module';
import { PageRenderer } from './page-renderer';
import { PublicPages } from './public-pages';
import { SiteDataReader } from './site-data';

/** A change made through another instance shows on this one's pages within this. */
const POLL_MS = 1000;
/** The seats a page shows are at most this old (the calendar's island writes the live ones in). */
const MAX_AGE_MS = 5 * 60_000;

/**
 * The public pages rendered from the live calendar and catalogue with the web's own renderer (in a worker thread),
 * kept and rendered again when what they show changes (the `publicPages` service the web app serves
 * them from). Without a web build that has the renderer, there is none: the build's pages are served.
 */
export const publicPagesModule: ServerModule = {
  name: 'public-pages',
  entities: [],
  migrations: [],
  resolvers: [],
  setup({ config, clock, services, logger }) {
    const renderer = PageRenderer.forBuild(config.webBuildDir, logger);
    if (!renderer) {
      services.provide('publicPages', null);
      return {};
    }
    const pages = new PublicPages(
      renderer,
      new SiteDataReader(services.get('calendar'), services.get('catalogue')),
      services.get('siteChanges'),
      clock,
      logger,
      { pollMs: POLL_MS, maxAgeMs: MAX_AGE_MS },
    );
    services.provide('publicPages', pages);
    // Every instance serves pages, whatever it does in the background: it follows changes from now on.
    pages.start([...PRERENDERED_PATHS, NOT_FOUND_PATH]);
    return { stop: () => pages.stop() };
  },
};
