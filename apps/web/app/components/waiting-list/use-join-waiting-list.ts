import { useMutation } from '@apollo/client/react';
import { FORM_MESSAGES } from '@academy/content';
import { type WaitingListInput, graphql } from '@academy/graphql-client';
import { WAITING_LIST_FIELDS, type WaitingListErrors } from '@academy/validation';
import { inSiteLocale } from '../../site-locale';
import { type FormFailure, describeFormFailure, fieldsNamed } from '../form/form-failure';
import { REQUEST_FAILED_MESSAGE } from '../form/form-messages';

const FAILED = FORM_MESSAGES.submissionFailed;

const JoinWaitingListDocument = graphql(`
  mutation JoinWaitingList($input: WaitingListInput!) {
    joinWaitingList(input: $input) {
      message
    }
  }
`);

const READING = {
  fieldErrors: fieldsNamed(WAITING_LIST_FIELDS),
  failed: (message: string) => `${FAILED}: ${message || REQUEST_FAILED_MESSAGE}`,
};

/** Joins a waiting list: the text to show, or why not (the enrolment form's messages). */
export function useJoinWaitingList() {
  const [mutate] = useMutation(JoinWaitingListDocument);
  return async (
    input: WaitingListInput,
  ): Promise<{ ok: true; message: string } | { ok: false; failure: FormFailure<WaitingListErrors> }> => {
    try {
      const { data } = await mutate({ variables: { input: inSiteLocale(input) } });
      if (data?.joinWaitingList.message) return { ok: true, message: data.joinWaitingList.message };
      return { ok: false, failure: { kind: 'failed', message: FAILED, fieldErrors: {} } };
    } catch (error) {
      return { ok: false, failure: describeFormFailure(error, READING) };
    }
  };
}
