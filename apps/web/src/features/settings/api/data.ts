import {
  IMPORT_MAX_BYTES,
  importPreviewSchema,
  importResultSchema,
  weightImportResultSchema,
  type ImportConfirm,
  type ImportPreview,
  type ImportResult,
  type WeightImportResult,
} from '@momentum/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, downloadFile, uploadWithProgress } from '@/lib/api-client';

export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);
export const FILE_TOO_LARGE = `This file is too large. Please import a file of at most ${IMPORT_MAX_MB} MB.`;

function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** An upload with its progress (0-100), refused here already when the file is over the limit. */
function useUpload<T>(path: string, schema: { parse: (value: unknown) => T }, onSuccess?: () => void) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    onSuccess,
    mutationFn: (file: File) => {
      if (file.size > IMPORT_MAX_BYTES) return Promise.reject(new Error(FILE_TOO_LARGE));
      setProgress(0);
      return uploadWithProgress(path, fileForm(file), (p) => setProgress(p.percent), {
        schema: schema as never,
      }) as Promise<T>;
    },
  });
  return { ...mutation, progress };
}

/** POST /import/preview: the workout file is read and staged; nothing is stored yet. */
export const usePreviewImport = () => useUpload<ImportPreview>('/import/preview', importPreviewSchema);

/** POST /import/weights: a weight history, stored at once. */
export function useImportWeights() {
  const queryClient = useQueryClient();
  // The latest weight shows on the dashboard; the progress lists refresh when next opened.
  return useUpload<WeightImportResult>('/import/weights', weightImportResultSchema, () => {
    void queryClient.invalidateQueries();
  });
}

/** POST /import/{id}/confirm: stores the staged workouts in one transaction. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, body }: { importId: string; body: ImportConfirm }): Promise<ImportResult> =>
      api.post(`/import/${encodeURIComponent(importId)}/confirm`, body, { schema: importResultSchema }),
    // Every list and figure may have changed: workouts, records, the dashboard.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** GET /export: the ZIP, handed to the browser as a download. */
export function useExport() {
  return useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await downloadFile('/export');
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName ?? 'momentum-export.zip';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
  });
}
