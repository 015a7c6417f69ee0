import { profileUpdateBodySchema, type ProfileUpdateBody, type User } from '@momentum/shared';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { SaveRow } from '@/components/ui/save-row';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

export type ProfileNameFormProps = {
  name: string;
  onSaved?: (user: User) => Promise<void> | void;
};

/** Edits the display name (PUT /auth/profile). */
export function ProfileNameForm({ name, onSaved }: ProfileNameFormProps) {
  const form = useSchemaForm(profileUpdateBodySchema, { defaultValues: { name } });
  const update = useUpdateProfile({
    onSuccess: async (user) => {
      form.reset({ name: user.name });
      await onSaved?.(user);
    },
  });

  const save = (body: ProfileUpdateBody) =>
    update.mutate(body, {
      // The server's word shows by the field, as the form's own check does.
      onError: (error) => {
        if (error instanceof ApiError)
          form.setError('name', {
            message: error.fields?.name ?? getErrorMessage(error, 'Failed to save name'),
          });
      },
    });

  return (
    <Form
      form={form}
      onSubmit={save}
      request={update}
      dismissOnEdit
      className="flex flex-wrap items-start gap-3"
    >
      <FormField name="name" label="Name" autoComplete="name" className="min-w-0 flex-1 basis-56" />
      <SaveRow
        label="Save Name"
        busyLabel="Saving..."
        disabled={(form.watch('name') ?? '').trim() === name}
        savedLabel="Saved"
        className="sm:pt-6.5"
      />
    </Form>
  );
}
