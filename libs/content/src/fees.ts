/**
 * A sum with its currency: what a level costs (catalogue.ts), an event on a day (event-fee.ts). This
 * module imports nothing, so whatever formats a fee does not carry the programmes' page text.
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
