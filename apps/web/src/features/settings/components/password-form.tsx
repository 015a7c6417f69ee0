import { passwordChangeBodySchema, type PasswordChangeBody } from '@momentum/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../api/account';

/** Asks for the current password; on success every other device is signed out. */
export function PasswordForm() {
  const [done, setDone] = useState(false);
  const form = useSchemaForm(passwordChangeBodySchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword();
  const save = (body: PasswordChangeBody) =>
    change.mutate(body, {
      onSuccess: () => {
        form.reset();
        setDone(true);
      },
    });
  return (
    <Form
      form={form}
      onSubmit={save}
      pending={change.isPending}
      serverError={change.error}
      dismissOnEdit={change}
      onChange={() => setDone(false)}
      className="space-y-4"
    >
      <FormField name="currentPassword" label="Current password">
        {(control) => <PasswordInput {...control} autoComplete="current-password" />}
      </FormField>
      <FormField name="newPassword" label="New password">
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
        <p role="status" className="text-sm text-muted">
          {done ? 'Password changed. Your other devices are signed out.' : ''}
        </p>
      </div>
    </Form>
  );
}
