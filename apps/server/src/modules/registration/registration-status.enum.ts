import { registerEnumType } from 'type-graphql';

/**
 * pending until staff confirm the place (payment received); cancelled frees the seat it held, and so
 * does expired (unpaid when its hold ran out). pending_approval: enrolled in a level whose prerequisite
 * the registrant says they completed elsewhere; it holds its seat with no payment asked and no hold
 * deadline until staff approve it (then pending) or decline it (then cancelled), see modules/learner-path.
 */
export enum RegistrationStatus {
  PENDING = 'pending',
  PENDING_APPROVAL = 'pending_approval',
  CONFIRMED = 'confirmed',
  CANCELLED = 'cancelled',
  EXPIRED = 'expired',
}

/** The statuses whose registration holds no seat. */
export const SEATLESS_STATUSES: readonly RegistrationStatus[] = [
  RegistrationStatus.CANCELLED,
  RegistrationStatus.EXPIRED,
];

export const holdsSeat = (status: RegistrationStatus) => !SEATLESS_STATUSES.includes(status);

registerEnumType(RegistrationStatus, {
  name: 'RegistrationStatus',
  description: 'Where a registration stands',
});
