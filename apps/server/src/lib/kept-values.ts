/** Users whose kept values an instance holds, in each cache of them; those asked for longest ago go first. */
export const KEPT_USERS = 5000;

/** What a kept value is kept at: a version, or a key made of versions (a number when it is one). */
export type KeptKey = string | number;

/** A key before the one asked for, and how a value kept at it becomes the value at the key asked for. */
export type AdvanceFrom<T> = { key: KeptKey; advance: (value: T) => T };

/**
 * Values kept per slot (say, a user) for as long as the slot's key holds (say, their data version, zone and day):
 * asked again at the same key, the kept value is answered; at another key it is computed afresh and replaces the
 * old one. A person's data cannot change without their data version moving (docs/decisions/0008), so a value kept
 * at a version is right on any instance until the version moves, and then simply not asked for again.
 *
 * Bounded: past `maxSlots` the slot placed longest ago is dropped, which costs only recomputation. A slot asked for
 * is placed again (last in line) only once it has stood for half the bound: moving it on every ask was a delete
 * and an insert in a map of thousands on each of a dashboard's dozen parts. A slot asked within the last
 * `maxSlots / 2` asks is never the one dropped (it was placed at most that many asks before, and dropping it
 * would take `maxSlots` placements since).
 * The dashboard's parts (`modules/dashboard/dashboard-parts.ts`) and the progress charts keep their answers so.
 */
export function createKeptValues<T>({ maxSlots }: { maxSlots: number }) {
  const bySlot = new Map<string, { key: KeptKey; value: T; placedAt: number }>();
  const standFor = Math.max(1, Math.floor(maxSlots / 2));
  let asks = 0;
  /** Puts the slot last in line (Map keeps insertion order), dropping the first when past the bound. */
  const place = (slot: string, entry: { key: KeptKey; value: T; placedAt: number }) => {
    bySlot.delete(slot);
    entry.placedAt = asks;
    bySlot.set(slot, entry);
    if (bySlot.size > maxSlots) bySlot.delete(bySlot.keys().next().value as string);
  };
  return {
    /**
     * The value kept in `slot` at `key`, else `compute()`'s, kept in its place. With `from`: a value kept at one
     * of the keys it gives (a key before, and the changes known to lead from it to `key`) is advanced through those
     * changes instead of computed. `from` is asked only when the slot holds another key: most asks find the value.
     */
    get(slot: string, key: KeptKey, compute: () => T, from?: () => readonly AdvanceFrom<T>[]): T {
      asks += 1;
      const kept = bySlot.get(slot);
      if (kept?.key === key) {
        if (asks - kept.placedAt >= standFor) place(slot, kept);
        return kept.value;
      }
      const start = kept && from?.().find((candidate) => candidate.key === kept.key);
      const value = kept && start ? start.advance(kept.value) : compute();
      place(slot, { key, value, placedAt: asks });
      return value;
    },
    /** Forgets `slot` if it still holds `value` (so a failed computation is tried again). */
    forget(slot: string, value: T): void {
      if (bySlot.get(slot)?.value === value) bySlot.delete(slot);
    },
  };
}

/** A version before the one asked for, and how a value kept at it becomes the value at the version asked for. */
export type AdvanceFromVersion<T> = { version: KeptKey; advance: (value: T) => T | Promise<T> };

/**
 * Promises kept per slot at a version (createKeptValues): concurrent asks at one version share one computation,
 * and a computation or advance that fails is forgotten, so the next ask tries again.
 */
export function createKeptPromises({ maxSlots }: { maxSlots: number }) {
  const kept = createKeptValues<Promise<unknown>>({ maxSlots });
  /**
   * Forgets `pending` once it fails: attached once to each promise made (computed or advanced), so an ask that
   * finds a kept promise makes no promise of its own.
   */
  const forgottenOnFailure = <T>(slot: string, pending: Promise<T>): Promise<T> => {
    pending.catch(() => kept.forget(slot, pending));
    return pending;
  };
  return {
    get<T>(
      slot: string,
      version: KeptKey,
      compute: () => Promise<T>,
      from?: () => readonly AdvanceFromVersion<T>[],
    ): Promise<T> {
      const advanceFrom =
        from &&
        (() =>
          from().map(({ version: before, advance }) => ({
            key: before,
            advance: (value: Promise<unknown>) =>
              forgottenOnFailure(slot, (value as Promise<T>).then(advance)),
          })));
      return kept.get(slot, version, () => forgottenOnFailure(slot, compute()), advanceFrom) as Promise<T>;
    },
  };
}
export type KeptPromises = ReturnType<typeof createKeptPromises>;

/**
 * Answers kept per (user, part) as of a version of the user's data (read with their token): the data version, or
 * a key made of the versions of the data areas the part reads (docs/decisions/0028-data-areas.md). Concurrent
 * asks at one version share one computation; a failure is not kept. Without a version nothing is kept.
 */
export function createDataVersionCache({ maxEntries = 2000 }: { maxEntries?: number } = {}) {
  const kept = createKeptPromises({ maxSlots: maxEntries });
  return {
    get<T>(
      userId: string,
      version: KeptKey | undefined,
      part: string,
      compute: () => Promise<T>,
      from?: () => readonly AdvanceFromVersion<T>[],
    ): Promise<T> {
      if (version === undefined) return compute();
      return kept.get(`${userId}\n${part}`, version, compute, from);
    },
  };
}
