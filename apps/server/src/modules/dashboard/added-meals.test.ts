import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NO_AREA_VERSIONS, type AreaVersions } from '../../db/data-areas.js';
import { createAddedMeals, type AddedMeal } from './added-meals.js';

const meal: AddedMeal = {
  item: { _id: 'm1', type: 'meal', title: 'Soup', timestamp: '2026-11-27T12:00:00.000Z', calories: 250 },
  date: '2026-11-27',
};
const atNutrition = (version: number): AreaVersions => ({ ...NO_AREA_VERSIONS, nutrition_version: version });
const requestOf = (userId: string, signedInAt: number, addedMeal: AddedMeal | undefined) =>
  ({ userId, areaVersions: atNutrition(signedInAt), addedMeal }) as FastifyRequest;

describe('added meals', () => {
  it('keep a meal whose write is the one change between the versions read before and after it', () => {
    const added = createAddedMeals();
    added.settle(requestOf('ann', 4, meal), atNutrition(5));
    // With the versions just before it, whatever the other areas' versions are.
    const others = { ...atNutrition(5), training_version: 7 };
    expect(added.before('ann', others)).toEqual({
      meal,
      areaVersions: { ...others, nutrition_version: 4 },
    });
    // Asked at any other version (another write since, or before this one), it is not this meal's.
    expect(added.before('ann', atNutrition(6))?.meal).toBeUndefined();
    expect(added.before('ann', atNutrition(4))?.meal).toBeUndefined();
    expect(added.before('bob', atNutrition(5))?.meal).toBeUndefined();
  });

  it('keep nothing when another write of the area landed between the two reads, or the request added no meal', () => {
    const added = createAddedMeals();
    added.settle(requestOf('ann', 4, meal), atNutrition(6));
    expect(added.before('ann', atNutrition(6))?.meal).toBeUndefined();
    expect(added.before('ann', atNutrition(5))?.meal).toBeUndefined();
    added.settle(requestOf('bob', 4, undefined), atNutrition(5));
    expect(added.before('bob', atNutrition(5))?.meal).toBeUndefined();
  });

  it('hold one meal per person, and as many people as they are told', () => {
    const added = createAddedMeals({ keptUsers: 2 });
    added.settle(requestOf('ann', 0, meal), atNutrition(1));
    added.settle(requestOf('ann', 1, { ...meal, item: { ...meal.item, _id: 'm2' } }), atNutrition(2));
    expect(added.before('ann', atNutrition(1))?.meal).toBeUndefined();
    expect(added.before('ann', atNutrition(2))?.meal?.item._id).toBe('m2');
    added.settle(requestOf('bob', 0, meal), atNutrition(1));
    added.settle(requestOf('cy', 0, meal), atNutrition(1));
    expect(added.before('ann', atNutrition(2))?.meal).toBeUndefined();
    expect(added.before('cy', atNutrition(1))?.meal).toBe(meal);
  });
});
