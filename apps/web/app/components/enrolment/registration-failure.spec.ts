import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describeFormFailure } from '../form/form-failure';
import { REGISTRATION_FAILURE } from './registration-failure';

const describeRegistrationFailure = (error: unknown) => describeFormFailure(error, REGISTRATION_FAILURE);

const graphqlError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('describeFormFailure with the enrolment form’s reading', () => {
  it('puts BAD_USER_INPUT field errors under their fields, the event’s under the workshop', () => {
    const error = graphqlError('Invalid input: …', {
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'mobileNo', message: 'Mobile number must be 10 digits' },
        { field: 'eventId', message: 'Event must be text' },
        { field: 'nonsense', message: 'ignored' },
      ],
    });
    expect(describeRegistrationFailure(error)).toEqual({
      kind: 'invalid',
      message: 'Please fix the errors below before submitting',
      fieldErrors: { mobileNo: 'Mobile number must be 10 digits', city: 'Event must be text' },
    });
  });

  it('shows a missing prerequisite under the level, where the "completed elsewhere" box is', () => {
    const error = graphqlError('Invalid input: …', {
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'prerequisiteElsewhere', message: 'This level needs Level 1: Decode Your Mind first.' },
      ],
    });
    expect(describeRegistrationFailure(error).fieldErrors).toEqual({
      levelName: 'This level needs Level 1: Decode Your Mind first.',
    });
  });

  it('shows the server’s words when the event filled up or closed', () => {
    for (const message of ['This event is full', 'This event is closed for enrolment']) {
      expect(describeRegistrationFailure(graphqlError(message, { code: 'CONFLICT' }))).toEqual({
        kind: 'conflict',
        message,
        fieldErrors: {},
      });
    }
  });

  it('reports anything else as a failed submission with its message (SPEC.md 8)', () => {
    expect(describeRegistrationFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      message: 'Submission failed: Failed to fetch',
      fieldErrors: {},
    });
    expect(
      describeRegistrationFailure(graphqlError('Internal server error', { code: 'INTERNAL_SERVER_ERROR' })),
    ).toEqual({ kind: 'failed', message: 'Submission failed: Internal server error', fieldErrors: {} });
    const http = new ServerError('Response not successful: Received status code 502', {
      response: new Response('', { status: 502 }),
      bodyText: '',
    });
    expect(describeRegistrationFailure(http).message).toBe('Submission failed: HTTP error! status: 502');
  });

  it('falls back to the generic text when the failure has no message', () => {
    expect(describeRegistrationFailure(new Error(''))).toEqual({
      kind: 'failed',
      message: 'Submission failed: Request failed. Please try again.',
      fieldErrors: {},
    });
    expect(describeRegistrationFailure(graphqlError('', { code: 'BAD_USER_INPUT' })).kind).toBe('failed');
  });

  it('shows the server’s words for a refusal about no field of the form', () => {
    const error = graphqlError('Invalid input', {
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'programme', message: 'Programme must be one of the programmes' }],
    });
    expect(describeRegistrationFailure(error)).toEqual({
      kind: 'conflict',
      message: 'Programme must be one of the programmes',
      fieldErrors: {},
    });
  });
});
