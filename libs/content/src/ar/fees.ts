import type { Translated } from '../locale';
import * as en from '../fees';

/** A currency in Arabic words: the dirham as the UAE writes it; a currency not listed keeps its code. */
const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  AED: 'درهم',
  USD: 'دولار أمريكي',
  EUR: 'يورو',
  GBP: 'جنيه إسترليني',
};

const currencyWord = (currency: string) => CURRENCY_WORDS[currency.toUpperCase()] ?? currency.toUpperCase();

/**
 * '1,500 درهم': the amount in Western digits grouped by thousands, then the currency in words. Without
 * Intl, as the English formatFee (its first formatter loads ICU's data).
 */
export const formatFee: Translated<typeof en.formatFee> = (fee: en.Fee) =>
  `${fee.amount.toString().replace(/\B(?=(\d{3})+$)/g, ',')} ${currencyWord(fee.currency)}`;

/** '375.00 درهم' for 37500 fils: an amount paid, as receipts and the registration pages state it. */
export const formatMinorUnits: Translated<typeof en.formatMinorUnits> = (
  amount: number,
  currency: string,
) => {
  const perUnit = en.minorUnitsPerUnit(currency);
  const value = (amount / perUnit).toLocaleString('ar-AE-u-nu-latn', {
    minimumFractionDigits: perUnit === 1 ? 0 : 2,
    maximumFractionDigits: perUnit === 1 ? 0 : 2,
  });
  return `${value} ${currencyWord(currency)}`;
};
