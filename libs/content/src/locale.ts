/** The languages of the public site: English (SPEC's texts) and Arabic (issue 30). */
export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The language of the site this content is built into: 'en' here, 'ar' in the Arabic site's content
 * (ar/site.ts), which the web's Arabic build reads instead of this index.
 */
export const SITE_LOCALE: Locale = 'en';

/**
 * The Arabic twin of an English text object (libs/content/src/ar/<file>.ts beside <file>.ts): the same
 * shape, every text its own string, every text function the same parameters. A key missing in the twin,
 * or one the English lacks, fails the type check.
 */
export type Translated<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R extends string ? string : Translated<R>
    : T extends readonly (infer U)[]
      ? readonly Translated<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Translated<T[K]> }
        : T;

/**
 * Latin-script words an Arabic text may keep: programme and event brand names that are English brands
 * (issue 30 §2), and the names of file formats a reader meets as such. Anything else in Latin script in
 * an Arabic text is a text left untranslated. Codes written with digits (CLA-2027-…) are not words.
 */
export const LATIN_IN_ARABIC: readonly string[] = ['Decode', 'TASSO', 'HHME', 'PDF', 'JSON'];
