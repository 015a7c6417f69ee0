import { AVATAR_FIELD, avatarUploadResponseSchema, type AvatarUploadResponse } from '@momentum/shared';
import { useFileUpload, type FileUploadOptions } from '@/lib/api-transfer';

const avatarUpload = { path: '/upload/avatar', field: AVATAR_FIELD, schema: avatarUploadResponseSchema };

/** POST /upload/avatar with its upload progress (0-100); `onSuccess` lets the app refresh the profile. */
export function useUploadAvatar(options: FileUploadOptions<AvatarUploadResponse> = {}) {
  return useFileUpload(avatarUpload, options);
}
