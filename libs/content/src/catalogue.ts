import { type Fee, formatFee } from './fees';
import type { ProgrammeKey } from './programmes';

/**
 * The catalogue's first values: one fee, one currency, one duration (and the hours, where the content
 * states them) for every programme level people enrol in. The server seeds its programme_level table
 * from this list once; from then on staff change fees and durations in the admin ("Programmes and
 * fees") and the database is the source. Every fee and duration libs/content shows (level pages,
 * programme cards, /hhme's signature programmes, the calendar's seeded events) is derived from here.
 *
 * SPEC.md (sections 2.13 and 9) copied its figures from the original site, contradictions included.
 * They are reconciled once, here, in dirhams: the provider is in Dubai and charges its card payments
 * in AED, which /ich, /tasso, /hhme and the calendar already quote.
 *
 * - Awaken the Limitless Human: the AED figures of the /ich cards are kept (1,872, 4,684, 4,680, 5,614,
 *   8,133, 8,111 for 2, 5, 5, 6, 8 and 6 days), not the /ich/levels figures (USD 600 … 900, and a level
 *   3 in EUR), which were in three currencies and far from the cards' AED at any rate of exchange.
 *   Level 3's card said AED 468: read as AED 4,680 with its last digit dropped, which is 5 × 936, the
 *   936 a day of levels 1, 2 and 4 (1,872 = 2 × 936, 4,684 and 5,614 within 4 of 5 and 6 × 936). Its
 *   duration is the card's 5 days, which that price pays for, not the level page's 7. The hours are
 *   those of the level pages' course details (50 or 70, supervised practice included).
 * - Decode: SPEC's USD 399, 699, 899, 1,299 converted at the dirham's peg (3.6725 to the dollar) and
 *   rounded to the nearest 5 dirhams, as a price list is: AED 1,465, 2,565, 3,300, 4,770. Durations as
 *   the level pages: 1, 2, 2, 2 days.
 * - TASSO: AED 5,614 per five-day module (/tasso), for all six modules. /hhme's "TASSO Regression
 *   Therapy, 3 days, AED 2,500" is dropped: /tasso is where the modules are sold.
 * - Family Constellation workshop: the calendar's AED 375 and one day (every workshop in the calendar
 *   runs 10 AM to 5 PM on one day). /hhme's "Systemic Constellations, 2 days, AED 1,800" is dropped.
 * - Hidden Colours workshop: its page's AED 1,800 for 2 days (the same as /hhme's "Inner Child
 *   Healing", which is this workshop); the calendar's AED 375 was the fee it gave any event of no priced
 *   level.
 * - Customized Individual Training: SPEC gives no figure (the plan states the fee). The catalogue prices
 *   one day of one-to-one training at AED 1,500, above the group rate of about 936 a day; the plan
 *   multiplies it.
 * - /hhme's "Level 1-6 Trainings, 5 days, AED 3,500" matches no level: /hhme now quotes the range of
 *   the Awaken levels from here.
 * - The calendar's "AED 375 for every event" applied the workshop fee to levels that have their own:
 *   a calendar event now costs its level's fee.
 */

/** A programme whose levels people enrol in (the expo and free talks have none). */
export type CataloguedProgramme = Exclude<ProgrammeKey, 'HHME' | 'GENERAL'>;

/** What a level costs and takes. */
export interface LevelTerms {
  /** Whole units of the currency. */
  fee: Fee;
  durationDays: number;
  /** Teaching and supervised practice hours, where the programme states them. */
  hours: number | null;
}

/** One level of the catalogue: its programme and its rank there (PROGRAMME_LEVELS names it). */
export interface CatalogueSeedEntry extends LevelTerms {
  programme: CataloguedProgramme;
  /** 1 for the programme's first level or module, in teaching order. */
  rank: number;
}

/** What one US dollar is worth in dirhams: the UAE central bank's fixed peg. */
export const AED_PER_USD = 3.6725;

const aed = (amount: number): Fee => ({ currency: 'AED', amount });

/** A dollar price in dirhams at the peg, rounded to the nearest 5 as a price list is. */
export const aedOfUsd = (usd: number): Fee => aed(Math.round((usd * AED_PER_USD) / 5) * 5);

const level = (
  programme: CataloguedProgramme,
  rank: number,
  fee: Fee,
  durationDays: number,
  hours: number | null = null,
): CatalogueSeedEntry => ({ programme, rank, fee, durationDays, hours });

export const CATALOGUE_SEED: readonly CatalogueSeedEntry[] = [
  level('DECODE', 1, aedOfUsd(399), 1),
  level('DECODE', 2, aedOfUsd(699), 2),
  level('DECODE', 3, aedOfUsd(899), 2),
  level('DECODE', 4, aedOfUsd(1299), 2),
  level('AWAKEN', 1, aed(1872), 2, 50),
  level('AWAKEN', 2, aed(4684), 5, 50),
  level('AWAKEN', 3, aed(4680), 5, 70),
  level('AWAKEN', 4, aed(5614), 6, 50),
  level('AWAKEN', 5, aed(8133), 8, 70),
  level('AWAKEN', 6, aed(8111), 6, 70),
  ...[1, 2, 3, 4, 5, 6].map((rank) => level('TASSO', rank, aed(5614), 5)),
  level('FAMILY_CONSTELLATION', 1, aed(375), 1),
  level('HIDDEN_COLOURS', 1, aed(1800), 2),
  level('INDIVIDUAL', 1, aed(1500), 1),
];

/** The seeded terms of a programme's level by rank; a rank the seed lacks is a mistake in the content. */
export function seedTerms(programme: CataloguedProgramme, rank: number): LevelTerms {
  const entry = CATALOGUE_SEED.find((seed) => seed.programme === programme && seed.rank === rank);
  if (!entry) throw new Error(`The catalogue has no ${programme} level ${rank}`);
  return entry;
}

/** '1 Day', '5 Days': a duration as cards and level pages print it. */
export function durationLabel(days: number): string {
  return days === 1 ? '1 Day' : `${days} Days`;
}

/** '1 day', '5 days': a duration inside a sentence or a fact list. */
export function durationText(days: number): string {
  return durationLabel(days).toLowerCase();
}

/** The terms of a programme's level or module by rank: the catalogue's as a page is rendered. */
export type TermsOf = (programme: CataloguedProgramme, rank: number) => LevelTerms;

/**
 * The terms of every level in `levels` (the live catalogue a page is rendered from), each level missing
 * there taking its seeded terms, so a page always has a figure to show.
 */
export function termsOf(levels: readonly CatalogueSeedEntry[]): TermsOf {
  const byKey = new Map(levels.map((entry) => [`${entry.programme}-${entry.rank}`, entry]));
  return (programme, rank) => byKey.get(`${programme}-${rank}`) ?? seedTerms(programme, rank);
}

/** A card's fee line: TASSO's modules are sold all inclusive. */
export function cardFeeText(programme: CataloguedProgramme, fee: Fee): string {
  return programme === 'TASSO' ? `${formatFee(fee)} all inclusive` : formatFee(fee);
}
