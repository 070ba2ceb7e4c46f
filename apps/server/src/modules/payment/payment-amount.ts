import { CalendarEvent } from '../calendar-event/calendar-event.entity';

/** Currencies Stripe counts in whole units (no cents): their minor unit is the unit itself. */
const ZERO_DECIMAL = new Set('BIF CLP DJF GNF JPY KMF KRW MGA PYG RWF UGX VND VUV XAF XOF XPF'.split(' '));

/** An event's fee as Stripe charges it: minor units (fils, cents) of a lower-case currency code. */
export interface Fee {
  amount: number;
  currency: string;
}

/** The fee of an event (priceValue is in whole units of its currency); null when it is free. */
export function feeOf(event: Pick<CalendarEvent, 'priceValue' | 'currency'>): Fee | null {
  if (!(event.priceValue > 0) || !/^[A-Za-z]{3}$/.test(event.currency)) return null;
  const currency = event.currency.toUpperCase();
  const factor = ZERO_DECIMAL.has(currency) ? 1 : 100;
  return { amount: Math.round(event.priceValue * factor), currency: currency.toLowerCase() };
}

/** 'AED 375.00' for 37500 fils: how a receipt and the history state an amount. */
export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const value = ZERO_DECIMAL.has(code) ? String(amount) : (amount / 100).toFixed(2);
  return `${code} ${value}`;
}
