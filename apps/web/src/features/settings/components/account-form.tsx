import { profileUpdateBodySchema, type ProfileUpdateBody, type User } from '@momentum/shared';
import type { z } from 'zod';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { SaveRow } from '@/components/ui/save-row';
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
  const form = useSchemaForm(accountFormSchema, { defaultValues: { name: user.name, email: user.email } });
  const update = useUpdateAccount({
    onSuccess: async (updated) => {
      form.reset({ name: updated.name, email: updated.email });
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
    <Form form={form} request={update} onSubmit={save} dismissOnEdit className="space-y-4">
      <FormField name="name" label="Name" autoComplete="name" />
      <FormField name="email" label="Email" type="email" autoComplete="email" />
      <SaveRow label="Save" busyLabel="Saving..." savedLabel="Saved" />
    </Form>
  );
}
