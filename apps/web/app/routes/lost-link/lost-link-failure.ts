import { LOST_LINK } from '@academy/content';
import { readGraphqlFailure } from '../../components/form/graphql-failure';

/** What the page shows after a failed request: under the field, or in the banner. */
export interface LostLinkFailure {
  message: string;
  emailError?: string;
}

/**
 * The server's words where it has them (a bad address, the form limit's 'try again in …'); a
 * network failure or an unexpected reply gets the page's own.
 */
export function describeLostLinkFailure(error: unknown): LostLinkFailure {
  const failure = readGraphqlFailure(error);
  if (failure?.code === 'BAD_USER_INPUT') {
    const emailError = failure.fieldErrors.find((fieldError) => fieldError.field === 'email')?.message;
    return { message: failure.message || LOST_LINK.failed, emailError };
  }
  if (failure?.code === 'RATE_LIMITED') return { message: failure.message };
  return { message: LOST_LINK.failed };
}
