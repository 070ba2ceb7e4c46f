import type {
  AdminCalendarEventsQuery,
  AdminFamilySessionsQuery,
  CalendarEventInput,
  EventType,
  FamilySessionInput,
  Programme,
} from '@academy/graphql-client';
import {
  CALENDAR_SEATS,
  EVENT_TYPE_LABELS,
  FAMILY_SESSION_SEATS,
  type Fee,
  PROVIDER,
  eventLevelOptions,
  matchLevel,
} from '@academy/content';
import { eventInputProblems } from '@academy/validation';

export type CalendarEventRow = AdminCalendarEventsQuery['adminCalendarEvents']['items'][number];
export type FamilySessionRow = AdminFamilySessionsQuery['adminFamilySessions']['items'][number];

/** The event form as typed: every text as entered, numbers still text. */
export interface EventFormValues {
  name: string;
  programme: Programme;
  level: string;
  date: string;
  endDate: string;
  time: string;
  location: string;
  trainer: string;
  type: EventType;
  participants: string;
  seats: string;
  /** An offer of its own (all three, or none): its name, price in the level's currency, last day. */
  offerName: string;
  offerAmount: string;
  offerEndsOn: string;
  paymentLink: string;
  /** Empty: the site's SEAT_HOLD_HOURS. */
  seatHoldHours: string;
  noEnroll: boolean;
  isOpen: boolean;
}

export interface FamilySessionFormValues {
  venue: string;
  date: string;
  /** One slot a line. */
  timeSlots: string;
  timeZone: string;
  seats: string;
  isOpen: boolean;
}

/**
 * A typed number as the API's Int. Anything that is not a whole number in Int's range goes as -1, which
 * every count and fee refuses: the server's rule then reports it under its field, in its own words.
 */
export function wholeNumber(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return -1;
  const value = Number(trimmed);
  return value <= 2_147_483_647 ? value : -1;
}

/** The offer fields cleared: the event costs its level's fee. */
export const NO_OFFER: Pick<EventFormValues, 'offerName' | 'offerAmount' | 'offerEndsOn'> = {
  offerName: '',
  offerAmount: '',
  offerEndsOn: '',
};

/** Whether the form holds an offer (any of its fields typed). */
export const hasOffer = (values: Pick<EventFormValues, 'offerName' | 'offerAmount' | 'offerEndsOn'>) =>
  Boolean(values.offerName.trim() || values.offerAmount.trim() || values.offerEndsOn);

/** A new event's starting values: the API's defaults (AED, workshop, open to all adults, open). */
export function newEventForm(programme: Programme): EventFormValues {
  return {
    name: '',
    date: '',
    endDate: '',
    time: '9:00 AM - 6:00 PM',
    location: '',
    trainer: '',
    type: 'WORKSHOP',
    participants: 'Open to all adults',
    seats: String(CALENDAR_SEATS),
    ...NO_OFFER,
    paymentLink: '',
    seatHoldHours: '',
    noEnroll: false,
    isOpen: true,
    programme,
    // Its fee is this level's (Programmes and fees), shown in the form, never typed.
    level: eventLevelOptions(programme)[0],
  };
}

/** An event's values, ready to edit. */
export function eventToForm(event: CalendarEventRow): EventFormValues {
  return {
    name: event.name,
    programme: event.programme,
    // An event kept from before levels were chosen from a list ('Level 2') opens on its level's name.
    level:
      matchLevel(eventLevelOptions(event.programme), event.level) ?? eventLevelOptions(event.programme)[0],
    date: event.date,
    endDate: event.endDate ?? '',
    time: event.time,
    location: event.location,
    trainer: event.trainer,
    type: event.type,
    participants: event.participants,
    seats: String(event.seats),
    offerName: event.offerName ?? '',
    offerAmount: event.offerAmount == null ? '' : String(event.offerAmount),
    offerEndsOn: event.offerEndsOn ?? '',
    paymentLink: event.paymentLink ?? '',
    seatHoldHours: event.seatHoldHours == null ? '' : String(event.seatHoldHours),
    noEnroll: event.noEnroll,
    isOpen: event.isOpen,
  };
}

