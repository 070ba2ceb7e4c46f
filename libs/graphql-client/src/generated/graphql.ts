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


export const SubmitContactEnquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContactEnquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactEnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactEnquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]}}]} as unknown as DocumentNode<SubmitContactEnquiryMutation, SubmitContactEnquiryMutationVariables>;