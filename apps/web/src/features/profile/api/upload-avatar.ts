import { AVATAR_FIELD, avatarUploadResponseSchema, type AvatarUploadResponse } from '@momentum/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '@/lib/api-client';

export function uploadAvatar(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<AvatarUploadResponse> {
  const form = new FormData();
  form.append(AVATAR_FIELD, file);
  return uploadWithProgress('/upload/avatar', form, (p) => onProgress?.(p.percent), {
    schema: avatarUploadResponseSchema,
  });
}

/** POST /upload/avatar with its upload progress (0-100); `onSuccess` lets the app refresh the profile. */
export function useUploadAvatar({
  onSuccess,
}: { onSuccess?: (data: AvatarUploadResponse) => Promise<void> | void } = {}) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadAvatar(file, setProgress);
    },
    onSuccess: (data) => onSuccess?.(data),
  });
  return { ...mutation, progress };
}
