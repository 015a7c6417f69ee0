import {
  errorBodySchema,
  IMPORT_MAX_BYTES,
  importConfirmSchema,
  importIdParamsSchema,
  importPreviewSchema,
  importResultSchema,
  weightImportResultSchema,
} from '@momentum/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.js';
import { fileUploadSchema, uploadRoutes } from '../../plugins/route-shapes.js';
import { signedInRoutes } from '../../plugins/signed-in.js';
import { createImportService } from './import.service.js';
import { createWeightImportService } from './weight-import.service.js';

const FIELD = 'file';
const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);
const MULTIPART_FRAMING_BYTES = 64 * 1024;
export const IMPORT_TOO_LARGE = `This file is too large. Please import a file of at most ${MAX_MB} MB.`;

/** Multipart failures as answers a person can act on. */
function translateUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(IMPORT_TOO_LARGE);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return unsupportedMediaType(`Send the file as multipart/form-data in the field "${FIELD}".`);
  if (code === 'FST_MP_PREMATURE_CLOSE') return badRequest('The upload was interrupted. Please try again.');
  if (code?.startsWith('FST_') && /LIMIT/.test(code)) return payloadTooLarge('Send one file at a time.');
  return error;
}

/** The uploaded file as a stream: it is read while it arrives, never held whole. */
async function uploadedFile(request: FastifyRequest): Promise<AsyncIterable<Buffer>> {
  if (!request.isMultipart()) {
    throw unsupportedMediaType(`Send the file as multipart/form-data in the field "${FIELD}".`);
  }
  // A body announced larger than the limit (with room for the multipart framing) is refused before it is read.
  const announced = Number(request.headers['content-length']);
  if (announced > IMPORT_MAX_BYTES + MULTIPART_FRAMING_BYTES) throw payloadTooLarge(IMPORT_TOO_LARGE);
  const part = await request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== FIELD) {
    part?.file.resume();
    throw badRequest(`Choose a CSV file to import in the field "${FIELD}".`, {
      [FIELD]: 'Choose a CSV file to import.',
    });
  }
  return untruncated(part.file);
}

/** Hands the request's file to `use`; the multipart failures, also while `use` reads it, become answers. */
async function withUploadedFile<T>(
  request: FastifyRequest,
  use: (file: AsyncIterable<Buffer>) => Promise<T>,
): Promise<T> {
  try {
    return await use(await uploadedFile(request));
  } catch (error) {
    throw translateUploadError(error);
  }
}

/** The stream's chunks, failing at its end when the size limit cut it short (busboy truncates silently). */
async function* untruncated(file: AsyncIterable<Buffer> & { truncated?: boolean }): AsyncGenerator<Buffer> {
  for await (const chunk of file) yield chunk;
  if (file.truncated) throw payloadTooLarge(IMPORT_TOO_LARGE);
}

/** Importing workout histories from Strong and Hevy (issue 18), mounted under /api. */
export const importRoutes = signedInRoutes('import', async (app) => {
  const imports = createImportService(app.db);
  const weightImports = createWeightImportService(app.db);

  await uploadRoutes(app, (uploads) => {
    uploads.post(
      '/import/weights',
      { schema: fileUploadSchema({ 200: weightImportResultSchema }) },
      (request) => withUploadedFile(request, (file) => weightImports.import(request.userId, file)),
    );

    uploads.post('/import/preview', { schema: fileUploadSchema({ 200: importPreviewSchema }) }, (request) =>
      withUploadedFile(request, (file) => imports.preview(request.userId, file, request.timeZone)),
    );
  });

  app.post(
    '/import/:importId/confirm',
    {
      schema: {
        params: importIdParamsSchema,
        body: importConfirmSchema,
        response: { 200: importResultSchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      imports.confirm(request.userId, request.params.importId, request.body, request.timeZone),
  );
});
