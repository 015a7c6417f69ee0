import { PROGRESS_PHOTOS_FIELD, progressEntrySchema, type ProgressEntry } from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress, type UploadProgress } from '@/lib/api-transfer';
import { progressKeys } from './keys';

export function uploadProgressPhotos(
  entryId: string,
  files: readonly File[],
  onProgress?: (progress: UploadProgress) => void,
): Promise<ProgressEntry> {
  const form = new FormData();
  for (const file of files) form.append(PROGRESS_PHOTOS_FIELD, file, file.name);
  return uploadWithProgress(`/progress/${encodeURIComponent(entryId)}/photos`, form, onProgress, {
    schema: progressEntrySchema,
  });
}

/** Uploads photos to one entry; `percent` is the upload's progress while it runs, else null. */
export function useUploadProgressPhotos(entryId: string) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (files: readonly File[]) =>
      uploadProgressPhotos(entryId, files, (progress) => setPercent(progress.percent)),
    onMutate: () => setPercent(0),
    onSuccess: (entry) => {
      queryClient.setQueryData<ProgressEntry[]>(progressKeys.entries, (list) =>
        list?.map((item) => (item._id === entry._id ? entry : item)),
      );
    },
    onSettled: async () => {
      setPercent(null);
      await queryClient.invalidateQueries({ queryKey: progressKeys.all });
    },
  });
  return { ...mutation, percent };
}
