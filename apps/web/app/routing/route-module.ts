import type { ComponentType } from 'react';
import type { MetaDescriptor } from '../seo';

/** What a screen's meta function is told: the address it is shown at. */
export interface MetaArgs {
  location: { pathname: string; search: string };
}

/** What a screen's module (app/routes/{screen}/route.tsx) exports: the page and, for <head>, its meta tags. */
export interface RouteModule {
  default: ComponentType;
  meta?: (args: MetaArgs) => MetaDescriptor[];
}
