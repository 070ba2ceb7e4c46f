import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { LOST_LINK } from '@academy/content';
import { describeLostLinkFailure } from './lost-link-failure';

const graphqlError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('describeLostLinkFailure', () => {
  it("puts the server's message for the address under the field", () => {
    const error = graphqlError('Invalid input', {
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
    expect(describeLostLinkFailure(error)).toEqual({
      message: 'Invalid input',
      emailError: 'Please enter a valid email address',
    });
  });

  it("shows the form limit's own words", () => {
    const error = graphqlError('Please try again in 40 minutes.', { code: 'RATE_LIMITED' });
    expect(describeLostLinkFailure(error)).toEqual({ message: 'Please try again in 40 minutes.' });
  });

  it('falls back to the page’s message when the network failed', () => {
    expect(describeLostLinkFailure(new TypeError('Failed to fetch'))).toEqual({ message: LOST_LINK.failed });
  });
});
