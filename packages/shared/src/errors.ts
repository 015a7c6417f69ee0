import { z } from 'zod';

/** Every error answer of the API (DESIGN §4). `message` is shown to people as it is. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Stable machine-readable codes. */
export const ERROR_CODES = {
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  notFound: 'not_found',
  conflict: 'conflict',
  /** An Idempotency-Key sent again with a different request (422). */
  idempotencyKeyReused: 'idempotency_key_reused',
  tooLarge: 'payload_too_large',
  unsupportedMedia: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const;
