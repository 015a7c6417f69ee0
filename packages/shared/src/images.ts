import { z } from 'zod';
import { userSchema } from './auth.js';

/** Upload limits of the one image pipeline (DESIGN §6). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_SIDE = 2048;
export const AVATAR_MAX_SIDE = 512;
export const THUMB_MAX_SIDE = 320;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** For a file input's accept attribute; the server still decides by the bytes. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export const IMAGE_PURPOSES = ['avatar', 'progress'] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];
export const IMAGE_VARIANTS = ['full', 'thumb'] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];

/** Multipart field names of spec section 7. */
export const AVATAR_FIELD = 'avatar';
export const PROFILE_PICTURE_FIELD = 'picture';

/** PUT /api/user/profile-picture */
export const profilePictureResponseSchema = z.object({ profilePicture: z.string() });
export type ProfilePictureResponse = z.infer<typeof profilePictureResponseSchema>;

/** POST /api/upload/avatar */
export const avatarUploadResponseSchema = z.object({ avatarUrl: z.string(), user: userSchema });
export type AvatarUploadResponse = z.infer<typeof avatarUploadResponseSchema>;

export const imageParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const signedImageQuerySchema = z.object({
  v: z.enum(IMAGE_VARIANTS).default('full'),
  exp: z.coerce.number().int().positive(),
  sig: z.string().min(1).max(128),
});

/** A quick check before uploading; the server checks the bytes themselves. */
export function isAcceptedImageFile(file: { type: string; size: number }): boolean {
  return (
    (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) &&
    file.size > 0 &&
    file.size <= IMAGE_MAX_BYTES
  );
}
