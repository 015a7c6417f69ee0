import { areaVersionsKey, type AreaVersions, type DataArea } from '../../db/data-areas.js';
import type { Db } from '../../db/database.js';
import { createDataVersionCache, KEPT_USERS } from '../../lib/kept-values.js';
import type { AddedMeals } from '../dashboard/added-meals.js';
import { createStreakService, withActiveDay, type StreakReading } from './streak.service.js';

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
 * a write to another area (a goal, a template) finds them kept too. After a quick meal this instance wrote
 * (`addedMeals`), the streaks kept at a version before it are advanced by the days of the meals since instead of
 * read again.
 * `read` is the streak service's, replaceable in tests.
 */
export function createKeptStreaks(
  db: Db,
  {
    keptUsers = KEPT_USERS,
    read = ({ userId, timeZone, now }: StreakContext) =>
      createStreakService(db, () => now).readStreaks(userId, timeZone),
    addedMeals,
  }: {
    keptUsers?: number;
    read?: (context: StreakContext) => Promise<StreakReading>;
    addedMeals?: AddedMeals;
  } = {},
) {
  const kept = createDataVersionCache({ maxEntries: keptUsers });
  return {
    /** The streaks as of `context`: kept, advanced through a known meal, or read (once for all who ask) and kept. */
    of(context: StreakContext): Promise<StreakReading> {
      const { userId, timeZone, today, areaVersions } = context;
      const keyAt = (versions: AreaVersions) =>
        `${timeZone}|${today}|${areaVersionsKey(STREAK_AREAS, versions)}`;
      const from = () =>
        (addedMeals?.routesTo(userId, areaVersions) ?? []).map((route) => ({
          version: keyAt(route.areaVersions),
          advance: (reading: StreakReading) =>
            route.meals.reduce<StreakReading | undefined>(
              (advanced, meal) => advanced && withActiveDay(advanced, meal.date, today),
              reading,
            ) ?? read(context),
        }));
      return kept.get(userId, keyAt(areaVersions), 'streaks', () => read(context), from);
    },
  };
}
export type KeptStreaks = ReturnType<typeof createKeptStreaks>;
