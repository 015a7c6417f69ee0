import { IMAGE_MAX_BYTES, isAcceptedImageFile, PROGRESS_PHOTOS_PER_REQUEST } from '@momentum/shared';

const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/** Why a selection cannot be uploaded, or null when it can. The server checks the bytes again. */
export function photoSelectionError(files: readonly File[]): string | null {
  if (files.length === 0) return null;
  if (files.length > PROGRESS_PHOTOS_PER_REQUEST) {
    return `Choose at most ${PROGRESS_PHOTOS_PER_REQUEST} photos at a time.`;
  }
  const refused = files.find((file) => !isAcceptedImageFile(file));
  if (refused) return `${refused.name} is not a JPEG, PNG or WebP image of at most ${MAX_MB} MB.`;
  return null;
}

export const photoCount = (n: number) => `${n} ${n === 1 ? 'photo' : 'photos'}`;
