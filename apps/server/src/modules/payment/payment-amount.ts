import { minorUnitsPerUnit } from '@academy/content';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';

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
