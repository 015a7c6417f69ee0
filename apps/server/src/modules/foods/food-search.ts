import { createNameIndex } from '../../lib/name-search.js';

/** Words that say how a food is kept or joined rather than which food it is. */
const NEUTRAL_WORDS = new Set([
  'raw',
  'fresh',
  'plain',
  'and',
  'or',
  'with',
  'without',
  'of',
  'the',
  'a',
  'in',
  'all',
]);

/** Groups people rarely mean when they type a plain food: they rank after the others among equal matches. */
const LATER_GROUPS: Record<string, number> = {
  'Baby Foods': 3,
  'American Indian/Alaska Native Foods': 3,
  'Fast Foods': 2,
  'Restaurant Foods': 2,
  'Meals, Entrees, and Side Dishes': 1,
};
// A brand in capitals ("CHOBANI", "DANNON OIKOS") marks a specific product, after the generic food.
const BRAND = /\b[A-Z]{3,}\b/;

const priorOf = (food: { name: string; group: string | null }) =>
  (food.group === null ? 0 : (LATER_GROUPS[food.group] ?? 0)) + (BRAND.test(food.name) ? 1 : 0);

/**
 * The food database's name index: the shared ranking with the food's head word weighed ("Bananas, raw" for
 * "banana"), food-specific neutral words and the prior above.
 */
export const createFoodNameIndex = <T extends { name: string; group: string | null }>(items: readonly T[]) =>
  createNameIndex(items, { neutralWords: NEUTRAL_WORDS, prior: priorOf, weighHead: true });
