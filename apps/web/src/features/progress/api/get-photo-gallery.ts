import { photoGallerySchema, type PhotoGallery } from '@momentum/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { progressKeys } from './keys';

// Photo URLs are signed for about an hour; refetching well before that keeps every <img> loadable.
const PHOTO_URLS_REFRESH_MS = 30 * 60_000;

export function getPhotoGallery(signal?: AbortSignal): Promise<PhotoGallery> {
  return api.get('/progress/photos', { schema: photoGallerySchema, signal });
}

export const getPhotoGalleryQueryOptions = () =>
  queryOptions({
    queryKey: progressKeys.photos,
    queryFn: ({ signal }) => getPhotoGallery(signal),
    staleTime: 5 * 60_000,
    refetchInterval: PHOTO_URLS_REFRESH_MS,
  });

/** Every day with photos, newest first. */
export function usePhotoGallery() {
  return useQuery(getPhotoGalleryQueryOptions());
}
