import type { Translated } from '../locale';
import type * as en from '../event-fee';
import { minorUnitsPerUnit } from '../fees';
import { formatFee, formatMinorUnits } from './fees';

const MONTHS = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];

/** '1 ديسمبر' for 2026-12-01: an offer ends before its event, whose date gives the year. */
export const offerEndDay: Translated<typeof en.offerEndDay> = (isoDate: string) => {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${Number(match[2])} ${MONTHS[Number(match[1]) - 1]}` : isoDate;
};

/**
 * The fee as a visitor reads it in Arabic: '1,872 درهم', or with an offer '<offer> حتى 1 ديسمبر: 1,500
 * درهم، ثم 1,872 درهم'. The offer's name is what staff typed for the event.
 */
export const feeText: Translated<typeof en.feeText> = ({ fee, offer }: en.EffectiveFee) => {
  if (!offer) return formatFee(fee);
  return `${offer.name} حتى ${offerEndDay(offer.endsOn)}: ${formatFee(fee)}، ثم ${formatFee(offer.regular)}`;
};

/** What a registration owes, in Arabic: '1,500 درهم (<offer>)', `amount` in minor units (fils). */
export const owedFeeText: Translated<typeof en.owedFeeText> = (
  amount: number,
  currency: string,
  offerName: string | null,
) => {
  const perUnit = minorUnitsPerUnit(currency);
  const text =
    amount % perUnit === 0
      ? formatFee({ currency: currency.toUpperCase(), amount: amount / perUnit })
      : formatMinorUnits(amount, currency);
  return offerName ? `${text} (${offerName})` : text;
};
