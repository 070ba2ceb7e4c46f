import { DateTimeISOResolver } from 'graphql-scalars';
import { ArgsType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';

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

  @Field(() => DateTimeISOResolver, { description: 'Created on or after' })
  from: Date;

  @Field(() => DateTimeISOResolver, { description: 'Created before' })
  to: Date;
}

@ObjectType({ description: 'A CSV file of one table over a date range' })
export class CsvExport {
  @Field({ description: 'A file name to save it under' })
  filename: string;

  @Field(() => Int)
  rows: number;

  @Field({ description: 'The CSV text (UTF-8, header line first)' })
  content: string;
}
