import { z } from 'zod';

/**
 * A text field that must not be blank: trimmed, at least one character, at most `max`. Its messages start with
 * `label` ('Name must be text.', 'Name is required.', 'Name must be at most 100 characters.').
 */
export function requiredTextSchema(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/**
 * The `q` of a list's query: the words typed into a search box, trimmed (so blank is ''), at most `max`
 * characters; absent when not sent.
 */
export function searchWordsSchema(max: number) {
  return z
    .string({ error: 'q must be text.' })
    .max(max, `q must be at most ${max} characters.`)
    .transform((value) => value.trim())
    .optional();
}
