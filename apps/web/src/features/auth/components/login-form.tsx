import { loginBodySchema, type User } from '@momentum/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useZodForm } from '@/hooks/use-zod-form';
import { getErrorMessage } from '@/lib/api-client';
import { validateWith } from '@/utils/form-errors';
import { useLogin } from '../api/login';
import { FormAlert } from './form-alert';

export function LoginForm({ onSuccess }: { onSuccess?: (user: User) => void }) {
  const login = useLogin({ onSuccess });
  const { values, update, errorOf, onSubmit } = useZodForm({
    initialValues: { email: '', password: '' },
    validate: (current) => validateWith(loginBodySchema, current),
    onValid: (body) => login.mutate(body),
    mutation: login,
  });

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
        <Link
          to={paths.auth.register.getHref()}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Register
        </Link>
      </p>
    </form>
  );
}
