import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { baseHeaders, buildUrl, networkError, readBody, withAuthRetry, type RawResponse } from './api-client';

/*
 * Uploads with progress and file downloads, through the same headers and refresh rule as lib/api-client.ts: apart
 * from it because only a few screens (photos, avatar, import and export) use them, so the first load of every page
 * does not carry them (issue 14).
 */

export type UploadProgress = { loaded: number; total: number; percent: number };

export type UploadOptions<T> = {
  method?: 'POST' | 'PUT';
  signal?: AbortSignal;
  schema?: z.ZodType<T>;
};

function parseXhrBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Multipart upload to `/api{path}` reporting upload progress (fetch cannot). Same headers and refresh rule as
 * apiRequest; a retried upload reports progress from zero again.
 */
export async function uploadWithProgress<T = unknown>(
  path: string,
  formData: FormData,
  onProgress?: (progress: UploadProgress) => void,
  options: UploadOptions<T> = {},
): Promise<T> {
  const { method = 'POST', signal, schema } = options;
  const url = buildUrl(path);

  const { body: data } = await withAuthRetry(
    (accessToken) =>
      new Promise<RawResponse>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
          return;
        }
        const xhr = new XMLHttpRequest();
        xhr.open(method, url);
        baseHeaders(accessToken).forEach((value, key) => xhr.setRequestHeader(key, value));
        xhr.upload.onprogress = (event) => {
          if (!onProgress || !event.lengthComputable) return;
          onProgress({
            loaded: event.loaded,
            total: event.total,
            percent: event.total > 0 ? Math.min(100, Math.round((event.loaded / event.total) * 100)) : 0,
          });
        };
        const onAbort = () => xhr.abort();
        signal?.addEventListener('abort', onAbort, { once: true });
        xhr.onload = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve({ status: xhr.status, statusText: xhr.statusText, body: parseXhrBody(xhr) });
        };
        xhr.onerror = () => {
          signal?.removeEventListener('abort', onAbort);
          reject(networkError(new Error('Upload failed')));
        };
        xhr.onabort = () => {
          signal?.removeEventListener('abort', onAbort);
          reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
        };
        xhr.send(formData);
      }),
    false,
  );

  return schema ? schema.parse(data) : (data as T);
}

/** An endpoint that takes one file as a multipart field and answers with `T`. */
export type FileUploadEndpoint<T> = {
  path: string;
  field: string;
  schema: z.ZodType<T>;
  method?: 'POST' | 'PUT';
};

export type FileUploadOptions<T> = {
  /** Awaited before the mutation settles, so the app can refresh what the file changed. */
  onSuccess?: (data: T) => Promise<void> | void;
  /** A file over `maxBytes` is refused here with `message`, before any byte is sent. */
  limit?: { maxBytes: number; message: string };
};

/** Sends `file` as the endpoint's field, reporting the upload's percent. */
export function uploadFile<T>(
  { path, field, schema, method }: FileUploadEndpoint<T>,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  return uploadWithProgress(path, form, (p) => onProgress?.(p.percent), { method, schema });
}

/** A mutation uploading one file, with its `progress` (0-100) that starts again at each upload. */
export function useFileUpload<T>(
  endpoint: FileUploadEndpoint<T>,
  { onSuccess, limit }: FileUploadOptions<T> = {},
) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      if (limit && file.size > limit.maxBytes) return Promise.reject(new Error(limit.message));
      setProgress(0);
      return uploadFile(endpoint, file, setProgress);
    },
    onSuccess: (data) => onSuccess?.(data),
  });
  return { ...mutation, progress };
}

/**
 * GET `/api{path}` as a file (a ZIP export): same headers and refresh rule as apiRequest; resolves with the bytes
 * and the file name the server suggested.
 */
export async function downloadFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const answer = await withAuthRetry(async (accessToken) => {
    let response: Response;
    try {
      response = await fetch(buildUrl(path), {
        headers: baseHeaders(accessToken),
        credentials: 'same-origin',
      });
    } catch (cause) {
      throw networkError(cause);
    }
    const ok = response.status >= 200 && response.status < 300;
    return {
      status: response.status,
      statusText: response.statusText,
      body: ok ? await response.blob() : await readBody(response),
      disposition: response.headers.get('content-disposition'),
    };
  }, false);
  const fileName = /filename="([^"]+)"/.exec(answer.disposition ?? '')?.[1] ?? null;
  return { blob: answer.body as Blob, fileName };
}
