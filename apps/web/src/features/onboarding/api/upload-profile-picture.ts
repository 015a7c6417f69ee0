import {
  PROFILE_PICTURE_FIELD,
  profilePictureResponseSchema,
  type ProfilePictureResponse,
} from '@momentum/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from '@/lib/api-client';

export function uploadProfilePicture(
  file: File,
  onProgress?: (percent: number) => void,
): Promise<ProfilePictureResponse> {
  const form = new FormData();
  form.append(PROFILE_PICTURE_FIELD, file);
  return uploadWithProgress('/user/profile-picture', form, (p) => onProgress?.(p.percent), {
    method: 'PUT',
    schema: profilePictureResponseSchema,
  });
}

/** PUT /user/profile-picture with its upload progress; `onSuccess` lets the app refresh the profile. */
export function useUploadProfilePicture({
  onSuccess,
}: { onSuccess?: (data: ProfilePictureResponse) => Promise<void> | void } = {}) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadProfilePicture(file, setProgress);
    },
    onSuccess: (data) => onSuccess?.(data),
  });
  return { ...mutation, progress };
}
