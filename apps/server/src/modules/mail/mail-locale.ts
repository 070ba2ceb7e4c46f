import { registerEnumType } from 'type-graphql';
import { LOCALES, type Locale } from '@academy/content';
import type { FieldError } from '../../common/app-error';

export type { Locale } from '@academy/content';

/**
 * The language a registrant enrolled in (issue 30): the site's language of the form they sent. Their
 * mails, the .ics, the private page and the certificate are in it; staff's notices stay English.
 * GraphQL names it EN / AR; the stored and REST value is 'en' / 'ar'.
 */
export enum SiteLocale {
  EN = 'en',
  AR = 'ar',
}

registerEnumType(SiteLocale, {
  name: 'Locale',
  description:
    "The language of the site the form was sent from: EN (the English site) or AR (the Arabic site under /ar). A registration's mails, calendar invitation, private page and certificate come in it",
});

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * An enrolment's `locale`: 'en' when absent (every client before issue 30), else 'en' or 'ar'; anything
 * else is a field error added to `fieldErrors`.
 */
export function readLocale(body: Readonly<Record<string, unknown>>, fieldErrors: FieldError[]): Locale {
  const value = body.locale;
  if (value === undefined || value === null || value === '') return 'en';
  if (isLocale(value)) return value;
  fieldErrors.push({ field: 'locale', message: `Language must be one of ${LOCALES.join(', ')}` });
  return 'en';
}

/** A page of the public site in a language: '/my-registration/…' or '/ar/my-registration/…'. */
export const sitePath = (locale: Locale, path: string) => (locale === 'ar' ? `/ar${path}` : path);

/** The language's name in English, as staff's notices and the admin name it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ar: 'Arabic' };

/** 'English' or 'Arabic': a record without a language (from before issue 30) is English. */
export const languageName = (locale: Locale | null | undefined) => LANGUAGE_NAMES[locale ?? 'en'] ?? locale;
