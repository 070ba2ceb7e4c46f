import { DateTimeISOResolver } from 'graphql-scalars';
import { ArgsType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs, PagedType } from '../../graphql/paging';
import { SortDirection } from '../../graphql/sorting';
import { EnquiryStatus } from './enquiry-status.enum';

/** An enquiry as staff see it (SPEC.md 3.3). */
@ObjectType('Enquiry', { description: 'An enquiry (SPEC 3.3); staff only' })
export class EnquiryView {
  @Field(() => ID)
  id: string;

  @Field()
  firstName: string;

  @Field()
  lastName: string;

  @Field({ description: 'First and last name' })
  fullName: string;

  @Field()
  email: string;

  @Field({ description: 'As the visitor typed it' })
  phoneNumber: string;

  @Field(() => String, {
    nullable: true,
    description: "The number in E.164 ('+971501234567'); null for ten digits sent without a country code",
  })
  phoneNumberE164: string | null;

  @Field({ description: "ISO 3166-1 alpha-2 code; older enquiries may say 'UK' for GB" })
  country: string;

  @Field({ description: 'The country in words' })
  countryName: string;

  @Field({ description: 'Empty where the country has no postal codes' })
  zipCode: string;

  @Field()
  message: string;

  @Field(() => EnquiryStatus)
  status: EnquiryStatus;

  @Field(() => DateTimeISOResolver)
  createdAt: Date;
}

/** The columns staff can sort the enquiries by, and what each sorts on. */
export const ENQUIRY_SORT_COLUMNS = {
  createdAt: ['createdAt'],
  name: ['firstName', 'lastName'],
  email: ['email'],
  phoneNumber: ['phoneNumber'],
  country: ['country'],
  status: ['status'],
} as const;

export enum EnquirySortField {
  CREATED_AT = 'createdAt',
  NAME = 'name',
  EMAIL = 'email',
  PHONE_NUMBER = 'phoneNumber',
  COUNTRY = 'country',
  STATUS = 'status',
}

registerEnumType(EnquirySortField, { name: 'EnquirySortField' });

@ArgsType()
export class EnquiryListArgs extends PageArgs {
  @Field({ nullable: true, description: 'Part of the name, e-mail, country, phone number or status' })
  search?: string;

  @Field(() => EnquiryStatus, { nullable: true })
  status?: EnquiryStatus;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Received on or after' })
  from?: Date;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'Received before' })
  to?: Date;

  @Field(() => EnquirySortField, { defaultValue: EnquirySortField.CREATED_AT })
  sortBy: EnquirySortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.DESC })
  sortDirection: SortDirection;
}

export const EnquiryPage = PagedType(EnquiryView, 'Enquiry');
