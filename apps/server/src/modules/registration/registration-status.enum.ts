import { registerEnumType } from 'type-graphql';

/** pending until staff confirm the place (payment received); cancelled frees the seat it held. */
export enum RegistrationStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  CANCELLED = 'cancelled',
}

registerEnumType(RegistrationStatus, {
  name: 'RegistrationStatus',
  description: 'Where a registration stands',
});
