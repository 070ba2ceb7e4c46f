import { type EffectiveFee, type Fee, type FeeOffer, eventFee, feeText, formatFee } from '@academy/content';
import type { ProgrammeLevel } from '../catalogue/programme-level.entity';
import type { CalendarEvent } from './calendar-event.entity';

/** What of an event decides its fee on a day. */
export type PricedEvent = Pick<
  CalendarEvent,
  'noEnroll' | 'priceValue' | 'currency' | 'offerName' | 'offerAmount' | 'offerEndsOn'
>;

/** The regular fee columns of an event: its level's catalogue fee, or free (open entry, no level). */
export function regularFeeColumns(
  level: Pick<ProgrammeLevel, 'feeAmount' | 'currency'> | null,
  noEnroll: boolean,
): Pick<CalendarEvent, 'price' | 'currency' | 'priceValue'> {
  if (!level || noEnroll) return { price: 'Free', currency: level?.currency ?? 'AED', priceValue: 0 };
  const fee = { currency: level.currency, amount: level.feeAmount };
  return { price: formatFee(fee), currency: fee.currency, priceValue: fee.amount };
}

/** The event's regular fee, or null when it is free. */
export function regularFeeOf(event: Pick<CalendarEvent, 'noEnroll' | 'priceValue' | 'currency'>): Fee | null {
  return event.noEnroll || !(event.priceValue > 0)
    ? null
    : { currency: event.currency, amount: event.priceValue };
}

/** The offer staff gave the event (ended or not), or null. */
export function offerOf(event: PricedEvent): FeeOffer | null {
  return event.offerName && event.offerAmount !== null && event.offerEndsOn
    ? { name: event.offerName, amount: event.offerAmount, endsOn: event.offerEndsOn }
    : null;
}

/**
 * What the event costs on `today` (the provider's day): libs/content's eventFee over its regular fee
 * and offer. Null when the event is free; every place that shows or charges an event's fee reads this.
 */
export function eventFeeOn(event: PricedEvent, today: string): EffectiveFee | null {
  const regular = regularFeeOf(event);
  return regular ? eventFee({ regular, offer: offerOf(event) }, today) : null;
}

/** The fee as the calendar, the form and the feed show it: feeText, 'Free', or null for open entry. */
export function shownPrice(event: PricedEvent, today: string): string | null {
  if (event.noEnroll) return null;
  const fee = eventFeeOn(event, today);
  return fee ? feeText(fee) : 'Free';
}
