import { z } from 'zod';

/**
 * Paging of the lists that answer a plain array (docs/decisions/0006): the answer stays the array the spec shows,
 * and when older items exist the response header X-Next-Cursor carries an opaque cursor; sending it back as
 * `?cursor=` answers the next, older page. No header means the last page.
 */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export const CURSOR_MESSAGE = 'Cursor must be the X-Next-Cursor header of a previous page.';
export const PAGE_CURSOR_MESSAGE = 'cursor must be a cursor from a previous page.';

const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,400}$/;

/** The cursor of a list answering `{ items, nextCursor }`: the `nextCursor` of the previous page. */
export const pageCursorSchema = z
  .string({ error: 'cursor must be text.' })
  .regex(CURSOR_PATTERN, PAGE_CURSOR_MESSAGE);

/** The cursor of a plain-array list: the X-Next-Cursor header of the previous page. */
export const headerCursorSchema = z
  .string({ error: CURSOR_MESSAGE })
  .regex(CURSOR_PATTERN, CURSOR_MESSAGE)
  .optional()
  .meta({ description: 'The X-Next-Cursor header of the previous page; absent for the newest page.' });

/** How the OpenAPI document describes a paged plain-array answer. */
export const PAGED_LIST =
  'Newest first. When older items exist, the X-Next-Cursor response header holds the cursor of the next page: ' +
  'send it back as ?cursor= (with the same limit) to get it. No header: this is the last page.';

/**
 * The `limit` of a list's query: a whole number from 1 to `max`, `fallback` when absent. Its messages start with
 * `name` as that list's contract spells it; `typeMessage: false` keeps zod's own message for a value that is not a
 * number (the lists that never had one of their own).
 */
export function limitSchema(
  max: number,
  fallback: number,
  { name = 'limit', typeMessage = true }: { name?: 'limit' | 'Limit'; typeMessage?: boolean } = {},
) {
  return z.coerce
    .number({ error: typeMessage ? `${name} must be a number.` : undefined })
    .int(`${name} must be a whole number.`)
    .min(1, `${name} must be at least 1.`)
    .max(max, `${name} must be at most ${max}.`)
    .default(fallback);
}

/** The query of a plain-array list: its `limit` (see limitSchema, with the same options) and the header `cursor`. */
export function headerPagedQuerySchema(
  max: number,
  fallback: number,
  limitOptions?: Parameters<typeof limitSchema>[2],
) {
  return z.object({ limit: limitSchema(max, fallback, limitOptions), cursor: headerCursorSchema });
}

/** A page of a list answering `{ items, nextCursor }`; `nextCursor` is null on the last page. */
export function pagedListSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
