import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { CalendarEventService, toListing } from '../calendar-event/calendar-event.service';
import type { CalendarEventListing } from '../calendar-event/calendar-event.type';
import { owedFee } from './registration-fee';
import { PHOTO_FIELDS, PhotoField, Registration } from './registration.entity';
import { RegistrationView } from './registration.type';

/** SPEC.md 7's registration paths: under /api, and for old clients at the root too. */
export const REGISTRATION_PATH = '/awakenLimitlessHuman';

/** Where a photo can be fetched by someone allowed to see it (never a public file path). */
export const photoPath = (id: string, field: PhotoField) => `/api${REGISTRATION_PATH}/${id}/photos/${field}`;

/** A registration as its registrant and staff see it: no token hashes, no submission key, photo addresses. */
export function toView(
  registration: Registration,
  event: CalendarEvent | null,
  today: string,
): RegistrationView {
  const {
    accessTokenHash: _hash,
    submissionKey: _key,
    submissionHash: _submissionHash,
    eventId: _eventId,
    emailChangeTokenHash: _emailChangeHash,
    emailChangeExpiresAt: _emailChangeExpiry,
    checkoutSessionId: _checkoutSession,
    ...fields
  } = registration;
  const photos = Object.fromEntries(
    PHOTO_FIELDS.map((field) => [field, registration[field] ? photoPath(registration.id, field) : null]),
  ) as Record<PhotoField, string | null>;
  return {
    ...fields,
    ...photos,
    fee: owedFee(registration),
    event: event ? toListing(event, today) : null,
    paymentLink: event?.paymentLink ?? null,
  };
}

/** The REST shape: the view, plus `_id` and the event's id, as existing clients read them. */
export function toRestView(registration: Registration, view: RegistrationView) {
  return { _id: view.id, ...view, eventId: registration.eventId };
}

/** Registrations as their registrant and staff see them, with their events read in one query. */
export class RegistrationViews {
  constructor(private readonly calendar: CalendarEventService) {}

  async many(rows: readonly Registration[]): Promise<RegistrationView[]> {
    const events = await this.calendar.findMany(rows.flatMap((row) => row.eventId ?? []));
    const today = this.calendar.today();
    return rows.map((row) => toView(row, (row.eventId ? events.get(row.eventId) : null) ?? null, today));
  }

  async one(registration: Registration): Promise<RegistrationView> {
    const [view] = await this.many([registration]);
    return view;
  }

  /** The listing of the event a registration holds its seat in; null without one. */
  async eventOf(registration: Registration): Promise<CalendarEventListing | null> {
    if (!registration.eventId) return null;
    const event = (await this.calendar.findMany([registration.eventId])).get(registration.eventId);
    return event ? toListing(event, this.calendar.today()) : null;
  }
}
