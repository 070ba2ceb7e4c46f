import type { SignInErrors } from '@academy/validation';
import { edited, withoutErrors } from '../../components/form/form-errors';
import { FIX_ERRORS_MESSAGE } from '../../components/form/form-messages';
import type { SubmitAction } from '../../components/form/use-form-submit';
import type { LoginCredentials } from './use-admin-login';

/** The sign-in form's states: no draft (it holds a password), the shared submit sequence's actions. */
export interface SignInState {
  values: LoginCredentials;
  errors: SignInErrors;
  status: 'editing' | 'submitting';
  /** The red banner's text; '' when there is none. */
  banner: string;
}

export type SignInAction =
  | { type: 'changed'; field: 'email' | 'password'; value: string }
  | { type: 'rememberChanged'; remember: boolean }
  | SubmitAction<SignInErrors>;

export const INITIAL_SIGN_IN: SignInState = {
  values: { email: '', password: '', rememberMe: false },
  errors: {},
  status: 'editing',
  banner: '',
};

export function signInReducer(state: SignInState, action: SignInAction): SignInState {
  switch (action.type) {
    case 'changed':
      return edited(
        { ...state, values: { ...state.values, [action.field]: action.value } },
        withoutErrors(state.errors, action.field),
      );
    case 'rememberChanged':
      return { ...state, values: { ...state.values, rememberMe: action.remember } };
    case 'submitRejected':
      return { ...state, errors: action.errors, status: 'editing', banner: FIX_ERRORS_MESSAGE };
    case 'submitStarted':
      return { ...state, status: 'submitting', banner: '' };
    case 'submitFailed':
      return { ...state, status: 'editing', banner: action.message, errors: action.fieldErrors };
  }
}
