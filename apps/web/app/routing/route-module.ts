import type { ComponentType } from 'react';
import type { MetaDescriptor } from '../seo';
import type { SiteData } from '../site-data/site-data';

/** What a screen's meta function is told: the address it is shown at, and the data it is rendered from. */
export interface MetaArgs {
  location: { pathname: string; search: string };
  data: SiteData;
}

/** What a screen's module (app/routes/{screen}/route.tsx) exports: the page and, for <head>, its meta tags. */
export interface RouteModule {
  default: ComponentType;
  meta?: (args: MetaArgs) => MetaDescriptor[];
  /**
   * The page has nothing a visitor can touch beyond the header and its menu (which work without React)
   * and its islands (app/islands: Enroll Now): its prerendered HTML ships no React and is never
   * hydrated; an island loads its own code when a visitor uses it. Reached by a client navigation, it
   * renders like any other screen.
   */
  staticPage?: boolean;
}
