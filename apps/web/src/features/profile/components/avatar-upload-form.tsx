import { IMAGE_ACCEPT, isAcceptedImageFile, type AvatarUploadResponse } from '@momentum/shared';
import { ImageUp } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useUploadAvatar } from '../api/upload-avatar';

// Loaded beside the page rather than with it: the check only runs when a file is sent.
const loadAvatarFormSchema = () => import('./avatar-form-schema').then((module) => module.avatarFormSchema);

export type AvatarUploadFormProps = {
  /** Lets the app refresh the profile (and so the header avatar) after an upload. */
  onUploaded?: (data: AvatarUploadResponse) => Promise<void> | void;
};

/** File picker, a preview of the chosen image, 'Upload Avatar' (only with an image chosen) and its progress. */
export function AvatarUploadForm({ onUploaded }: AvatarUploadFormProps) {
  const form = useSchemaForm(loadAvatarFormSchema, { defaultValues: { files: undefined } });
  const upload = useUploadAvatar({
    onSuccess: async (data) => {
      await onUploaded?.(data);
      // Also empties the file input.
      form.reset();
    },
  });
  const file = form.watch('files')?.[0];
  const image = file && isAcceptedImageFile(file) ? file : null;
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  // The preview's object URL is released when replaced or when the form goes away.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <Form
      form={form}
      onSubmit={(chosen) => upload.mutate(chosen)}
      request={upload}
      dismissOnEdit
      className="space-y-4"
    >
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt="Preview of the chosen file"
            className="size-16 shrink-0 rounded-full object-cover ring-1 ring-line"
          />
        ) : null}
        <FormField
          name="files"
          label="Choose an image"
          description="JPEG, PNG or WebP, up to 10 MB."
          className="min-w-0 flex-1"
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={upload.isPending}
              className="block w-full text-sm text-muted file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-field file:bg-surface file:px-4 file:text-sm file:font-semibold file:text-ink hover:file:bg-subtle"
            />
          )}
        </FormField>
      </div>
      {upload.isPending ? <ProgressBar value={upload.progress} label="Avatar upload progress" /> : null}
      <Button type="submit" disabled={!image || upload.isPending}>
        <ImageUp aria-hidden="true" />
        Upload Avatar
      </Button>
    </Form>
  );
}
