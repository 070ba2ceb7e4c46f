import { createContext, useContext, useMemo } from 'react';
import { type CatalogueSeedEntry, type TermsOf, termsOf } from '@academy/content';
import { PUBLISHED_ON } from '../build-info';
import type { CalendarRow } from './calendar-rows';

/**
 * The business data a public page shows: the calendar with its seats, and the provider's day that divides
 * what is still offered from what has passed. The server renders every public page from the live data
 * (staff change it every day) and renders it again when it changes; the build renders the same pages from
 * the published content, which is only the first cache and the fallback.
 */
export interface SiteData {
  /** The provider's day (Dubai, ISO YYYY-MM-DD) the page is true for. */
  today: string;
  /** The calendar's events, in date order, with the seats left when the page was rendered. */
  calendar: readonly CalendarRow[];
  /** Every level's fee, duration and hours in the catalogue staff manage. */
  catalogue: readonly CatalogueSeedEntry[];
  /** live: read from the database when the page was rendered; published: the build's content. */
  source: 'live' | 'published';
}

/**
 * What a page rendered in the browser alone starts from (a client navigation, a client-only page): the
 * day of the build and no calendar yet, which the API's answer fills in (useCalendarEvents). Kept small:
 * every page that hydrates carries it in its start-up.
 */
export const NO_SITE_DATA: SiteData = {
  today: PUBLISHED_ON,
  calendar: [],
  catalogue: [],
  source: 'published',
};

/**
 * Records that the page being rendered carries its calendar for its islands (see page-data.ts); set by
 * the renderer around one page, null in the browser.
 */
export const carriedCalendar: { current: { carried: boolean } | null } = { current: null };

const SiteDataContext = createContext<SiteData>(NO_SITE_DATA);

export const SiteDataProvider = SiteDataContext.Provider;

/** The data the page is rendered from: the live data on the server, the build's in a client navigation. */
export function useSiteData(): SiteData {
  return useContext(SiteDataContext);
}

/**
 * Says that an island of the page reads the rendered calendar in the browser (pageSiteData), so the page
 * carries it; a page that hydrates and shows the calendar must say so too.
 */
export function carryCalendar(): void {
  if (carriedCalendar.current) carriedCalendar.current.carried = true;
}

/**
 * The terms of a level or module (fee, duration, hours) in the catalogue the page is rendered from; a
 * level it lacks (a client navigation, which carries none) takes its seeded terms.
 */
export function useTermsOf(): TermsOf {
  const { catalogue } = useContext(SiteDataContext);
  return useMemo(() => termsOf(catalogue), [catalogue]);
}

/** The provider's day the page is rendered for (what is offered, the footer's year). */
export function useSiteToday(): string {
  return useContext(SiteDataContext).today;
}
