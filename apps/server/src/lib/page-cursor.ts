import type { FastifyReply } from 'fastify';
import { CURSOR_MESSAGE, NEXT_CURSOR_HEADER, PAGE_CURSOR_MESSAGE } from '@momentum/shared';
import { badRequest } from './errors.js';

/**
 * Keyset paging of the plain-array lists (docs/decisions/0006). A list is sorted newest first by three text
 * columns ending in the id, so the last row of a page says exactly where the next page starts: rows added or
 * removed meanwhile never make an entry show twice or go missing.
 */
export type ListPosition = readonly [string, string, string];

export type Page<T> = { items: T[]; nextCursor: string | undefined };

/** Any list position as a cursor, opaque to clients: base64url of its JSON. */
export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

/**
 * The position a cursor names, when `isPosition` recognises it; otherwise a 400 naming `field` (the query
 * parameter that carried it) with `message` (a cursor this server did not make, or one of another list).
 */
export function decodeCursor<Position>(
  cursor: string,
  isPosition: (value: unknown) => value is Position,
  message: string,
  field = 'cursor',
): Position {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (isPosition(value)) return value;
  } catch {
    // falls through to the 400 below
  }
  throw badRequest(`${field}: ${message}`, { [field]: message });
}

/** Recognises a position of `length` texts, as a list sorted by that many text columns makes. */
export const isTextTuple =
  <Position extends readonly string[]>(length: Position['length']) =>
  (value: unknown): value is Position =>
    Array.isArray(value) && value.length === length && value.every((part) => typeof part === 'string');

const isListPosition = isTextTuple<ListPosition>(3);

/** The position a cursor names; a 400 naming `cursor` when it is not one this server made. */
export const decodePageCursor = (cursor: string): ListPosition =>
  decodeCursor(cursor, isListPosition, CURSOR_MESSAGE);

/**
 * One page of a keyset-paged list, newest first: the rows after the position `cursor` names (from the start without
 * one), fetched with `limit + 1` so that the extra row only tells that another page exists; the next page's cursor
 * is the last row's position, undefined on the last page.
 */
export async function keysetPage<Row, Position>(
  page: { cursor: string | undefined; limit: number; decode: (cursor: string) => Position },
  fetch: (limit: number, after: Position | undefined) => Promise<Row[]>,
  positionOf: (row: Row) => unknown,
): Promise<Page<Row>> {
  const after = page.cursor === undefined ? undefined : page.decode(page.cursor);
  const rows = await fetch(page.limit + 1, after);
  const items = rows.slice(0, page.limit);
  const last = items.at(-1);
  const nextCursor = rows.length > page.limit && last ? encodeCursor(positionOf(last)) : undefined;
  return { items, nextCursor };
}

/** Answers the page's array as the spec shows it, with the next page's cursor in a header. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}

/** The cursor of a ranked search list (`{ items, nextCursor }`): the offset into it. */
type OffsetPosition = { o: number };
const isOffsetPosition = (value: unknown): value is OffsetPosition => {
  const offset = (value as Partial<OffsetPosition> | null)?.o;
  return typeof offset === 'number' && Number.isInteger(offset) && offset >= 0;
};
export const encodeOffsetCursor = (offset: number) => encodeCursor({ o: offset } satisfies OffsetPosition);
export const decodeOffsetCursor = (cursor: string) =>
  decodeCursor(cursor, isOffsetPosition, PAGE_CURSOR_MESSAGE).o;

/** One page of a ranked list at the offset a cursor names, and the cursor of the next page (null at the end). */
export function offsetPage<T>(ranked: readonly T[], cursor: string | undefined, limit: number) {
  const offset = cursor ? decodeOffsetCursor(cursor) : 0;
  const next = offset + limit;
  return {
    items: ranked.slice(offset, next),
    nextCursor: next < ranked.length ? encodeOffsetCursor(next) : null,
  };
}
