import { PASSWORD_MIN, type User } from '@momentum/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useRegister } from '../api/register';

// Loaded after the page has rendered (the form starts loading it when it mounts): the first load carries no zod.
const loadRegisterSchema = async () => (await import('../utils/auth-schemas')).registerBodySchema;

export function RegisterForm({ onSuccess }: { onSuccess?: (user: User) => void }) {
  const register = useRegister({ onSuccess });
  const form = useSchemaForm(loadRegisterSchema, { defaultValues: { name: '', email: '', password: '' } });

  return (
    <Form form={form} onSubmit={(body) => register.mutate(body)} request={register} className="space-y-5">
      {register.isError ? (
        <InlineAlert>{getErrorMessage(register.error, 'Registration failed')}</InlineAlert>
      ) : null}
      <FormField name="name" label="Name" autoComplete="name" required />
      <FormField name="email" label="Email" type="email" inputMode="email" autoComplete="email" required />
      <FormField name="password" label="Password" description={`At least ${PASSWORD_MIN} characters.`}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" required minLength={PASSWORD_MIN} />
        )}
      </FormField>
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
    </Form>
  );
}
