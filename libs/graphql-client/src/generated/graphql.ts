/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A contact enquiry from the Contact Us form (SPEC 3.2) */
export type ContactEnquiryInput = {
  /** Must be true */
  acceptPrivacyPolicy: boolean;
  /** One of US, IN, UK, CA, AU */
  country: string;
  email: string;
  firstName: string;
  lastName: string;
  message: string;
  phoneNumber: string;
  zipCode: string;
};

export type SubmitContactEnquiryMutationVariables = Exact<{
  input: ContactEnquiryInput;
}>;


export type SubmitContactEnquiryMutation = { submitContactEnquiry: { id: string, receivedAt: string } };

export type CalendarEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarEventsQuery = { calendarEvents: Array<{ id: string, name: string, date: string, time: string, location: string, trainer: string, type: string, level: string, participants: string, price: string | null, seats: number, seatsLeft: number, noEnroll: boolean, enrollable: boolean, pageLink: string | null }> };


export const SubmitContactEnquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContactEnquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactEnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactEnquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]}}]} as unknown as DocumentNode<SubmitContactEnquiryMutation, SubmitContactEnquiryMutationVariables>;
export const CalendarEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"trainer"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"seatsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"noEnroll"}},{"kind":"Field","name":{"kind":"Name","value":"enrollable"}},{"kind":"Field","name":{"kind":"Name","value":"pageLink"}}]}}]}}]} as unknown as DocumentNode<CalendarEventsQuery, CalendarEventsQueryVariables>;