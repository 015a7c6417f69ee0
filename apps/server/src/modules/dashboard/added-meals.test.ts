import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NO_AREA_VERSIONS, type AreaVersions } from '../../db/data-areas.js';
import { createAddedMeals, KEPT_MEALS_PER_PERSON, type AddedMeal } from './added-meals.js';

const mealOf = (id: string, date = '2026-11-27'): AddedMeal => ({
  item: { _id: id, type: 'meal', title: 'Soup', timestamp: `${date}T12:00:00.000Z`, calories: 250 },
  date,
  totals: { calories: 250, protein: 12 },
});
const meal = mealOf('m1');
const atNutrition = (version: number): AreaVersions => ({ ...NO_AREA_VERSIONS, nutrition_version: version });
const requestOf = (userId: string, signedInAt: number, addedMeal: AddedMeal | undefined) =>
  ({ userId, areaVersions: atNutrition(signedInAt), addedMeal }) as FastifyRequest;
/** Each route as where it starts and the ids of its meals. */
const routesOf = (added: ReturnType<typeof createAddedMeals>, userId: string, version: number) =>
  added
    .routesTo(userId, atNutrition(version))
    .map((route) => [route.areaVersions.nutrition_version, route.meals.map((m) => m.item._id)]);

describe('added meals', () => {
  it('keep a meal whose write is the one change between the versions read before and after it', () => {
    const added = createAddedMeals();
    added.settle(requestOf('ann', 4, meal), atNutrition(5));
    // From the versions just before it, whatever the other areas' versions are.
    const others = { ...atNutrition(5), training_version: 7 };
    expect(added.routesTo('ann', others)).toEqual([
      { areaVersions: { ...others, nutrition_version: 4 }, meals: [meal] },
    ]);
    // Asked at any other version (another write since, or before this one), it is no way there.
    expect(routesOf(added, 'ann', 6)).toEqual([]);
    expect(routesOf(added, 'ann', 4)).toEqual([]);
    expect(routesOf(added, 'bob', 5)).toEqual([]);
  });

  it('keep nothing when another write of the area landed between the two reads, or the request added no meal', () => {
    const added = createAddedMeals();
    added.settle(requestOf('ann', 4, meal), atNutrition(6));
    expect(routesOf(added, 'ann', 6)).toEqual([]);
    expect(routesOf(added, 'ann', 5)).toEqual([]);
    added.settle(requestOf('bob', 4, undefined), atNutrition(5));
    expect(routesOf(added, 'bob', 5)).toEqual([]);
  });

  it('reach a version through each run of known meals back from it, nearest first, and stop at an unknown write', () => {
    const added = createAddedMeals();
    // Meals took 2, 3 and 4; a write this instance does not know took 5; a meal took 6.
    added.settle(requestOf('ann', 1, mealOf('m2')), atNutrition(2));
    // Settled out of the order of their commits.
    added.settle(requestOf('ann', 3, mealOf('m4')), atNutrition(4));
    added.settle(requestOf('ann', 2, mealOf('m3')), atNutrition(3));
    expect(routesOf(added, 'ann', 4)).toEqual([
      [3, ['m4']],
      [2, ['m3', 'm4']],
      [1, ['m2', 'm3', 'm4']],
    ]);
    added.settle(requestOf('ann', 5, mealOf('m6')), atNutrition(6));
    expect(routesOf(added, 'ann', 6)).toEqual([[5, ['m6']]]);
  });

  it(`hold a person's ${KEPT_MEALS_PER_PERSON} latest meals, and as many people as they are told`, () => {
    const added = createAddedMeals({ keptUsers: 2 });
    for (let version = 1; version <= KEPT_MEALS_PER_PERSON + 2; version++) {
      added.settle(requestOf('ann', version - 1, mealOf(`m${version}`)), atNutrition(version));
    }
    const routes = routesOf(added, 'ann', KEPT_MEALS_PER_PERSON + 2);
    expect(routes).toHaveLength(KEPT_MEALS_PER_PERSON);
    expect(routes.at(-1)).toEqual([2, ['m3', 'm4', 'm5', 'm6']]);
    added.settle(requestOf('bob', 0, meal), atNutrition(1));
    added.settle(requestOf('cy', 0, meal), atNutrition(1));
    expect(routesOf(added, 'ann', KEPT_MEALS_PER_PERSON + 2)).toEqual([]);
    expect(routesOf(added, 'cy', 1)).toEqual([[0, ['m1']]]);
  });
});
