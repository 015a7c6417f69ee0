import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '@momentum/shared';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../../lib/errors.js';

export type UploadedFile = {
  field: string;
  /** What the client called it; never trusted for the type. */
  filename: string;
  buffer: Buffer;
};

export type ReadFilesOptions = {
  /** The multipart field the files come in, e.g. 'avatar', 'picture', 'photos'. */
  field: string;
  /** At most this many files in that field (default 1; the app-wide limit is 10 a request). */
  maxFiles?: number;
};

const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);
export const FILE_TOO_LARGE = `This file is too large. Please upload an image of at most ${MAX_MB} MB.`;

function translate(error: unknown, maxFiles: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(FILE_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return payloadTooLarge(`Too many files. Please upload at most ${maxFiles} at a time.`);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return unsupportedMediaType('Send the image as multipart/form-data.');
  if (code === 'FST_MP_PREMATURE_CLOSE') return badRequest('The upload was interrupted. Please try again.');
  return error;
}

/**
 * Reads the files of one multipart field into buffers, enforcing the per-file size limit (413) and a file
 * count. Files in other fields are drained and ignored; a request without a file in the field answers 400
 * naming the field. Nothing is decoded here: pass each buffer to processImage().
 */
export async function readUploadedFiles(
  request: FastifyRequest,
  options: ReadFilesOptions,
): Promise<UploadedFile[]> {
  const { field } = options;
  const maxFiles = options.maxFiles ?? 1;
  if (!request.isMultipart()) {
    throw unsupportedMediaType(`Send the image as multipart/form-data in the field "${field}".`);
  }
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      if (files.length >= maxFiles) {
        part.file.resume();
        throw payloadTooLarge(`Too many files. Please upload at most ${maxFiles} at a time.`);
      }
      const buffer = await part.toBuffer();
      files.push({ field, filename: part.filename, buffer });
    }
  } catch (error) {
    throw translate(error, maxFiles);
  }
  if (files.length === 0)
    throw badRequest(`Choose an image to upload in the field "${field}".`, {
      [field]: 'Choose an image to upload.',
    });
  return files;
}

/** The single file of a field (avatar, profile picture). */
export async function readUploadedFile(request: FastifyRequest, field: string): Promise<UploadedFile> {
  const [file] = await readUploadedFiles(request, { field, maxFiles: 1 });
  return file!;
}
