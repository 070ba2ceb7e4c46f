import { type ProgrammeKey, levelLabel, localePath } from '@academy/content';

/**
 * The language this build's pages are in: vite.config.mts defines it ('ar' for the Arabic site's build).
 * Tested as written (`__SITE_LOCALE__ === 'ar'`), never through a variable: the bundler then drops every
 * Arabic branch, and what only it imports, from the English build.
 */
declare global {
  const __SITE_LOCALE__: 'en' | 'ar';
}

/** A route table address as this build's pages link it: under /ar in the Arabic site. */
export function sitePath(address: string): string {
  return __SITE_LOCALE__ === 'ar' ? localePath(address, 'ar') : address;
}

/**
 * A level's name as this build shows it: its Arabic twin in the Arabic site (levelLabel); the English
 * build shows the name itself, without loading every programme's levels into the calendar.
 */
export function shownLevel(programme: ProgrammeKey, level: string): string {
  return __SITE_LOCALE__ === 'ar' ? levelLabel(programme, level) : level;
}

/**
 * What a form sends about its language: the Arabic site's registrations, waiting-list entries and
 * bookings are answered and mailed in Arabic; the English site sends nothing (the server's default).
 */
export function inSiteLocale<Input extends object>(input: Input): Input & { locale?: 'AR' } {
  return __SITE_LOCALE__ === 'ar' ? { ...input, locale: 'AR' } : input;
}
