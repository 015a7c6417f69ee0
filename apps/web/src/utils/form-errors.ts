import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** What a form's check returns: the body to send, or the message to show next to each failing field. */
export type FormValidation<K extends string, Output> =
  { ok: true; data: Output } | { ok: false; errors: FieldErrors<K> };

/** First message per field of a failed parse, for showing next to each input. */
export function fieldErrorsOf<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in errors)) errors[key as K] = issue.message;
  }
  return errors;
}

/** Parses `input` with the API's own schema, keeping the first message per field when it fails. */
export function validateWith<K extends string, Output>(
  schema: z.ZodType<Output>,
  input: unknown,
): FormValidation<K, Output> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: fieldErrorsOf<K>(parsed.error) };
}
