import { profileUpdateBodySchema, type ProfileUpdateBody, type User } from '@momentum/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { useUpdateAccount } from '../api/account';

const accountFormSchema = profileUpdateBodySchema.required();

/** Name and e-mail (PUT /auth/profile); a taken e-mail is the server's 409, shown above the fields. */
export function AccountForm({
  user,
  onSaved,
}: {
  user: User;
  onSaved: (user: User) => Promise<void> | void;
}) {
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm(accountFormSchema, { defaultValues: { name: user.name, email: user.email } });
  const update = useUpdateAccount({
    onSuccess: async (updated) => {
      form.reset({ name: updated.name, email: updated.email });
      setSaved(true);
      await onSaved(updated);
    },
  });
  const save = (body: z.output<typeof accountFormSchema>) => {
    const changes: ProfileUpdateBody = {};
    if (body.name !== user.name) changes.name = body.name;
    if (body.email !== user.email) changes.email = body.email;
    update.mutate(changes, {
      onError: (error) => form.setError('root', { message: error.message }),
    });
  };
  return (
    <Form
      form={form}
      onSubmit={save}
      pending={update.isPending}
      serverError={update.error}
      dismissOnEdit={update}
      onChange={() => setSaved(false)}
      className="space-y-4"
    >
      <FormField name="name" label="Name" autoComplete="name" />
      <FormField name="email" label="Email" type="email" autoComplete="email" />
      <div className="flex items-center gap-3">
        <Button type="submit" variant="outline" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <p role="status" className="text-sm text-muted">
          {saved ? 'Saved' : ''}
        </p>
      </div>
    </Form>
  );
}
