import { matchSiteRoute, splitLocale } from '@academy/content';
import type { PageLookup } from '../../http/page-lookup';
import type { LookupPages, LookupReply } from '../../http/web-app';
import type { PublicPages } from './public-pages';

/**
 * The lookup pages (a certificate's verification page): for each request, the module owning the record
 * looks up what the page shows, and the page is rendered from it like the other public pages, so it
 * ships only the islands' script. Undefined for an address no lookup answers, or a page that could not
 * be rendered: the web app sends the client-only page, which looks the record up itself.
 */
export class RenderedLookupPages implements LookupPages {
  constructor(
    private readonly pages: PublicPages,
    /** Each lookup screen's (the route table's screen name) lookup. */
    private readonly lookups: Readonly<Record<string, PageLookup>>,
  ) {}

  async answer(pathname: string, query: string, clientAddress: string): Promise<LookupReply | undefined> {
    // An Arabic lookup page ('/ar/certificates/…') looks up as its English one and renders in Arabic.
    const match = matchSiteRoute(splitLocale(pathname).address);
    const lookup = match?.route.access === 'lookup' ? this.lookups[match.route.screen] : undefined;
    if (!match || !lookup) return undefined;
    const answer = await lookup.answer({
      params: match.params,
      query: new URLSearchParams(query),
      clientAddress,
    });
    if ('redirect' in answer) return answer;
    const page = await this.pages.pageShowing(pathname, answer.shows);
    return page && { page: { ...page, status: answer.status }, headers: answer.headers };
  }
}
