import { validateSignIn } from '@academy/validation';
import { INITIAL_SIGN_IN, signInReducer } from './sign-in-state';

describe('signInReducer', () => {
  it('shows the rules’ messages and the banner, and typing clears the field’s message and, at last, the banner', () => {
    const errors = validateSignIn({ ...INITIAL_SIGN_IN.values });
    let state = signInReducer(INITIAL_SIGN_IN, { type: 'submitRejected', errors });
    expect(state).toMatchObject({
      errors: { email: 'Email is required', password: 'Password is required' },
      banner: 'Please fix the errors below before submitting',
    });
    state = signInReducer(state, { type: 'changed', field: 'email', value: 'admin@example.com' });
    expect(state.errors).toEqual({ password: 'Password is required' });
    state = signInReducer(state, { type: 'changed', field: 'password', value: 'secret' });
    expect(state).toMatchObject({ errors: {}, banner: '' });
  });

  it('shows the server’s words after a refused sign-in, and is ready again', () => {
    const started = signInReducer(INITIAL_SIGN_IN, { type: 'submitStarted' });
    expect(started.status).toBe('submitting');
    const refused = signInReducer(started, {
      type: 'submitFailed',
      message: 'Invalid email or password',
      fieldErrors: {},
    });
    expect(refused).toMatchObject({ status: 'editing', banner: 'Invalid email or password', errors: {} });
  });
});
