import { z } from 'zod';
import { requiredTextSchema, searchWordsSchema } from './text.js';
import { limitSchema, pageCursorSchema, pagedListSchema } from './paging.js';

/** The exercise library: built-in exercises and a person's own (issue 13). */

/** What one set of an exercise records. */
export const EXERCISE_KINDS = ['weight_reps', 'bodyweight_reps', 'duration', 'distance_duration'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

/** The muscles the built-in library names (free-exercise-db); custom exercises pick from the same list. */
export const EXERCISE_MUSCLES = [
  'abdominals',
  'abductors',
  'adductors',
  'biceps',
  'calves',
  'chest',
  'forearms',
  'glutes',
  'hamstrings',
  'lats',
  'lower back',
  'middle back',
  'neck',
  'quadriceps',
  'shoulders',
  'traps',
  'triceps',
] as const;
export type ExerciseMuscle = (typeof EXERCISE_MUSCLES)[number];

export const EXERCISE_EQUIPMENT = [
  'bands',
  'barbell',
  'body only',
  'cable',
  'dumbbell',
  'e-z curl bar',
  'exercise ball',
  'foam roll',
  'kettlebells',
  'machine',
  'medicine ball',
  'other',
] as const;
export type ExerciseEquipment = (typeof EXERCISE_EQUIPMENT)[number];

/** The category of every exercise a person creates. */
export const CUSTOM_EXERCISE_CATEGORY = 'custom';

export const EXERCISE_NAME_MIN = 1;
export const LIBRARY_EXERCISE_NAME_MAX = 100;
export const EXERCISE_MUSCLES_MAX = 5;
export const EXERCISE_SEARCH_MAX = 100;
export const EXERCISE_PAGE_DEFAULT = 20;
export const EXERCISE_PAGE_MAX = 100;

export const exerciseKindSchema = z.enum(EXERCISE_KINDS, {
  error: `Kind must be one of ${EXERCISE_KINDS.join(', ')}.`,
});
const muscleSchema = z.enum(EXERCISE_MUSCLES, { error: 'Muscle must be one of the library muscles.' });
const equipmentSchema = z.enum(EXERCISE_EQUIPMENT, {
  error: 'Equipment must be one of the library equipment.',
});

/** Ids of the built-in exercises are free-exercise-db's ids; custom ones are UUIDs. */
export const exerciseIdSchema = z
  .string({ error: 'exerciseId must be text.' })
  .min(1, 'exerciseId is required.')
  .max(100, 'exerciseId is too long.');

export const exerciseIdParamsSchema = z.object({ id: exerciseIdSchema });

export const exerciseSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: exerciseKindSchema,
  category: z.string(),
  equipment: z.string().nullable(),
  primaryMuscles: z.array(z.string()),
  secondaryMuscles: z.array(z.string()),
  /** True for the person's own exercises, false for the built-in library. */
  custom: z.boolean(),
});
export type Exercise = z.infer<typeof exerciseSchema>;

/** GET /exercises?q=&muscle=&equipment=&cursor=&limit= */
export const exerciseListQuerySchema = z.object({
  /** Words in any order, any case; a typo is forgiven. Blank lists the library by name. */
  q: searchWordsSchema(EXERCISE_SEARCH_MAX),
  /** Matches primary muscles. */
  muscle: muscleSchema.optional(),
  equipment: equipmentSchema.optional(),
  cursor: pageCursorSchema.optional(),
  limit: limitSchema(EXERCISE_PAGE_MAX, EXERCISE_PAGE_DEFAULT),
});
export type ExerciseListQuery = z.output<typeof exerciseListQuerySchema>;

export const exerciseListSchema = pagedListSchema(exerciseSchema);
export type ExerciseList = z.infer<typeof exerciseListSchema>;

const exerciseNameSchema = requiredTextSchema('Name', LIBRARY_EXERCISE_NAME_MAX);

const musclesSchema = (field: string) =>
  z
    .array(muscleSchema, { error: `${field} must be a list of muscles.` })
    .max(EXERCISE_MUSCLES_MAX, `${field} can name at most ${EXERCISE_MUSCLES_MAX} muscles.`)
    .transform((muscles) => [...new Set(muscles)]);

/** POST /exercises: a person's own exercise, private to them. */
export const exerciseCreateBodySchema = z.object({
  name: exerciseNameSchema,
  kind: exerciseKindSchema,
  primaryMuscles: musclesSchema('primaryMuscles').default([]),
  secondaryMuscles: musclesSchema('secondaryMuscles').default([]),
  equipment: equipmentSchema.nullable().default(null),
});
export type ExerciseCreateBody = z.input<typeof exerciseCreateBodySchema>;
export type ExerciseFields = z.output<typeof exerciseCreateBodySchema>;

/** PUT /exercises/{id}: the fields sent are replaced, the others kept. */
export const exerciseUpdateBodySchema = z
  .object({
    name: exerciseNameSchema,
    kind: exerciseKindSchema,
    primaryMuscles: musclesSchema('primaryMuscles'),
    secondaryMuscles: musclesSchema('secondaryMuscles'),
    equipment: equipmentSchema.nullable(),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one field to change.',
  });
export type ExerciseUpdateBody = z.input<typeof exerciseUpdateBodySchema>;
export type ExerciseChanges = z.output<typeof exerciseUpdateBodySchema>;
