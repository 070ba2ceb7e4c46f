import { type FormEvent, useId, useRef, useState } from 'react';
import { Button, Input, chakra } from '@chakra-ui/react';
import { ADMIN_LOGIN } from '@academy/content';
import { CheckboxField, FormField } from '../../components/form/FormField';
import { FormBanner } from '../../components/form/FormBanner';
import { type LoginCredentials, type LoginField as Field, useAdminLogin } from './use-admin-login';

/** SPEC.md 5.4: both fields are required. */
function emptyFieldErrors({ email, password }: LoginCredentials): Partial<Record<Field, string>> {
  return {
    ...(email.trim() ? {} : { email: ADMIN_LOGIN.emailRequired }),
    ...(password ? {} : { password: ADMIN_LOGIN.passwordRequired }),
  };
}

/**
 * The admin sign-in form of SPEC.md 2.15. Once signed in there is nothing left for it to do: the
 * refreshed session query moves the page on (SignIn in route.tsx).
 */
export function LoginForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<LoginCredentials>({ email: '', password: '', rememberMe: false });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [banner, setBanner] = useState<string>();
  const { login, signingIn } = useAdminLogin();

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirstError = (errors: Partial<Record<Field, string>>) => {
    const first = (['email', 'password'] as const).find((field) => errors[field]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    const empty = emptyFieldErrors(values);
    if (Object.keys(empty).length > 0) {
      setFieldErrors(empty);
      focusFirstError(empty);
      return;
    }
    const outcome = await login({ ...values, email: values.email.trim() });
    if (outcome.ok) return;
    setBanner(outcome.message);
    setFieldErrors(outcome.fieldErrors);
    focusFirstError(outcome.fieldErrors);
  };

  return (
    <chakra.form
      ref={formRef}
      display="flex"
      flexDirection="column"
      gap="5"
      noValidate
      onSubmit={submit}
      aria-busy={signingIn}
    >
      <div aria-live="assertive">{banner && <FormBanner tone="error">{banner}</FormBanner>}</div>
      <FormField id={`${id}-email`} name="email" label={ADMIN_LOGIN.email} error={fieldErrors.email} required>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="username"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-password`}
        name="password"
        label={ADMIN_LOGIN.password}
        error={fieldErrors.password}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
          />
        )}
      </FormField>
      <CheckboxField
        id={`${id}-remember`}
        name="rememberMe"
        checked={values.rememberMe}
        onChange={(rememberMe) => setValues((current) => ({ ...current, rememberMe }))}
      >
        {ADMIN_LOGIN.rememberMe}
      </CheckboxField>
      <Button type="submit" colorPalette="teal" size="lg" disabled={signingIn}>
        {signingIn ? ADMIN_LOGIN.submitting : ADMIN_LOGIN.submit}
      </Button>
    </chakra.form>
  );
}
