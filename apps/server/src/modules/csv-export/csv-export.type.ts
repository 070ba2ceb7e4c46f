import { DateTimeISOResolver } from 'graphql-scalars';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ProgrammeKey } from '@academy/content';
import { Programme } from '../calendar-event/programme.enum';
import { PaymentStatus } from '../registration/payment-status.enum';

export enum ExportTable {
  REGISTRATIONS = 'registrations',
  ENQUIRIES = 'enquiries',
  FAMILY_BOOKINGS = 'family-bookings',
}

registerEnumType(ExportTable, { name: 'ExportTable', description: 'A table staff can export as CSV' });

@ArgsType()
export class CsvExportArgs {
  @Field(() => ExportTable)
  table: ExportTable;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Created on or after' })
  from?: Date;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Created before' })
  to?: Date;

  @Field({ nullable: true, description: "The list's search, read as that list reads it" })
  search?: string;

  @Field(() => [Programme], { nullable: true, description: 'Registrations: any of these programmes' })
  programmes?: ProgrammeKey[];

  @Field(() => ID, { nullable: true, description: "Registrations: only those holding this event's seats" })
  eventId?: string;

  @Field(() => PaymentStatus, {
    nullable: true,
    description: 'Registrations: only those in this payment status',
  })
  paymentStatus?: PaymentStatus;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Registrations: only those with a payment received that does not match a fee, not yet refunded in full',
  })
  unmatchedPayment?: boolean | null;

  @Field(() => ID, { nullable: true, description: 'Family bookings: only those of this session' })
  sessionId?: string;

  @Field({ nullable: true, description: "Only rows in this status (one of the table's own statuses)" })
  status?: string;

  @Field(() => [ID], { nullable: true, description: 'Only these rows: a selection in the list, at most 100' })
  ids?: string[];
}

@ObjectType({ description: 'A CSV file of one table as its screen filters it' })
export class CsvExport {
  @Field({ description: 'A file name to save it under' })
  filename: string;

  @Field(() => Int)
  rows: number;

  @Field({ description: 'The CSV text (UTF-8, header line first)' })
  content: string;
}
