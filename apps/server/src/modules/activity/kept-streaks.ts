import { areaVersionsKey, type AreaVersions, type DataArea } from '../../db/data-areas.js';
import type { Db } from '../../db/database.js';
import { createDataVersionCache, KEPT_USERS } from '../../lib/kept-values.js';
import { createStreakService, type Streaks } from './streak.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Each person's streaks, kept (one per app instance: the after-write check and the dashboard share it). */
    keptStreaks: KeptStreaks;
  }
}

/** The areas whose rows make a day active: workouts, meals, weigh-ins and measurements (DESIGN §5). */
export const STREAK_AREAS = ['training', 'nutrition', 'body'] as const satisfies readonly DataArea[];

/** What the streaks are read as of: whose, in which zone on which day (`now`'s), at which versions of their areas. */
export type StreakContext = {
  userId: string;
  timeZone: string;
  now: Date;
  today: string;
  areaVersions: AreaVersions;
};

/**
 * A person's streaks, kept per zone and day for as long as the versions of the areas holding active days hold
 * (docs/decisions/0028-data-areas.md). The check after a write (achievements-plugin.ts) reads them at the versions
 * committed after that write, so the dashboard that follows the write finds them kept instead of reading again;
 * a write to another area (a goal, a template) finds them kept too. `read` is the streak service's, replaceable
 * in tests.
 */
export function createKeptStreaks(
  db: Db,
  {
    keptUsers = KEPT_USERS,
    read = ({ userId, timeZone, now }: StreakContext) =>
      createStreakService(db, () => now).getStreaks(userId, timeZone),
  }: { keptUsers?: number; read?: (context: StreakContext) => Promise<Streaks> } = {},
) {
  const kept = createDataVersionCache({ maxEntries: keptUsers });
  return {
    /** The streaks as of `context`: kept, or read (once for all who ask at the same key) and kept. */
    of(context: StreakContext): Promise<Streaks> {
      const { userId, timeZone, today, areaVersions } = context;
      const key = `${timeZone}|${today}|${areaVersionsKey(STREAK_AREAS, areaVersions)}`;
      return kept.get(userId, key, 'streaks', () => read(context));
    },
  };
}
export type KeptStreaks = ReturnType<typeof createKeptStreaks>;
