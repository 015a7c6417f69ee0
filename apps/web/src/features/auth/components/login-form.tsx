import { loginBodySchema, type User } from '@momentum/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { fieldErrorsOf, type FieldErrors } from '@/utils/form-errors';
import { useLogin } from '../api/login';
import { FormAlert } from './form-alert';

type LoginField = 'email' | 'password';

export function LoginForm({ onSuccess }: { onSuccess?: (user: User) => void }) {
  const login = useLogin({ onSuccess });
  const [values, setValues] = useState<Record<LoginField, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});

  const serverFields = login.error instanceof ApiError ? login.error.fields : undefined;
  const errorOf = (field: LoginField) => errors[field] ?? serverFields?.[field];

  const update = (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const parsed = loginBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<LoginField>(parsed.error));
      return;
    }
    setErrors({});
    login.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={login.isPending}>
      {login.isError ? <FormAlert>{getErrorMessage(login.error, 'Login failed')}</FormAlert> : null}
      <Field label="Email" error={errorOf('email')}>
        {(control) => (
          <Input
            {...control}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => update('email', event.target.value)}
          />
        )}
      </Field>
      <Field label="Password" error={errorOf('password')}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm text-muted">
        Don&apos;t have an account?{' '}
        <Link to={paths.auth.register.getHref()} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          Register
        </Link>
      </p>
    </form>
  );
}
