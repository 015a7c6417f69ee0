import type { ActivityItem } from '@momentum/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AreaVersions } from '../../db/data-areas.js';
import { KEPT_USERS } from '../../lib/kept-values.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The quick meals this instance has written, as the recent activity shows them (one per app instance). */
    addedMeals: AddedMeals;
  }
  interface FastifyRequest {
    /** The meal a quick-meal write stored; set by its route. */
    addedMeal: AddedMeal | undefined;
  }
}

/**
 * A quick meal as the recent activity shows it, its calendar day (an active day of the streak) and its totals
 * (what it adds to the week's intake).
 */
export type AddedMeal = { item: ActivityItem; date: string; totals: { calories: number; protein: number } };

/** How many of a person's latest quick meals are kept: a dashboard can be that many meals behind and advance. */
export const KEPT_MEALS_PER_PERSON = 4;

/** A way to reach a person's versions through meals this instance knows: from `areaVersions`, by `meals`. */
export type MealsRoute = { areaVersions: AreaVersions; meals: AddedMeal[] };

/**
 * The quick meals each person last logged through this instance, each with the nutrition version its write
 * committed (issue 14). The dashboard that follows a meal then builds the recent meals and the streaks from the
 * values kept at a version before and the meals since (dashboard-parts.ts, kept-streaks.ts), instead of reading
 * the person's newest meals again: the read a meal made dearest after the write itself. A few meals are kept, so a
 * dashboard a meal or two behind (a person logging from two devices at once, or two tabs) still advances.
 *
 * A meal is kept only when its write is known to be the one change between two versions: the nutrition version
 * read when the request was signed in (before the write) and the one read after it committed are one apart, and
 * the write itself moved it by one. Any other write of the area, on any instance, leaves a version no kept meal
 * took, and the chain of meals back from a later version stops there.
 */
export function createAddedMeals({ keptUsers = KEPT_USERS }: { keptUsers?: number } = {}) {
  /** Per person, oldest first, one meal per nutrition version. */
  const byUser = new Map<string, { nutritionVersion: number; meal: AddedMeal }[]>();
  return {
    /** After an earning write committed, with the versions read then: keeps the meal the request added, if any. */
    settle(request: FastifyRequest, committed: AreaVersions): void {
      const meal = request.addedMeal;
      if (meal === undefined) return;
      const before = request.areaVersions.nutrition_version;
      const version = committed.nutrition_version;
      if (version !== before + 1) return;
      const meals = (byUser.get(request.userId) ?? []).filter((kept) => kept.nutritionVersion !== version);
      meals.push({ nutritionVersion: version, meal });
      // Two writes can settle out of their order of commit.
      meals.sort((a, b) => a.nutritionVersion - b.nutritionVersion);
      byUser.delete(request.userId);
      byUser.set(request.userId, meals.slice(-KEPT_MEALS_PER_PERSON));
      if (byUser.size > keptUsers) byUser.delete(byUser.keys().next().value as string);
    },
    /**
     * The ways to reach `areaVersions` through the meals this instance knows, nearest first: from the versions
     * just before the last meal, then from those before the two last, and so on while each version on the way was
     * taken by a known meal. Empty when the meal that took the person's nutrition version there is not known.
     */
    routesTo(userId: string, areaVersions: AreaVersions): MealsRoute[] {
      const kept = byUser.get(userId);
      if (!kept) return [];
      const routes: MealsRoute[] = [];
      let version = areaVersions.nutrition_version;
      const meals: AddedMeal[] = [];
      for (let at = kept.length - 1; at >= 0 && kept[at]!.nutritionVersion === version; at--) {
        meals.unshift(kept[at]!.meal);
        version -= 1;
        routes.push({ areaVersions: { ...areaVersions, nutrition_version: version }, meals: [...meals] });
      }
      return routes;
    },
  };
}
export type AddedMeals = ReturnType<typeof createAddedMeals>;

/** Decorates the app with its added meals and each request with the meal it adds (none until a route sets it). */
export function registerAddedMeals(app: FastifyInstance): void {
  app.decorate('addedMeals', createAddedMeals());
  app.decorateRequest('addedMeal', undefined);
}
