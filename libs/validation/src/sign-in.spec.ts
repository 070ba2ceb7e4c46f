import { firstSignInError, validateSignIn } from './sign-in';

describe('validateSignIn', () => {
  it('requires both fields (SPEC.md 5.4)', () => {
    expect(validateSignIn({ email: '  ', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(validateSignIn({})).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('takes a password of spaces as typed, and any e-mail that is there', () => {
    expect(validateSignIn({ email: 'admin@example.com', password: '   ' })).toEqual({});
  });

  it('names the first field to fix in form order', () => {
    expect(firstSignInError({ password: 'Password is required', email: 'Email is required' })).toBe('email');
    expect(firstSignInError({})).toBeUndefined();
  });
});
