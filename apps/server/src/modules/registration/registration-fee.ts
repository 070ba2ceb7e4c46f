import { type EffectiveFee, minorUnitsPerUnit, owedFeeText } from '@academy/content';
import { eventFeeOn } from '../calendar-event/event-fee';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { Registration } from './registration.entity';

/** What a registration records of the fee it owes. */
export type RecordedFee = Pick<Registration, 'feeAmount' | 'feeCurrency' | 'feeOffer'>;

/** A fee in minor units (fils), as registrations record it and payments charge it. */
export const inMinorUnits = (fee: EffectiveFee['fee']) => ({
  amount: Math.round(fee.amount * minorUnitsPerUnit(fee.currency)),
  currency: fee.currency.toUpperCase(),
});

/**
 * The fee an enrolment records: its event's on the day it enrols (an offer's price while one
 * applies), 0 for a free event; nothing without an event (the next intake sets no date or fee yet).
 */
export function feeAtEnrolment(event: CalendarEvent | null, today: string): RecordedFee {
  if (!event) return { feeAmount: null, feeCurrency: null, feeOffer: null };
  const effective = eventFeeOn(event, today);
  if (!effective) return { feeAmount: 0, feeCurrency: event.currency.toUpperCase(), feeOffer: null };
  const { amount, currency } = inMinorUnits(effective.fee);
  return { feeAmount: amount, feeCurrency: currency, feeOffer: effective.offer?.name ?? null };
}

/** What a registration owes as recorded, in minor units, with the offer named; null when nothing is owed. */
export interface OwedFee {
  amount: number;
  currency: string;
  offer: string | null;
  /** 'AED 1,500 (Early bird)'. */
  formatted: string;
}

export function owedFee(registration: RecordedFee): OwedFee | null {
  const { feeAmount: amount, feeCurrency: currency, feeOffer: offer } = registration;
  if (amount === null || !(amount > 0) || !currency) return null;
  return { amount, currency, offer, formatted: owedFeeText(amount, currency, offer) };
}

/** An event's fee as Stripe charges it: minor units (fils, cents) of a lower-case currency code. */
export interface Fee {
  amount: number;
  currency: string;
}

/** The fee of an event (priceValue is in whole units of its currency); null when it is free. */
export function feeOf(event: Pick<CalendarEvent, 'priceValue' | 'currency'>): Fee | null {
  if (!(event.priceValue > 0) || !/^[A-Za-z]{3}$/.test(event.currency)) return null;
  return {
    amount: Math.round(event.priceValue * minorUnitsPerUnit(event.currency)),
    currency: event.currency.toLowerCase(),
  };
}

/**
 * What a registration owes, as Stripe charges it: the fee it recorded at enrolment (an offer's price
 * while one applied then), so an offer that ends or a fee staff change later does not change it; for a
 * registration from before fees were recorded, its event's fee. Null when nothing is owed.
 */
export function feeOwed(
  registration: RecordedFee,
  event: Pick<CalendarEvent, 'priceValue' | 'currency'> | null,
): Fee | null {
  const { feeAmount, feeCurrency } = registration;
  if (feeAmount === null || !feeCurrency) return event ? feeOf(event) : null;
  return feeAmount > 0 ? { amount: feeAmount, currency: feeCurrency.toLowerCase() } : null;
}
