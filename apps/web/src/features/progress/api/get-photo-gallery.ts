import { photoGallerySchema } from '@momentum/shared';
import { defineQuery } from '@/lib/query-hooks';
import { progressKeys } from './keys';

// Photo URLs are signed for about an hour; refetching well before that keeps every <img> loadable.
const PHOTO_URLS_REFRESH_MS = 30 * 60_000;

const photoGallery = defineQuery(progressKeys.photos, '/progress/photos', photoGallerySchema, {
  staleTime: 5 * 60_000,
  refetchInterval: PHOTO_URLS_REFRESH_MS,
});

/** Every day with photos, newest first. */
export const usePhotoGallery = photoGallery.use;
