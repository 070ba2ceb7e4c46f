import { MY_REGISTRATION, formatEventDate, providerToday } from '@academy/content';
import type { MyRegistration } from './use-my-registration';

/** The status in words, as the badge shows it. */
export const statusWords = (status: MyRegistration['status']) => MY_REGISTRATION.status[status];

/** Cancelled and expired registrations hold no seat: nothing to add to a calendar, upload or cancel. */
export const isActive = (status: MyRegistration['status']) => status !== 'CANCELLED' && status !== 'EXPIRED';

/** An event's days: one date, or the first and last. */
export function eventDates(event: { date: string; endDate: string | null }): string {
  const first = formatEventDate(event.date);
  return event.endDate && event.endDate !== event.date
    ? `${first} – ${formatEventDate(event.endDate)}`
    : first;
}

/**
 * Where to pay, while payment is what the registration waits for. Staff type the link in, so only a
 * web address becomes a button (never a javascript: or data: one).
 */
export function payableLink(
  registration: Pick<MyRegistration, 'status' | 'paymentLink'>,
): string | undefined {
  const { status, paymentLink } = registration;
  if (status !== 'PENDING' || !paymentLink) return undefined;
  return /^https?:\/\/[^\s]+$/i.test(paymentLink.trim()) ? paymentLink.trim() : undefined;
}

/** The day a registration was cancelled, where the provider is. */
export const cancelledOn = (cancelledAt: string) => formatEventDate(providerToday(new Date(cancelledAt)));

const BIRTH_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date of birth as people write it ('12 April 1990'); anything else as it was typed. */
export function formatBirthDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  return BIRTH_DATE.format(Date.UTC(Number(year), Number(month) - 1, Number(day)));
}
