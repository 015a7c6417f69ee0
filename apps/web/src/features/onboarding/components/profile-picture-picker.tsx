import { IMAGE_ACCEPT, isAcceptedImageFile, ONBOARDING_MESSAGES } from '@momentum/shared';
import { Camera, UserRound } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { FieldError } from '@/components/ui/field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useUploadProfilePicture } from '../api/upload-profile-picture';

export type ProfilePicturePickerProps = {
  /** The picture the user already has, if any. */
  currentUrl: string | null | undefined;
  /** Lets the app refresh the profile after an upload. */
  onUploaded?: () => Promise<void> | void;
};

/** Uploads the chosen picture at once (PUT /user/profile-picture) and shows what the server answered. */
export function ProfilePicturePicker({ currentUrl, onUploaded }: ProfilePicturePickerProps) {
  const id = useId();
  const upload = useUploadProfilePicture({ onSuccess: () => onUploaded?.() });
  const [refused, setRefused] = useState(false);
  const url = upload.data?.profilePicture ?? currentUrl ?? null;
  const failed = refused || upload.isError;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    if (!isAcceptedImageFile(file)) {
      upload.reset();
      setRefused(true);
      return;
    }
    setRefused(false);
    upload.mutate(file);
  };

  return (
    <div className="flex items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-subtle ring-1 ring-line">
        {url ? (
          <img src={url} alt="Your avatar" className="size-full object-cover" />
        ) : (
          <UserRound aria-hidden="true" className="size-9 text-faint" />
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <label
          htmlFor={id}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-field bg-surface px-4 text-sm font-semibold hover:bg-subtle has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
        >
          <Camera aria-hidden="true" className="size-4" />
          {url ? 'Change picture' : 'Upload picture'}
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            aria-describedby={failed ? `${id}-error` : `${id}-hint`}
            disabled={upload.isPending}
            onChange={onChange}
          />
        </label>
        {upload.isPending ? (
          <ProgressBar value={upload.progress} label="Picture upload progress" className="max-w-56" />
        ) : failed ? (
          <FieldError id={`${id}-error`} role="alert">
            {ONBOARDING_MESSAGES.pictureFailed}
          </FieldError>
        ) : (
          <p id={`${id}-hint`} className="text-sm text-muted">
            Optional. JPEG, PNG or WebP, up to 10 MB.
          </p>
        )}
      </div>
    </div>
  );
}
