import { passwordChangeBodySchema, type PasswordChangeBody } from '@momentum/shared';
import { Form, FormField, serverFieldErrorsOf, useSchemaForm } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { SaveRow } from '@/components/ui/save-row';
import { getErrorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/account';

/** Asks for the current password; on success every other device is signed out. */
export function PasswordForm() {
  const form = useSchemaForm(passwordChangeBodySchema, {
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = useChangePassword();
  const save = (body: PasswordChangeBody) =>
    change.mutate(body, {
      onSuccess: () => form.reset(),
      // A refusal about no one field (too many wrong passwords, the server unreachable) shows above the form.
      onError: (error) => {
        if (!serverFieldErrorsOf(error))
          form.setError('root', { message: getErrorMessage(error, 'Could not change your password.') });
      },
    });
  return (
    <Form form={form} request={change} onSubmit={save} dismissOnEdit className="space-y-4">
      <FormField name="currentPassword" label="Current password">
        {(control) => <PasswordInput {...control} autoComplete="current-password" />}
      </FormField>
      <FormField name="newPassword" label="New password">
        {(control) => <PasswordInput {...control} autoComplete="new-password" />}
      </FormField>
      <SaveRow
        label="Change password"
        busyLabel="Changing..."
        savedLabel="Password changed. Your other devices are signed out."
        className="flex-wrap"
      />
    </Form>
  );
}
