import type { User } from '@momentum/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useLogin } from '../api/login';

// Loaded after the page has rendered (the form starts loading it when it mounts): the first load carries no zod.
const loadLoginSchema = async () => (await import('../utils/auth-schemas')).loginBodySchema;

export function LoginForm({ onSuccess }: { onSuccess?: (user: User) => void }) {
  const login = useLogin({ onSuccess });
  const form = useSchemaForm(loadLoginSchema, { defaultValues: { email: '', password: '' } });

  return (
    <Form form={form} onSubmit={(body) => login.mutate(body)} request={login} className="space-y-5">
      {login.isError ? <InlineAlert>{getErrorMessage(login.error, 'Login failed')}</InlineAlert> : null}
      <FormField name="email" label="Email" type="email" inputMode="email" autoComplete="email" required />
      <FormField name="password" label="Password">
        {(control) => <PasswordInput {...control} autoComplete="current-password" required />}
      </FormField>
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
    </Form>
  );
}
