import {
  PROFILE_PICTURE_FIELD,
  profilePictureResponseSchema,
  type ProfilePictureResponse,
} from '@momentum/shared';
import { useFileUpload, type FileUploadOptions } from '@/lib/api-transfer';

const profilePictureUpload = {
  path: '/user/profile-picture',
  field: PROFILE_PICTURE_FIELD,
  schema: profilePictureResponseSchema,
  method: 'PUT',
} as const;

/** PUT /user/profile-picture with its upload progress; `onSuccess` lets the app refresh the profile. */
export function useUploadProfilePicture(options: FileUploadOptions<ProfilePictureResponse> = {}) {
  return useFileUpload(profilePictureUpload, options);
}
