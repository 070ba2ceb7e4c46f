import type { Locale } from './locale';

/** Each language's name in itself: the language switch offers the other one by it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ar: 'العربية' };

/**
 * Offered in Arabic on an English page that has an Arabic twin, to a browser whose first language is
 * Arabic (and who has not chosen a language yet): a quiet note, never a redirect.
 */
export const ARABIC_SUGGESTION = {
  label: 'اللغة العربية',
  text: 'هذه الصفحة متوفرة أيضاً باللغة العربية.',
  link: 'اقرأها بالعربية',
  dismiss: 'إغلاق',
} as const;
