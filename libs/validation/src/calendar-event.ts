import {
  EVENT_TYPE_LABELS,
  type Fee,
  type FeeOffer,
  eventLevelOptions,
  formatFee,
  isProgrammeKey,
  matchLevel,
} from '@academy/content';
import { dayProblem } from './patterns';

/** A field staff got wrong, with what to tell them. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** A calendar event as staff enter it in the event manager (the server's CalendarEventInput). */
export interface CalendarEventForm {
  name: string;
  programme: string;
  level: string;
  /** First day, YYYY-MM-DD. */
  date: string;
  endDate?: string | null;
  time: string;
  location: string;
  trainer: string;
  type: string;
  participants: string;
  seats: number;
  offerName?: string | null;
  offerAmount?: number | null;
  offerEndsOn?: string | null;
  paymentLink?: string | null;
  seatHoldHours?: number | null;
  noEnroll: boolean;
}

const EVENT_TYPES: readonly string[] = Object.values(EVENT_TYPE_LABELS);

/** The WHATWG URL that browsers and Node both have (this library is built without either's types). */
interface WhatwgUrl {
  canParse(address: string): boolean;
  new (address: string): { protocol: string };
}

function isHttpsAddress(address: string): boolean {
  const { URL } = globalThis as unknown as { URL: WhatwgUrl };
  return URL.canParse(address) && new URL(address).protocol === 'https:';
}

export const MAX_EVENT_SEATS = 500;

/** Staff tried to offer fewer seats than bookings already hold. */
export const seatsBelowTaken = (taken: number): FieldProblem => ({
  field: 'seats',
  message: `Seats cannot be fewer than the ${taken} already taken`,
});

/** What an event's input is checked against besides itself. */
export interface EventInputContext {
  /** The provider's day: an offer may not end before it. */
  today: string;
  /** The event's regular fee (its level's in the catalogue); null when it is free. */
  regular: Fee | null;
  /** Seats already taken: the seats may not drop below them. */
  seatsTaken?: number;
  /** The offer the event has now: kept unchanged after it ended, it is not refused for that. */
  currentOffer?: FeeOffer | null;
}

/** Every problem of an event as staff entered it, in form order, each naming its field. */
export function eventInputProblems(input: CalendarEventForm, context: EventInputContext): FieldProblem[] {
  const seatsTaken = context.seatsTaken ?? 0;
  const problems: FieldProblem[] = [];
  const text = (
    field: 'name' | 'time' | 'location' | 'trainer' | 'participants',
    label: string,
    max: number,
  ) => {
    const value = String(input[field] ?? '').trim();
    if (!value) problems.push({ field, message: `${label} is required` });
    else if (value.length > max)
      problems.push({ field, message: `${label} must be at most ${max} characters` });
  };
  text('name', 'Name', 200);
  if (!isProgrammeKey(input.programme)) problems.push({ field: 'programme', message: 'Choose a programme' });
  const level = eventLevel(input);
  if (isProgrammeKey(input.programme) && !level) {
    const options = eventLevelOptions(input.programme).join(', ');
    problems.push({ field: 'level', message: `Level must be one of ${options}` });
  }
  const dateProblem = dayProblem('Date', input.date);
  if (dateProblem) problems.push({ field: 'date', message: dateProblem });
  // The end date may stay empty (a one-day event).
  if (input.endDate) {
    const endProblem = dayProblem('End date', input.endDate);
    if (endProblem) problems.push({ field: 'endDate', message: endProblem });
    else if (input.endDate < input.date)
      problems.push({ field: 'endDate', message: 'End date cannot be before the date' });
  }
  text('time', 'Time', 40);
  text('location', 'Location', 120);
  text('trainer', 'Trainer', 120);
  if (!EVENT_TYPES.includes(input.type)) problems.push({ field: 'type', message: 'Choose a type' });
  text('participants', 'Participants', 120);
  if (!Number.isInteger(input.seats) || input.seats < 1 || input.seats > MAX_EVENT_SEATS) {
    problems.push({ field: 'seats', message: `Seats must be a whole number from 1 to ${MAX_EVENT_SEATS}` });
  } else if (input.seats < seatsTaken) {
    problems.push(seatsBelowTaken(seatsTaken));
  }
  problems.push(...offerProblems(input, context));
  if (input.paymentLink) {
    const link = input.paymentLink.trim();
    if (!isHttpsAddress(link) || link.length > 500) {
      problems.push({ field: 'paymentLink', message: 'Payment link must be an https:// address' });
    }
  }
  if (
    input.seatHoldHours !== undefined &&
    input.seatHoldHours !== null &&
    (!Number.isInteger(input.seatHoldHours) ||
      input.seatHoldHours < 1 ||
      input.seatHoldHours > MAX_SEAT_HOLD_HOURS)
  ) {
    problems.push({
      field: 'seatHoldHours',
      message: `Hours an unpaid seat is held must be a whole number from 1 to ${MAX_SEAT_HOLD_HOURS}`,
    });
  }
  return problems;
}

/** A month: a longer hold keeps a seat from everybody else for nothing. */
const MAX_SEAT_HOLD_HOURS = 720;

const MAX_OFFER_NAME = 60;

/**
 * An offer's problems: all three of its fields or none; a name; a price above 0 and below the regular
 * fee; a last day from today to the event's first day. An offer kept as it was after it ended is left
 * alone (it no longer applies), so staff can change the event's other fields.
 */
export function offerProblems(input: CalendarEventForm, context: EventInputContext): FieldProblem[] {
  const name = input.offerName?.trim() ?? '';
  const amount = input.offerAmount ?? null;
  const endsOn = input.offerEndsOn?.trim() ?? '';
  if (!name && amount === null && !endsOn) return [];
  const current = context.currentOffer;
  const unchanged =
    current && current.name === name && current.amount === amount && current.endsOn === endsOn;
  if (unchanged && endsOn < context.today) return [];
  if (!context.regular) {
    const message = input.noEnroll
      ? 'An open-entry event has no fee, so no offer: remove the offer'
      : 'This event is free, so it has no offer: remove the offer';
    return [{ field: 'offerName', message }];
  }
  const problems: FieldProblem[] = [];
  if (!name) problems.push({ field: 'offerName', message: 'Offer name is required with an offer price' });
  else if (name.length > MAX_OFFER_NAME)
    problems.push({ field: 'offerName', message: `Offer name must be at most ${MAX_OFFER_NAME} characters` });
  if (amount === null || !Number.isInteger(amount) || amount < 1) {
    problems.push({ field: 'offerAmount', message: 'Offer price must be a whole number above 0' });
  } else if (amount >= context.regular.amount) {
    problems.push({
      field: 'offerAmount',
      message: `Offer price must be below the regular fee, ${formatFee(context.regular)}`,
    });
  }
  const dayIssue = dayProblem('Offer end date', endsOn);
  if (dayIssue) problems.push({ field: 'offerEndsOn', message: dayIssue });
  else if (endsOn < context.today)
    problems.push({ field: 'offerEndsOn', message: 'Offer end date cannot be in the past' });
  else if (!dayProblem('Date', input.date) && endsOn > input.date)
    problems.push({
      field: 'offerEndsOn',
      message: "Offer end date must be on or before the event's first day",
    });
  return problems;
}

/** The programme's level the input names (its list's spelling), if it names one. */
export function eventLevel(input: CalendarEventForm): string | undefined {
  return isProgrammeKey(input.programme)
    ? matchLevel(eventLevelOptions(input.programme), input.level)
    : undefined;
}
