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
