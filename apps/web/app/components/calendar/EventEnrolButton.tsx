import {
  EVENT_CALENDAR_TABLE_TEXT,
  type ProgrammeKey,
  eventTimeText,
  formatEventDate,
  placeName,
} from '@academy/content';
import { EnrolButton } from '../enrolment/EnrolButton';

/** What an Enroll Now needs to know of a calendar event. */
export interface EventToEnrol {
  id: string;
  programme: ProgrammeKey;
  name: string;
  /** ISO YYYY-MM-DD. */
  date: string;
  time: string;
  location: string;
  /** The level the form opens on (one of the programme's levels). */
  level?: string;
}

/**
 * Enroll Now for one calendar event (the event calendar's rows, Programs Details), named with its date
 * and place so that a list of them reads apart; full width on cards, small in table rows.
 */
export function EventEnrolButton({ event, size }: { event: EventToEnrol; size: 'sm' | 'lg' }) {
  const date = formatEventDate(event.date);
  return (
    <EnrolButton
      size={size}
      w={size === 'lg' ? 'full' : undefined}
      aria-label={EVENT_CALENDAR_TABLE_TEXT.enrolLabel(event.name, date, event.location)}
      target={{ programme: event.programme, title: event.name, level: event.level, eventId: event.id }}
      details={`${date}, ${eventTimeText(event.time)} · ${placeName(event.location)}`}
    />
  );
}
