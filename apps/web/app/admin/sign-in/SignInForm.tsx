import { useId, useReducer } from 'react';
import { Button, Input, Link, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_LOGIN, ADMIN_PASSWORD_RESET, ADMIN_RESET_PASSWORD_PATH } from '@academy/content';
import { firstSignInError, validateSignIn } from '@academy/validation';
import { FormBanners } from '../../components/form/FormBanner';
import { CheckboxField, FormField } from '../../components/form/FormField';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { INITIAL_SIGN_IN, signInReducer } from './sign-in-state';
import { useAdminLogin } from './use-admin-login';

/**
 * The admin sign-in form of SPEC.md 2.15. Once signed in there is nothing left for it to do: the
 * refreshed session query moves the page on (SignInScreen).
 */
export function SignInForm() {
  const id = useId();
  const [state, dispatch] = useReducer(signInReducer, INITIAL_SIGN_IN);
  const { login } = useAdminLogin();
  const signingIn = state.status === 'submitting';
  const { onSubmit } = useFormSubmit({
    input: () => state.values,
    validate: (values) => validateSignIn({ ...values }),
    firstError: firstSignInError,
    send: login,
    dispatch,
    onSent: () => undefined,
  });

  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="5"
      noValidate
      onSubmit={onSubmit}
      aria-busy={signingIn}
      aria-label={ADMIN_LOGIN.title}
    >
      <FormBanners error={state.banner} />
      <FormField
        id={`${id}-email`}
        name="email"
        label={ADMIN_LOGIN.email}
        error={state.errors.email}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="username"
            value={state.values.email}
            onChange={(event) => dispatch({ type: 'changed', field: 'email', value: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-password`}
        name="password"
        label={ADMIN_LOGIN.password}
        error={state.errors.password}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={state.values.password}
            onChange={(event) => dispatch({ type: 'changed', field: 'password', value: event.target.value })}
          />
        )}
      </FormField>
      <CheckboxField
        id={`${id}-remember`}
        name="rememberMe"
        checked={state.values.rememberMe}
        onChange={(remember) => dispatch({ type: 'rememberChanged', remember })}
      >
        {ADMIN_LOGIN.rememberMe}
      </CheckboxField>
      <Button type="submit" colorPalette="teal" size="lg" disabled={signingIn}>
        {signingIn ? ADMIN_LOGIN.submitting : ADMIN_LOGIN.submit}
      </Button>
      <Link asChild color="teal.800" alignSelf="flex-start" fontSize="sm">
        <RouterLink to={ADMIN_RESET_PASSWORD_PATH}>{ADMIN_PASSWORD_RESET.forgot}</RouterLink>
      </Link>
    </chakra.form>
  );
}
