/** An upcoming event's seats as the dashboard reads them. */
export interface EventSeatCounts {
  seats: number;
  seatsTaken: number;
  paid: number;
  held: number;
  waiting: number;
}

/** The bars of one event's seat chart, in seats, in the order drawn; waiting people hold no seat. */
export interface SeatSplit {
  paid: number;
  held: number;
  /** Taken but neither paid nor held unpaid: confirmed without payment, or offered to the waiting list. */
  other: number;
  free: number;
  waiting: number;
}

export const SEAT_PARTS = ['paid', 'held', 'other', 'free'] as const;

/**
 * Splits an event's seats into paid, held, otherwise taken and free (seats - seatsTaken). The parts never
 * go below zero, so a count read a moment apart from another cannot draw a negative bar.
 */
export function seatSplit({ seats, seatsTaken, paid, held, waiting }: EventSeatCounts): SeatSplit {
  const taken = Math.max(seatsTaken, 0);
  const paidShown = Math.min(paid, taken);
  const heldShown = Math.min(held, taken - paidShown);
  return {
    paid: paidShown,
    held: heldShown,
    other: taken - paidShown - heldShown,
    free: Math.max(seats - taken, 0),
    waiting,
  };
}

/** Each part's share of the bar, in percent of the larger of the seats and those taken. */
export function seatShares(split: SeatSplit): Record<(typeof SEAT_PARTS)[number], number> {
  const whole = split.paid + split.held + split.other + split.free;
  const share = (part: number) => (whole > 0 ? (part / whole) * 100 : 0);
  return {
    paid: share(split.paid),
    held: share(split.held),
    other: share(split.other),
    free: share(split.free),
  };
}
