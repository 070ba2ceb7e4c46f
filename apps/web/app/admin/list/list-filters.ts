import { PAYMENT_FILTER_LABELS, PROVIDER } from '@academy/content';
import type { PaymentStatus } from '@academy/graphql-client';

/** The address's parameters of a list's status, payment and registration-date filters. */
export const FILTER_PARAMS = { status: 'status', payment: 'payment', from: 'from', to: 'to' } as const;

/**
 * A list's status and payment status (each one of the screen's, or '' for any) and its From/To days
 * (YYYY-MM-DD, or ''). Only registrations have payment statuses; other lists' is always ''.
 */
export interface ListFilters {
  status: string;
  payment: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The filters the address holds; a status or payment status the screen does not have, or a day that is
 * none, counts as unset.
 */
export function readListFilters(
  params: URLSearchParams,
  statuses: readonly string[],
  payments: readonly string[] = [],
): ListFilters {
  const status = params.get(FILTER_PARAMS.status) ?? '';
  const payment = params.get(FILTER_PARAMS.payment) ?? '';
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isDay(value) ? value : '';
  };
  return {
    status: statuses.includes(status) ? status : '',
    payment: payments.includes(payment) ? payment : '',
    from: day(FILTER_PARAMS.from),
    to: day(FILTER_PARAMS.to),
  };
}

/** The address with one filter changed (an empty one left out), back at page 1 as another filter is. */
export function writeListFilter(
  params: URLSearchParams,
  name: keyof ListFilters,
  value: string,
  pageParam: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(FILTER_PARAMS[name], value);
  else next.delete(FILTER_PARAMS[name]);
  next.delete(pageParam);
  return next;
}

/** A choice of the registrations' payment filter: a payment status, or a payment that matches no fee. */
export type PaymentChoice = keyof typeof PAYMENT_FILTER_LABELS;

/** The payment filter's choice ('' for any) as the registrations list and its CSV export send it. */
export function paymentFilter(choice: string): {
  paymentStatus: PaymentStatus | null;
  unmatchedPayment: boolean | null;
} {
  if (choice === 'UNMATCHED') return { paymentStatus: null, unmatchedPayment: true };
  return { paymentStatus: (choice || null) as PaymentStatus | null, unmatchedPayment: null };
}

/** To before From: the range means nothing, and the list leaves the dates out until it is mended. */
export function rangeInOrder({ from, to }: Pick<ListFilters, 'from' | 'to'>): boolean {
  return !from || !to || from <= to;
}

/** The offset of `timeZone` from UTC at `instant`, in milliseconds (Asia/Dubai: four hours). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -1 : 1) * minutes * 60_000;
}

/** The instant the provider's day `day` begins (midnight in PROVIDER.timeZone), as ISO. */
export function providerMidnight(day: string, timeZone = PROVIDER.timeZone): string {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - zoneOffsetMs(utcMidnight, timeZone)).toISOString();
}

/**
 * The instants the server filters on for the days chosen, both included, in the provider's time zone
 * (the days the lists and the CSV show): From's midnight, and the midnight after To. Unset days, or a
 * range out of order, send nothing.
 */
export function dayRange(
  { from, to }: Pick<ListFilters, 'from' | 'to'>,
  timeZone = PROVIDER.timeZone,
): { from: string | null; to: string | null } {
  if (!rangeInOrder({ from, to })) return { from: null, to: null };
  const after = (day: string) => {
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return next.toISOString().slice(0, 10);
  };
  return {
    from: from ? providerMidnight(from, timeZone) : null,
    to: to ? providerMidnight(after(to), timeZone) : null,
  };
}
