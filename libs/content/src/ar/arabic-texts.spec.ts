import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { LATIN_IN_ARABIC } from '../locale';

/**
 * Every Arabic twin (ar/<file>.ts) against its English text object (<file>.ts): no text left in Latin
 * script beyond the brand names allowed, lists as long as the English ones. The type check
 * (Translated<T>) already refuses a missing or extra key.
 */
const twins = readdirSync(__dirname)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts') && file !== 'site.ts')
  .map((file) => basename(file, '.ts'));

const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*/g;
const allowed = new Set(LATIN_IN_ARABIC.map((word) => word.toLowerCase()));

/** A value kept as it is in both languages: a path, an address, an id, a code (no space, the same as the English). */
const isKept = (arabic: string, english: unknown) => arabic === english && !/\s/.test(arabic);

/** Every text of `arabic` with where it is, calling text functions with Arabic-Indic sample arguments. */
function texts(arabic: unknown, english: unknown, at: string, out: [string, string][]): void {
  if (typeof arabic === 'string') {
    if (!isKept(arabic, english)) out.push([at, arabic]);
  } else if (typeof arabic === 'function') {
    const args = Array.from({ length: arabic.length }, () => '٣');
    // What the English function answers with the same arguments: its paths and ids are kept, not texts.
    const call = (fn: unknown) => {
      try {
        return typeof fn === 'function' ? { value: fn(...args) as unknown } : undefined;
      } catch {
        return undefined;
      }
    };
    const result = call(arabic);
    // A function of something other than text: its strings are checked where they are written.
    if (!result) return;
    texts(result.value, call(english)?.value, `${at}(…)`, out);
  } else if (Array.isArray(arabic)) {
    arabic.forEach((item, index) =>
      texts(item, (english as unknown[] | undefined)?.[index], `${at}[${index}]`, out),
    );
  } else if (arabic && typeof arabic === 'object') {
    for (const [key, value] of Object.entries(arabic))
      texts(value, (english as Record<string, unknown> | undefined)?.[key], `${at}.${key}`, out);
  }
}

/** Lists whose length differs between the two languages (a paragraph or an item dropped). */
function lengthMismatches(arabic: unknown, english: unknown, at: string, out: string[]): void {
  if (Array.isArray(arabic) && Array.isArray(english)) {
    if (arabic.length !== english.length)
      out.push(`${at}: ${arabic.length} in Arabic, ${english.length} in English`);
    arabic.forEach((item, index) => lengthMismatches(item, english[index], `${at}[${index}]`, out));
  } else if (arabic && english && typeof arabic === 'object' && typeof english === 'object') {
    for (const [key, value] of Object.entries(arabic))
      lengthMismatches(value, (english as Record<string, unknown>)[key], `${at}.${key}`, out);
  }
}

describe.each(twins)('the Arabic texts of %s', (name) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const arabic = require(join(__dirname, name)) as Record<string, unknown>;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const english = require(join(__dirname, '..', name)) as Record<string, unknown>;

  it('twins English text objects only', () => {
    expect(Object.keys(arabic).filter((key) => !(key in english))).toEqual([]);
  });

  it('leaves no word in Latin script beyond the brand names', () => {
    const found: [string, string][] = [];
    texts(arabic, english, name, found);
    const latin = found.flatMap(([at, text]) =>
      text
        .split(/\s+/)
        // A code written with digits (a certificate number, a phone number) or an e-mail address is not a word.
        .filter((token) => !/[\d@]/.test(token))
        .flatMap((token) => token.match(LATIN_WORD) ?? [])
        .filter((word) => !allowed.has(word.toLowerCase()))
        .map((word) => `${at}: ${word}`),
    );
    expect(latin).toEqual([]);
  });

  it('keeps every list as long as the English one', () => {
    const mismatches: string[] = [];
    lengthMismatches(arabic, english, name, mismatches);
    expect(mismatches).toEqual([]);
  });
});

/** Twins the Arabic site keeps in English on purpose (values the server names things by; see site.ts). */
const KEPT_ENGLISH = ['PROGRAMME_LEVELS', 'ALL_LEVELS', 'NEXT_AVAILABLE_INTAKE', 'COUNTRY_LIST'];

describe("the Arabic site's content (ar/site.ts)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const site = require('./site') as Record<string, unknown>;

  it('shows every Arabic twin in place of its English object', () => {
    const missing = twins.flatMap((name) => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const arabic = require(join(__dirname, name)) as Record<string, unknown>;
      return Object.entries(arabic)
        .filter(([key, value]) => !KEPT_ENGLISH.includes(key) && site[key] !== value)
        .map(([key]) => `${name}.${key}`);
    });
    expect(missing).toEqual([]);
  });

  it('has everything else of the English content', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const english = require('..') as Record<string, unknown>;
    expect(Object.keys(english).filter((key) => !(key in site))).toEqual([]);
    expect(site.SITE_LOCALE).toBe('ar');
  });
});
