import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describeFormFailure } from '../../components/form/form-failure';
import { BOOKING_FAILURE } from './booking-failure';

const describeBookingFailure = (error: unknown) => describeFormFailure(error, BOOKING_FAILURE);

const graphqlError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('describeFormFailure with the booking form’s reading', () => {
  it('puts field errors under their fields and each member’s under its row', () => {
    const error = graphqlError('Invalid input', {
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'sessionSlot', message: 'Please choose one of the session’s time slots' },
        { field: 'familyMembers', message: 'Family member 2 name is required' },
        { field: 'email', message: 'Invalid email address' },
        { field: 'familyMember1', message: 'Family member 2 name is required' },
        { field: 'submissionKey', message: 'ignored' },
      ],
    });
    expect(describeBookingFailure(error)).toEqual({
      kind: 'invalid',
      message: 'Please fix the errors below before submitting',
      fieldErrors: {
        sessionSlot: 'Please choose one of the session’s time slots',
        familyMembers: 'Family member 2 name is required',
        email: 'Invalid email address',
        members: { 1: 'Family member 2 name is required' },
      },
    });
  });

  it('shows the server’s words when the session is full, closed, or too small', () => {
    for (const message of [
      'This session is full',
      'This session is closed for booking',
      'Only 2 seats are left in this session: book fewer family members or choose another session',
    ]) {
      expect(describeBookingFailure(graphqlError(message, { code: 'CONFLICT' }))).toEqual({
        kind: 'conflict',
        message,
        fieldErrors: {},
      });
    }
  });

  it('treats a session that no longer exists like one that cannot be booked', () => {
    const error = graphqlError('Invalid input', {
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'sessionId', message: 'This session does not exist' }],
    });
    expect(describeBookingFailure(error)).toEqual({
      kind: 'conflict',
      message: 'This session does not exist',
      fieldErrors: {},
    });
  });

  it('reports anything else with its message, or the generic one', () => {
    expect(describeBookingFailure(new TypeError('Failed to fetch'))).toEqual({
      kind: 'failed',
      message: 'Booking failed: Failed to fetch',
      fieldErrors: {},
    });
    expect(describeBookingFailure(undefined).message).toBe(
      'Booking failed: Request failed. Please try again.',
    );
  });
});
