import { IMAGE_ACCEPT, isAcceptedImageFile, type AvatarUploadResponse } from '@momentum/shared';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useUploadAvatar } from '../api/upload-avatar';

export type AvatarUploadFormProps = {
  /** Lets the app refresh the profile (and so the header avatar) after an upload. */
  onUploaded?: (data: AvatarUploadResponse) => Promise<void> | void;
};

/** File picker, a preview of the chosen image, 'Upload Avatar' (only with an image chosen) and its progress. */
export function AvatarUploadForm({ onUploaded }: AvatarUploadFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadAvatar({
    onSuccess: async (data) => {
      await onUploaded?.(data);
      choose(null);
      if (input.current) input.current.value = '';
    },
  });

  // The preview's object URL is released when replaced or when the form goes away.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  function choose(next: File | null) {
    setFile(next);
    setPreview(next && isAcceptedImageFile(next) ? URL.createObjectURL(next) : null);
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    upload.reset();
    choose(event.target.files?.[0] ?? null);
  };

  const canUpload = file !== null && isAcceptedImageFile(file) && !upload.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file && canUpload) upload.mutate(file);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={upload.isPending}>
      <div className="flex flex-wrap items-center gap-4">
        {preview ? (
          <img
            src={preview}
            alt="Preview of the chosen file"
            className="size-16 shrink-0 rounded-full object-cover ring-1 ring-line"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-1.5">
          <label htmlFor={id} className="block text-sm font-medium text-ink">
            Choose an image
          </label>
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            aria-describedby={`${id}-hint`}
            disabled={upload.isPending}
            onChange={onChange}
            className="block w-full text-sm text-muted file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-field file:bg-surface file:px-4 file:text-sm file:font-semibold file:text-ink hover:file:bg-subtle"
          />
          <p id={`${id}-hint`} className="text-sm text-muted">
            JPEG, PNG or WebP, up to 10 MB.
          </p>
        </div>
      </div>
      {upload.isPending ? <ProgressBar value={upload.progress} label="Avatar upload progress" /> : null}
      <Button type="submit" disabled={!canUpload}>
        <ImageUp aria-hidden="true" />
        Upload Avatar
      </Button>
    </form>
  );
}
