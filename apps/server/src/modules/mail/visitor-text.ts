import { type Locale, NEXT_AVAILABLE_INTAKE, type ProgrammeKey, levelNamed } from '@academy/content';

/**
 * What a mail to an address a visitor typed may repeat of what the visitor wrote. Anyone can type a
 * stranger's address into a form, so such a mail must never carry the visitor's own words to it (that
 * would make the site a relay for spam and phishing in the provider's name): no message, no free text,
 * and a name only when it looks like one. The provider's notices to its own staff quote everything.
 * Every template that writes to a visitor-typed address takes names, levels and workshops from here.
 */

/** Longer than any first name or family member's name we greet; long enough for a sentence. */
export const VISITOR_NAME_MAX = 40;

/**
 * A word: letters (any script, with their marks: the Arabic diacritics U+064B-U+065F and U+0670 are
 * marks, the tatweel U+0640 a letter), and within it one zero-width non-joiner or joiner (U+200C,
 * U+200D) at a time between a letter or mark and a letter, as Persian joins 'مریم' and 'زاده'. No other
 * invisible character: not the direction marks and overrides, not the zero-width space.
 */
const WORD = String.raw`[\p{L}\p{M}]+(?:[\u200C\u200D]\p{L}[\p{L}\p{M}]*)*`;

/**
 * Words joined by spaces, hyphens or apostrophes, and a dot only after a word's end (an initial:
 * 'J. R.'): a dot between letters is how a link starts ('evil.example'), so it is refused, as are
 * digits (of any script: '٠٥٠' too), '@', ':' and '/'.
 */
const NAME = new RegExp(`^${WORD}\\.?(?:(?: +|-|['’])${WORD}\\.?)*$`, 'u');

/** The name as typed, when a mail may show it to the address that was typed with it. */
export function visitorName(name: string | null | undefined): string | undefined {
  const trimmed = (name ?? '').trim();
  return trimmed.length <= VISITOR_NAME_MAX && NAME.test(trimmed) ? trimmed : undefined;
}

/**
 * 'Dear Layla,' or, for a name a mail may not repeat, a greeting of nobody in particular; in Arabic
 * 'مرحباً ليلى،' (a greeting that needs no gender) or 'مرحباً،'.
 */
export function greetingFor(name: string | null | undefined, locale: Locale = 'en'): string {
  const shown = visitorName(name);
  if (locale === 'ar') return shown ? `مرحباً ${shown}،` : 'مرحباً،';
  return shown ? `Dear ${shown},` : 'Hello,';
}

/** A list of names (a family's members): those a mail may show, and how many others it leaves out. */
export function visitorNames(names: readonly string[], locale: Locale = 'en'): string {
  const shown = names.flatMap((name) => visitorName(name) ?? []);
  const others = names.length - shown.length;
  if (locale === 'ar') {
    const more = others === 1 ? 'شخص واحد' : others === 2 ? 'شخصان' : `${others} أشخاص`;
    if (others === 0) return shown.join('، ');
    if (shown.length === 0) return more;
    return `${shown.join('، ')} و${others === 1 ? 'شخص آخر' : others === 2 ? 'شخصان آخران' : `${others} أشخاص آخرون`}`;
  }
  if (others === 0) return shown.join(', ');
  if (shown.length === 0) return `${others} ${others === 1 ? 'person' : 'people'}`;
  return `${shown.join(', ')} and ${others} more`;
}

/** The level a registration names, when it is one of the programme's own (the form offers no other). */
export function visitorLevel(programme: ProgrammeKey, levelName: string): string | undefined {
  return levelNamed(programme, levelName);
}

/**
 * The workshop of a registration without a dated event. The form sends its own words for the next
 * intake, but any client may send other text in that field: the mail says what it means instead.
 */
export const NEXT_INTAKE_WORKSHOP = NEXT_AVAILABLE_INTAKE;
