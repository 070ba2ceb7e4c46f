import { PROVIDER } from '@academy/content';
import type { CheckInAttendee } from './check-in-attendee-fields';

/** A check-in kept on the phone while offline, sent when the connection returns. */
export interface QueuedCheckIn {
  key: string;
  eventId: string;
  day: string;
  code?: string;
  registrationId?: string;
  /** When it was made on the phone: the first check-in of the day stands. */
  scannedAt: string;
}

export const fullName = (attendee: Pick<CheckInAttendee, 'firstName' | 'middleName' | 'lastName'>) =>
  [attendee.firstName, attendee.middleName, attendee.lastName].filter(Boolean).join(' ');

/** Attendees whose name, name as on certificate or reference holds every word of the search. */
export function matching(attendees: readonly CheckInAttendee[], search: string): CheckInAttendee[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...attendees];
  return attendees.filter((attendee) => {
    const text = [fullName(attendee), attendee.nameAsCertificate, attendee.referenceCode]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

export const checkInOn = (attendee: CheckInAttendee, day: string) =>
  attendee.checkIns.find((checkIn) => checkIn.day === day) ?? null;

/** "N of M checked in": those expected (cancelled ones only once let in) and those in. */
export function dayCount(attendees: readonly CheckInAttendee[], day: string, waiting: ReadonlySet<string>) {
  const present = (attendee: CheckInAttendee) =>
    checkInOn(attendee, day) !== null || waiting.has(attendee.registrationId);
  const expected = attendees.filter((attendee) => !attendee.cancelled || present(attendee));
  return { checkedIn: expected.filter(present).length, total: expected.length };
}

/**
 * The registration a check-in code names, read without its signature (the server checks that), so a
 * check-in kept offline can show whose it is. Null for anything else.
 */
export function registrationIdOfCode(code: string): string | null {
  const match = /^CI1-([A-Za-z0-9_-]{35})$/.exec(code.trim());
  if (!match) return null;
  const base64 = match[1].replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Array.from(atob(`${base64}=`), (char) => char.charCodeAt(0));
  const hex = bytes
    .slice(0, 16)
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PROVIDER.timeZone,
});

/** 09:12, as the clocks at the venue show it. */
export const timeOf = (instant: string) => timeFormat.format(new Date(instant));

/** The day an instant falls on at the venue (ISO), which decides whether a check-in may be undone. */
export const venueDay = (instant: string | Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: PROVIDER.timeZone }).format(new Date(instant));
