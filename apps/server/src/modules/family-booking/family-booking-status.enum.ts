import { registerEnumType } from 'type-graphql';

export enum FamilyBookingStatus {
  BOOKED = 'booked',
  CANCELLED = 'cancelled',
}

registerEnumType(FamilyBookingStatus, {
  name: 'FamilyBookingStatus',
  description: 'Where a family booking stands',
});
