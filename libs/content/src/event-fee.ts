import { type Fee, formatFee, formatMinorUnits, minorUnitsPerUnit } from './fees';

/**
 * A named price staff give one calendar event instead of its level's fee, until a day ('Early bird',
 * AED 1,500 until 1 Dec). The amount is in whole units of the level's currency.
 */
export interface FeeOffer {
  name: string;
  amount: number;
  /** The last day the offer applies, ISO YYYY-MM-DD, in the provider's time zone. */
  endsOn: string;
}

/** An event's price terms: its level's fee, and an offer staff gave it, if any. */
export interface EventFeeTerms {
  regular: Fee;
  offer: FeeOffer | null;
}

/** An offer that applies today: its name, its last day and the fee that follows it. */
export interface AppliedOffer {
  name: string;
  endsOn: string;
  regular: Fee;
}

/** What an event costs on a day: the fee to pay, and the offer it comes from, if one applies. */
export interface EffectiveFee {
  fee: Fee;
  offer: AppliedOffer | null;
}

/**
 * The fee of an event on `today` (ISO, the provider's day): the offer's amount up to and including its
 * last day, the regular fee from the day after. The one rule the calendar, the enrolment form, the
 * mails and the payment read, so all show the same figure on the same day.
 */
export function eventFee({ regular, offer }: EventFeeTerms, today: string): EffectiveFee {
  if (!offer || today > offer.endsOn) return { fee: regular, offer: null };
  return {
    fee: { currency: regular.currency, amount: offer.amount },
    offer: { name: offer.name, endsOn: offer.endsOn, regular },
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '1 Dec' for 2026-12-01: an offer ends before its event, whose date gives the year. */
export function offerEndDay(isoDate: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDate);
  return match ? `${Number(match[2])} ${MONTHS[Number(match[1]) - 1]}` : isoDate;
}

/**
 * The fee as a visitor reads it: 'AED 1,872', or with an offer 'Early bird until 1 Dec: AED 1,500,
 * then AED 1,872'. Written once, so the calendar, the form, the mails and the feed say the same.
 */
export function feeText({ fee, offer }: EffectiveFee): string {
  if (!offer) return formatFee(fee);
  return `${offer.name} until ${offerEndDay(offer.endsOn)}: ${formatFee(fee)}, then ${formatFee(offer.regular)}`;
}

/**
 * What a registration owes, as its mails and private page state it: 'AED 1,500 (Early bird)', the
 * offer named when the fee recorded at enrolment came from one. `amount` is in minor units (fils), as
 * the registration records it; a whole amount is written as the calendar writes fees.
 */
export function owedFeeText(amount: number, currency: string, offerName: string | null): string {
  const perUnit = minorUnitsPerUnit(currency);
  const text =
    amount % perUnit === 0
      ? formatFee({ currency: currency.toUpperCase(), amount: amount / perUnit })
      : formatMinorUnits(amount, currency);
  return offerName ? `${text} (${offerName})` : text;
}
