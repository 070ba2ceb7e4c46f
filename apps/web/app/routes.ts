import type { ComponentType } from 'react';
import type { MetaDescriptor } from './seo';

/** What a screen's module exports: the page component and, for the prerendered <head>, its meta tags. */
export interface MetaArgs {
  location: { pathname: string; search: string };
}

export interface RouteModule {
  default: ComponentType;
  meta?: (args: MetaArgs) => MetaDescriptor[];
}

export interface AppRoute {
  /** Folder under app/routes holding route.tsx. */
  module: string;
  path: string;
}

/** Admin page-editing links that show the Coming Soon page (SPEC.md 2.14). */
const COMING_SOON_PATHS = ['/admin-familyconstellation', '/admin-Hypnotherapy', '/admin-decode'];

/** Decode level pages, by number and by name (SPEC.md 2.8); one module shows them all. */
const DECODE_LEVEL_PATHS = ['/level/1', '/level/2', '/level/3', '/level/4'].concat(
  ['one', 'two', 'three', 'four'].map((name) => `/level-${name}`),
);

/**
 * Every screen of SPEC.md 2.1, matched in this order (React Router ranks them by specificity). Paths
 * with a partial dynamic segment (admin listings) and unknown Decode levels reach the catch-all.
 */
export const ROUTES: readonly AppRoute[] = [
  { path: '/', module: 'home' },
  { path: '/about', module: 'about' },
  { path: '/contact-us', module: 'contact-us' },
  { path: '/decode', module: 'decode' },
  { path: '/ich', module: 'ich' },
  { path: '/ich/levels', module: 'ich-levels' },
  { path: '/tasso', module: 'tasso' },
  { path: '/individual', module: 'individual' },
  { path: '/family-constellation', module: 'family-constellation' },
  { path: '/Hidden-Colours', module: 'hidden-colours' },
  { path: '/hhme', module: 'hhme' },
  { path: '/practitioner', module: 'practitioner' },
  { path: '/Our-Trainers', module: 'our-trainers' },
  ...DECODE_LEVEL_PATHS.map((path) => ({ path, module: 'level' })),
  { path: '/privacy-policy', module: 'privacy-policy' },
  { path: '/graphql', module: 'graphiql' },
  { path: '/admin', module: 'admin-login' },
  { path: '/admin/login', module: 'admin-login' },
  { path: '/admin/dashboard', module: 'admin-dashboard' },
  { path: '/admin/awaken-limitless-human', module: 'admin-dashboard' },
  {
    path: '/all-FamilyConsultationTable.usa',
    module: 'admin-family-consultations',
  },
  { path: '/all-ICTable.usa', module: 'admin-hypnotherapy-registrations' },
  ...COMING_SOON_PATHS.map((path) => ({ path, module: 'coming-soon' })),
  { path: '*', module: 'catch-all' },
];
