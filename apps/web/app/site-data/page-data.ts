import type { SiteData } from './site-data';

/** The id of the JSON script that carries a page's site data, for its islands and its hydration. */
export const PAGE_DATA_ID = 'site-data';

/**
 * The JSON a page carries of the data it was rendered from, inert (`type="application/json"`, so no
 * script policy applies and nothing runs it). `<` is escaped, so no text of the data can close the tag.
 */
export function pageDataScript(data: SiteData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

let cached: SiteData | null | undefined;

/** The data this page was rendered from (pageDataScript), read once; null when the page carries none. */
export function pageSiteData(): SiteData | null {
  if (cached === undefined) {
    const text = document.getElementById(PAGE_DATA_ID)?.textContent;
    cached = text ? (JSON.parse(text) as SiteData) : null;
  }
  return cached;
}
