/**
 * `items` in consecutive slices of at most `size`, in order: a statement per slice keeps a large write or an `in`
 * list within both drivers' parameter limits.
 */
export function* chunksOf<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
