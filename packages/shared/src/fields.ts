import type { z } from 'zod';

/**
 * The fields of an object schema with one field per key, in the keys' order: `schema(key)` for each. For the
 * contracts whose fields follow a list of keys (nutrients, measurements), so the list stays their one home.
 */
export function fieldsFor<Key extends string, Schema extends z.ZodType>(
  keys: readonly Key[],
  schema: (key: Key) => Schema,
): Record<Key, Schema> {
  return Object.fromEntries(keys.map((key) => [key, schema(key)])) as Record<Key, Schema>;
}
