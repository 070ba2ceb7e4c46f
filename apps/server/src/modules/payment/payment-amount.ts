import { minorUnitsPerUnit } from '@academy/content';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { RecordedFee } from '../registration/registration-fee';

export { formatMinorUnits as formatAmount } from '@academy/content';

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
