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
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { downloadFile, useFileUpload } from '@/lib/api-transfer';

export const IMPORT_MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);
export const FILE_TOO_LARGE = `This file is too large. Please import a file of at most ${IMPORT_MAX_MB} MB.`;

/** The import endpoints take the file as the field `file`, refused here already when it is over the limit. */
const importUpload = <T>(path: string, schema: z.ZodType<T>) => ({ path, field: 'file', schema });
const importLimit = { maxBytes: IMPORT_MAX_BYTES, message: FILE_TOO_LARGE };

/** POST /import/preview: the workout file is read and staged; nothing is stored yet. */
export const usePreviewImport = () =>
  useFileUpload<ImportPreview>(importUpload('/import/preview', importPreviewSchema), { limit: importLimit });

/** POST /import/weights: a weight history, stored at once. */
export function useImportWeights() {
  const queryClient = useQueryClient();
  // The latest weight shows on the dashboard; the progress lists refresh when next opened.
  return useFileUpload<WeightImportResult>(importUpload('/import/weights', weightImportResultSchema), {
    limit: importLimit,
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
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
