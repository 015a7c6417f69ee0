import { PASSWORD_MIN, registerBodySchema, type User } from '@momentum/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useZodForm } from '@/hooks/use-zod-form';
import { getErrorMessage } from '@/lib/api-client';
import { validateWith } from '@/utils/form-errors';
import { useRegister } from '../api/register';
import { FormAlert } from './form-alert';

export function RegisterForm({ onSuccess }: { onSuccess?: (user: User) => void }) {
  const register = useRegister({ onSuccess });
  const { values, update, errorOf, onSubmit } = useZodForm({
    initialValues: { name: '', email: '', password: '' },
    validate: (current) => validateWith(registerBodySchema, current),
    onValid: (body) => register.mutate(body),
    mutation: register,
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={register.isPending}>
      {register.isError ? (
        <FormAlert>{getErrorMessage(register.error, 'Registration failed')}</FormAlert>
      ) : null}
      <Field label="Name" error={errorOf('name')}>
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => update('name', event.target.value)}
          />
        )}
      </Field>
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
      <Field label="Password" error={errorOf('password')} hint={`At least ${PASSWORD_MIN} characters.`}>
        {(control) => (
          <PasswordInput
            {...control}
            name="password"
            autoComplete="new-password"
            required
            minLength={PASSWORD_MIN}
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating...' : 'Register'}
      </Button>
      <p className="text-center text-sm text-muted">
        Already have an account?{' '}
        <Link
          to={paths.auth.login.getHref()}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </form>
  );
}
