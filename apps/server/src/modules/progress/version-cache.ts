/**
 * Answers kept per (user, data version): a person's data cannot change without their data version moving
 * (docs/decisions/0008), so a kept answer is right on any instance until the version moves, and then simply not
 * found. Bounded: when full it starts again, which costs only recomputation.
 */
export function createVersionCache<T>(maxEntries = 2000) {
  const entries = new Map<string, { version: number; value: T }>();
  return {
    async get(
      userId: string,
      version: number | undefined,
      part: string,
      compute: () => Promise<T>,
    ): Promise<T> {
      if (version === undefined) return compute();
      const key = `${userId}\n${part}`;
      const kept = entries.get(key);
      if (kept && kept.version === version) return kept.value;
      const value = await compute();
      if (entries.size >= maxEntries) entries.clear();
      entries.set(key, { version, value });
      return value;
    },
  };
}
