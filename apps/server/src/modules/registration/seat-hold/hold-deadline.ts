import { CalendarEvent } from '../../calendar-event/calendar-event.entity';

/**
 * Until when an unconfirmed, unpaid seat of `event` is held from `now`: the event's own hours or
 * SEAT_HOLD_HOURS, whether the fee is paid online or by the event's link and confirmed by staff (so
 * nobody can hold seats without end). A free event's seat, or none, has no deadline.
 */
export function holdDeadline(event: CalendarEvent | null, now: Date, defaultHours: number): Date | null {
  if (!event || event.priceValue <= 0) return null;
  const hours = event.seatHoldHours ?? defaultHours;
  return new Date(now.getTime() + hours * 3_600_000);
}
