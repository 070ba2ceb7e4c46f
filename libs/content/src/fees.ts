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

/** 'USD 1,500': the code, never a sign that could mean several currencies. */
export function formatFee(fee: Fee): string {
  return `${fee.currency} ${fee.amount.toLocaleString('en-US')}`;
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
