import { profileUpdateBodySchema, type User } from '@momentum/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

export type ProfileNameFormProps = {
  name: string;
  onSaved?: (user: User) => Promise<void> | void;
};

/** Edits the display name (PUT /auth/profile). */
export function ProfileNameForm({ name, onSaved }: ProfileNameFormProps) {
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile({
    onSuccess: async (user) => {
      setValue(user.name);
      setSaved(true);
      await onSaved?.(user);
    },
  });
  const serverError =
    update.error instanceof ApiError
      ? (update.error.fields?.name ?? getErrorMessage(update.error, 'Failed to save name'))
      : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = profileUpdateBodySchema.safeParse({ name: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    update.mutate(parsed.data);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-wrap items-start gap-3"
      aria-busy={update.isPending}
    >
      <Field label="Name" error={error ?? serverError} className="min-w-0 flex-1 basis-56">
        {(control) => (
          <Input
            {...control}
            name="name"
            autoComplete="name"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
              setSaved(false);
              update.reset();
            }}
          />
        )}
      </Field>
      <div className="flex items-center gap-3 sm:pt-6.5">
        <Button type="submit" variant="outline" disabled={update.isPending || value.trim() === name}>
          {update.isPending ? 'Saving...' : 'Save Name'}
        </Button>
        <p role="status" className="text-sm text-muted">
          {saved ? 'Saved' : ''}
        </p>
      </div>
    </form>
  );
}
