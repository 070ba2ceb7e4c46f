/* The family booking form and the session cards: read by the family sessions' lazily loaded view only. */

/**
 * The family booking form's own labels. Apart from FAMILY_SESSIONS_TEXT, which the sessions list (an
 * island) carries: the form loads only when a visitor books.
 */
export const FAMILY_BOOKING_TEXT = {
  formLabel: 'Family booking form',
  timeSlot: 'Time slot',
  email: 'Email',
  phone: 'Phone number',
  memberName: (member: number) => `Family member ${member} name`,
  removeMember: (member: number) => `Remove family member ${member}`,
  remove: 'Remove',
  addMember: 'Add member',
  submit: 'Complete Registration',
} as const;

/** The family sessions list's words beside FAMILY_SESSIONS_TEXT: a card's seats and the retry after a failure. */
export const FAMILY_SESSION_CARD_TEXT = {
  /** A session card's seats, while it takes bookings. */
  seatsLeft: (left: number, seats: number) => `${left} of ${seats} seats left`,
  fullyBooked: 'Fully booked',
  retry: 'Try again',
} as const;