/**
 * The form as the API's CalendarEventInput: texts trimmed, empty optional ones as null, and the offer's
 * fields as typed (the server names the one missing) or all null when none is given.
 */
export function eventFormToInput(values: EventFormValues): CalendarEventInput {
  return {
    name: values.name.trim(),
    programme: values.programme,
    level: values.level.trim(),
    date: values.date,
    endDate: values.endDate || null,
    time: values.time.trim(),
    location: values.location.trim(),
    trainer: values.trainer.trim(),
    type: values.type,
    participants: values.participants.trim(),
    seats: wholeNumber(values.seats),
    offerName: values.offerName.trim() || null,
    offerAmount: values.offerAmount.trim() ? wholeNumber(values.offerAmount) : null,
    offerEndsOn: values.offerEndsOn || null,
    paymentLink: values.paymentLink.trim() || null,
    seatHoldHours: values.seatHoldHours.trim() ? wholeNumber(values.seatHoldHours) : null,
    noEnroll: values.noEnroll,
    isOpen: values.isOpen,
  };
}

export function newFamilySessionForm(): FamilySessionFormValues {
  return {
    venue: '',
    date: '',
    timeSlots: '',
    timeZone: PROVIDER.timeZone,
    seats: String(FAMILY_SESSION_SEATS),
    isOpen: true,
  };
}

export function familySessionToForm(session: FamilySessionRow): FamilySessionFormValues {
  return {
    venue: session.venue,
    date: session.date,
    timeSlots: session.timeSlots.join('\n'),
    timeZone: session.timeZone,
    seats: String(session.seats),
    isOpen: session.isOpen,
  };
}

/** The form as the API's FamilySessionInput: one time slot per non-empty line. */
export function familySessionFormToInput(values: FamilySessionFormValues): FamilySessionInput {
  return {
    venue: values.venue.trim(),
    date: values.date,
    timeSlots: values.timeSlots
      .split('\n')
      .map((slot) => slot.trim())
      .filter(Boolean),
    timeZone: values.timeZone.trim(),
    seats: wholeNumber(values.seats),
    isOpen: values.isOpen,
  };
}

/** What the form knows besides its values when it checks them before saving. */
export interface EventFormContext {
  /** The provider's day. */
  today: string;
  /** The level's regular fee; null when the event is free; undefined while the catalogue is loading. */
  regular: Fee | null | undefined;
  /** The event as saved, when it is edited. */
  event?: Pick<CalendarEventRow, 'seatsTaken' | 'offerName' | 'offerAmount' | 'offerEndsOn'>;
}

/**
 * The server's rules for an event (libs/validation), applied before saving: `{ field: message }` in form
 * order, the server's own words. The offer's rules need the level's fee: while it is unknown they are
 * left to the server, which checks everything again anyway.
 */
export function eventFormProblems(
  values: EventFormValues,
  context: EventFormContext,
): Record<string, string> {
  const input = eventFormToInput(values);
  const { event } = context;
  const problems = eventInputProblems(
    {
      ...input,
      participants: values.participants.trim(),
      noEnroll: values.noEnroll,
      type: EVENT_TYPE_LABELS[values.type],
    },
    {
      today: context.today,
      regular: values.noEnroll ? null : (context.regular ?? null),
      seatsTaken: event?.seatsTaken ?? 0,
      currentOffer:
        event?.offerName && event.offerAmount != null && event.offerEndsOn
          ? { name: event.offerName, amount: event.offerAmount, endsOn: event.offerEndsOn }
          : null,
    },
  );
  const known = context.regular !== undefined || values.noEnroll;
  const errors: Record<string, string> = {};
  for (const { field, message } of problems) {
    if (!known && field.startsWith('offer')) continue;
    errors[field] ??= message;
  }
  return errors;
}
