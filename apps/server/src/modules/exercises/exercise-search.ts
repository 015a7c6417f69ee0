import { createNameIndex } from '../../lib/name-search.js';

/** Words that describe the tool or the default grip rather than a variant of the movement. */
const NEUTRAL_WORDS = new Set([
  'barbell',
  'dumbbell',
  'dumbbells',
  'machine',
  'cable',
  'kettlebell',
  'kettlebells',
  'band',
  'bands',
  'medium',
  'grip',
  'with',
  'and',
  'the',
  'on',
  'of',
  'a',
  'to',
]);

// Among equally good matches, the free-weight classic first: "bench press" is the barbell lift before the machine.
const EQUIPMENT_ORDER = ['barbell', 'dumbbell', 'body only', 'cable', 'kettlebells', 'machine'];
const equipmentPrior = (equipment: string | null) => {
  const index = equipment === null ? -1 : EQUIPMENT_ORDER.indexOf(equipment);
  return index === -1 ? EQUIPMENT_ORDER.length : index;
};

/** The exercise library's name index: the shared ranking with the library's neutral words and prior. */
export const createExerciseNameIndex = <T extends { name: string; equipment: string | null }>(
  items: readonly T[],
) => createNameIndex(items, { neutralWords: NEUTRAL_WORDS, prior: (item) => equipmentPrior(item.equipment) });
