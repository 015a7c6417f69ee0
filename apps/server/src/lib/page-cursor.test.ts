import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, isTextTuple, keysetPage } from './page-cursor.js';

const isPair = isTextTuple<readonly [string, string]>(2);

describe('keysetPage', () => {
  const rows = ['e', 'd', 'c', 'b', 'a'];
  // Newest first: the rows that sort after the position, at most `limit` of them.
  const fetch = async (limit: number, after: readonly [string, string] | undefined) =>
    rows.filter((row) => after === undefined || row < after[1]).slice(0, limit);
  const page = (cursor: string | undefined) =>
    keysetPage(
      { cursor, limit: 2, decode: (text) => decodeCursor(text, isPair, 'not a cursor', 'before') },
      fetch,
      (row) => ['x', row],
    );

  it('pages through the rows with cursors of the last row and none after the last page', async () => {
    const first = await page(undefined);
    expect(first).toEqual({ items: ['e', 'd'], nextCursor: encodeCursor(['x', 'd']) });
    const second = await page(first.nextCursor);
    expect(second.items).toEqual(['c', 'b']);
    const third = await page(second.nextCursor);
    expect(third).toEqual({ items: ['a'], nextCursor: undefined });
  });

  it('answers a 400 naming the parameter for a cursor it did not make', async () => {
    await expect(page(encodeCursor(['x']))).rejects.toMatchObject({
      statusCode: 400,
      message: 'before: not a cursor',
    });
  });
});
