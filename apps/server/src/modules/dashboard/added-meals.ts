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

/** A quick meal as the recent activity shows it, and its calendar day (an active day of the streak). */
export type AddedMeal = { item: ActivityItem; date: string };

/**
 * The quick meal each person last logged through this instance, with the nutrition version its write committed
 * (issue 14). The dashboard that follows a meal then builds the recent meals from the list kept at the version
 * before and this meal (dashboard-parts.ts), instead of reading the person's newest meals again: the read a meal
 * made dearest after the write itself.
 *
 * A meal is kept only when its write is known to be the one change between the two versions: the nutrition
 * version read when the request was signed in (before the write) and the one read after it committed are one
 * apart, and the write itself moved it by one. Any other write of the area, on any instance, moves the version
 * past it, and the recent meals are read as before.
 */
export function createAddedMeals({ keptUsers = KEPT_USERS }: { keptUsers?: number } = {}) {
  const byUser = new Map<string, { nutritionVersion: number; meal: AddedMeal }>();
  return {
    /** After an earning write committed, with the versions read then: keeps the meal the request added, if any. */
    settle(request: FastifyRequest, committed: AreaVersions): void {
      const meal = request.addedMeal;
      if (meal === undefined) return;
      const before = request.areaVersions.nutrition_version;
      if (committed.nutrition_version !== before + 1) return;
      byUser.delete(request.userId);
      byUser.set(request.userId, { nutritionVersion: committed.nutrition_version, meal });
      if (byUser.size > keptUsers) byUser.delete(byUser.keys().next().value as string);
    },
    /**
     * The meal whose write took the person's nutrition version to the one in `areaVersions`, if this instance
     * knows it, with the versions just before it: where a value kept then is advanced from by that meal.
     */
    before(
      userId: string,
      areaVersions: AreaVersions,
    ): { meal: AddedMeal; areaVersions: AreaVersions } | undefined {
      const added = byUser.get(userId);
      const version = areaVersions.nutrition_version;
      if (added?.nutritionVersion !== version) return undefined;
      return { meal: added.meal, areaVersions: { ...areaVersions, nutrition_version: version - 1 } };
    },
  };
}
export type AddedMeals = ReturnType<typeof createAddedMeals>;

/** Decorates the app with its added meals and each request with the meal it adds (none until a route sets it). */
export function registerAddedMeals(app: FastifyInstance): void {
  app.decorate('addedMeals', createAddedMeals());
  app.decorateRequest('addedMeal', undefined);
}
