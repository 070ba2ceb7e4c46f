import { DateTimeISOResolver } from 'graphql-scalars';
import { ArgsType, Field, ID, registerEnumType } from 'type-graphql';
import type { ProgrammeKey } from '@academy/content';
import { PageArgs, PagedType } from '../../../graphql/paging';
import { SortDirection } from '../../../graphql/sorting';
import { Programme } from '../../calendar-event/programme.enum';
import { PaymentStatus } from '../payment-status.enum';
import { RegistrationStatus } from '../registration-status.enum';
import { RegistrationView } from '../registration.type';

export enum RegistrationSortField {
  CREATED_AT = 'createdAt',
  NAME = 'name',
  EMAIL = 'email',
  CITY = 'city',
  LEVEL_NAME = 'levelName',
  MOBILE_NO = 'mobileNo',
  STATUS = 'status',
  HOLD_UNTIL = 'holdUntil',
}

registerEnumType(RegistrationSortField, { name: 'RegistrationSortField' });

@ArgsType()
export class RegistrationListArgs extends PageArgs {
  @Field({
    nullable: true,
    description:
      'Words that must each begin a first or last name, e-mail, level, workshop or mobile number; or a reference code (K7QM-4XPB, the dash optional)',
  })
  search?: string;

  @Field(() => Programme, { nullable: true })
  programme?: ProgrammeKey;

  @Field(() => [Programme], {
    nullable: true,
    description: 'Any of these programmes (with `programme`, both count)',
  })
  programmes?: ProgrammeKey[];

  @Field(() => ID, { nullable: true, description: "Only the registrations holding this event's seats" })
  eventId?: string;

  @Field(() => RegistrationStatus, { nullable: true })
  status?: RegistrationStatus;

  @Field(() => PaymentStatus, { nullable: true })
  paymentStatus?: PaymentStatus;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Only registrations with a payment received that does not match a fee, not yet refunded in full',
  })
  unmatchedPayment?: boolean | null;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Registered on or after' })
  from?: Date;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Registered before' })
  to?: Date;

  @Field(() => RegistrationSortField, { defaultValue: RegistrationSortField.CREATED_AT })
  sortBy: RegistrationSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.DESC })
  sortDirection: SortDirection;
}

export const RegistrationPage = PagedType(RegistrationView, 'Registration');
