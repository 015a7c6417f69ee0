import { accountDeleteBodySchema, type AccountDeleteBody } from '@momentum/shared';
import { useState } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormField, serverFieldErrorsOf, useSchemaForm } from '@/components/ui/form';
import { PasswordInput } from '@/components/ui/password-input';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/account';

/** Deleting the account: the password, then a last question; afterwards this device is signed out too. */
export function DeleteAccountCard({ onDeleted }: { onDeleted: () => void }) {
  const [confirming, setConfirming] = useState<AccountDeleteBody | null>(null);
  const form = useSchemaForm(accountDeleteBodySchema, { defaultValues: { password: '' } });
  const remove = useDeleteAccount({ onSuccess: onDeleted });
  const confirm = () => {
    if (!confirming) return;
    remove.mutate(confirming, {
      onSettled: () => setConfirming(null),
      // A refusal about no one field (too many wrong passwords, the server unreachable) shows above the form.
      onError: (error) => {
        if (!serverFieldErrorsOf(error))
          form.setError('root', { message: getErrorMessage(error, 'Could not delete your account.') });
      },
    });
  };
  return (
    <Card className="border-danger-line">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Removes your workouts, meals, progress, photos, posts, comments, likes and friendships for good.
          Export your data first if you want to keep it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} request={remove} onSubmit={setConfirming} dismissOnEdit className="space-y-4">
          <FormField name="password" label="Password">
            {(control) => <PasswordInput {...control} autoComplete="current-password" />}
          </FormField>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete account'}
          </Button>
        </Form>
        <AlertDialog
          open={confirming !== null}
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          title="Delete your account?"
          description="Everything you stored in Momentum is removed. This cannot be undone."
          confirmLabel="Delete account"
          onConfirm={confirm}
          waitForAction
          pending={remove.isPending}
          pendingLabel="Deleting..."
        />
      </CardContent>
    </Card>
  );
}
