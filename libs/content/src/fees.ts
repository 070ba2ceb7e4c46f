/**
 * What a level costs, with its currency: the one figure the level page, the enrolment form, the mails
 * and the calendar's seeded events all show. This module imports nothing, so the calendar can seed
 * its events with these fees without carrying the programmes' page text.
 */
export interface Fee {
  /** ISO 4217 code: USD, EUR, AED. */
  currency: string;
  /** Whole units of the currency. */
  amount: number;
}

/**
 * 'USD 1,500': the code, never a sign that could mean several currencies. The thousands are grouped
 * without Intl: the first Intl formatter a page makes loads ICU's data (some 70 ms at 4× CPU slowdown), and
 * the calendar's fees are formatted as its live seats are checked, while a first tap may be waiting.
 */
export function formatFee(fee: Fee): string {
  return `${fee.currency} ${String(fee.amount).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

const usd = (amount: number): Fee => ({ currency: 'USD', amount });

/** Decode levels 1 to 4 (SPEC.md 9: $399, $699, $899, $1299). */
export const DECODE_FEES: readonly Fee[] = [usd(399), usd(699), usd(899), usd(1299)];

/**
 * Awaken the Limitless Human levels 1 to 6 (SPEC.md 9). Level 3's sign is not given; the euro price
 * keeps the 300-a-day rate of the others.
 */
export const AWAKEN_FEES: readonly Fee[] = [
  usd(600),
  usd(1500),
  { currency: 'EUR', amount: 2100 },
  usd(1800),
  usd(2400),
  usd(900),
];

/** Currencies counted in whole units (no cents), as card payments count them. */
const ZERO_DECIMAL_CURRENCIES = new Set(
  'BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '),
);

/** How many minor units (fils, cents) make one unit of a currency: 100, or 1 for yen and the like. */
export function minorUnitsPerUnit(currency: string): number {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 1 : 100;
}

/** 'AED 375.00' for 37500 fils: an amount paid, as receipts and the registration pages state it. */
export function formatMinorUnits(amount: number, currency: string): string {
  const perUnit = minorUnitsPerUnit(currency);
  const value = (amount / perUnit).toLocaleString('en-US', {
    minimumFractionDigits: perUnit === 1 ? 0 : 2,
    maximumFractionDigits: perUnit === 1 ? 0 : 2,
  });
  return `${currency.toUpperCase()} ${value}`;
}
