import { z } from 'zod';
import { exerciseIdSchema, exerciseKindSchema } from './exercises.js';
import { nonNegativeNumberSchema } from './numbers.js';
import { limitSchema, pageCursorSchema, pagedListSchema } from './paging.js';

/** Sets, template plans, volume and personal records (issue 13). Weights in kg, durations in s, distances in m. */

export const SET_TYPES = ['normal', 'warmup', 'drop', 'failure'] as const;
export type SetType = (typeof SET_TYPES)[number];

export const REPS_MAX = 1000;
export const WEIGHT_KG_MAX = 1000;
export const RPE_MIN = 1;
export const RPE_MAX = 10;
/** A set timed for longer than a day is a typo. */
export const SET_DURATION_S_MAX = 86_400;
/** 1,000 km: longer than any single ride or run. */
export const SET_DISTANCE_M_MAX = 1_000_000;
export const REST_SECONDS_MAX = 3600;
export const REST_SECONDS_DEFAULT = 90;
export const SETS_PER_EXERCISE_MAX = 50;
export const EXERCISES_PER_WORKOUT_MAX = 50;
export const EXERCISE_NOTES_MAX = 500;
/** Epley is trusted for 1–12 reps; beyond that it overestimates. */
export const ONE_REP_MAX_REPS_MAX = 12;

export const RECORD_KINDS = [
  'heaviestWeight',
  'estimatedOneRepMax',
  'mostReps',
  'bestSetVolume',
  'longestDuration',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

export const RECORDS_LIMIT_DEFAULT = 20;
export const RECORDS_LIMIT_MAX = 100;
export const LAST_SETS_IDS_MAX = 50;

export const setTypeSchema = z.enum(SET_TYPES, { error: `Set type must be one of ${SET_TYPES.join(', ')}.` });

export const repsSchema = z
  .number({ error: 'Reps must be a number.' })
  .int('Reps must be a whole number.')
  .min(0, 'Reps cannot be negative.')
  .max(REPS_MAX, `Reps must be at most ${REPS_MAX}.`);

export const weightKgSchema = nonNegativeNumberSchema('Weight', WEIGHT_KG_MAX, ' kg');

export const durationSSchema = z
  .number({ error: 'Duration must be a number of seconds.' })
  .int('Duration must be whole seconds.')
  .min(0, 'Duration cannot be negative.')
  .max(SET_DURATION_S_MAX, `Duration must be at most ${SET_DURATION_S_MAX} seconds (24 hours).`);

export const distanceMSchema = z
  .number({ error: 'Distance must be a number of metres.' })
  .min(0, 'Distance cannot be negative.')
  .max(SET_DISTANCE_M_MAX, `Distance must be at most ${SET_DISTANCE_M_MAX} metres (1,000 km).`);

export const rpeSchema = z
  .number({ error: 'RPE must be a number.' })
  .min(RPE_MIN, `RPE must be at least ${RPE_MIN}.`)
  .max(RPE_MAX, `RPE must be at most ${RPE_MAX}.`)
  .multipleOf(0.5, 'RPE must be a whole or half number (e.g. 7.5).');

export const restSecondsSchema = z
  .number({ error: 'Rest must be a number of seconds.' })
  .int('Rest must be whole seconds.')
  .min(0, 'Rest cannot be negative.')
  .max(REST_SECONDS_MAX, `Rest must be at most ${REST_SECONDS_MAX} seconds.`);

const exerciseNotesSchema = z
  .string({ error: 'Notes must be text.' })
  .max(EXERCISE_NOTES_MAX, `Notes must be at most ${EXERCISE_NOTES_MAX} characters.`)
  .transform((notes) => notes.trim());

const setsListSchema = <T extends z.ZodType>(set: T) =>
  z
    .array(set, { error: 'Sets must be a list.' })
    .max(SETS_PER_EXERCISE_MAX, `At most ${SETS_PER_EXERCISE_MAX} sets per exercise.`);

// ---------------------------------------------------------------------------------------------------------------
// Template plan

/** A target set of a template. Every number is optional: a plan may say only "3 sets". */
export const plannedSetSchema = z.object({
  type: setTypeSchema.default('normal'),
  reps: repsSchema.optional(),
  weightKg: weightKgSchema.optional(),
  durationS: durationSSchema.optional(),
  distanceM: distanceMSchema.optional(),
});
export type PlannedSetInput = z.input<typeof plannedSetSchema>;
export type PlannedSet = z.output<typeof plannedSetSchema>;

export const planEntrySchema = z.object({
  exerciseId: exerciseIdSchema,
  restSeconds: restSecondsSchema.default(REST_SECONDS_DEFAULT),
  notes: exerciseNotesSchema.optional(),
  sets: setsListSchema(plannedSetSchema).default([]),
});

/** A template's ordered plan (body of template create/update). */
export const templatePlanSchema = z
  .array(planEntrySchema, { error: 'Plan must be a list of exercises.' })
  .max(EXERCISES_PER_WORKOUT_MAX, `A plan can hold at most ${EXERCISES_PER_WORKOUT_MAX} exercises.`);
export type TemplatePlanInput = z.input<typeof templatePlanSchema>;
export type TemplatePlan = z.output<typeof templatePlanSchema>;

/** A plan entry as answered: the exercise's name and kind ride along so a screen needs no second call. */
export const planEntryAnswerSchema = z.object({
  exerciseId: z.string(),
  exerciseName: z.string(),
  kind: exerciseKindSchema,
  restSeconds: z.number(),
  notes: z.string(),
  sets: z.array(
    z.object({
      type: setTypeSchema,
      reps: z.number().nullable(),
      weightKg: z.number().nullable(),
      durationS: z.number().nullable(),
      distanceM: z.number().nullable(),
    }),
  ),
});
export type PlanEntry = z.infer<typeof planEntryAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Logged sets (the finish body) and their answers

export const loggedSetSchema = z.object({
  type: setTypeSchema.default('normal'),
  weightKg: weightKgSchema.optional(),
  reps: repsSchema.optional(),
  durationS: durationSSchema.optional(),
  distanceM: distanceMSchema.optional(),
  rpe: rpeSchema.optional(),
  completed: z.boolean({ error: 'Completed must be true or false.' }),
});
export type LoggedSetInput = z.input<typeof loggedSetSchema>;
export type LoggedSet = z.output<typeof loggedSetSchema>;

export const loggedExerciseSchema = z.object({
  exerciseId: exerciseIdSchema,
  notes: exerciseNotesSchema.optional(),
  sets: setsListSchema(loggedSetSchema),
});

/** The `exercises` of POST /workouts/finish. */
export const loggedExercisesSchema = z
  .array(loggedExerciseSchema, { error: 'Exercises must be a list.' })
  .max(EXERCISES_PER_WORKOUT_MAX, `A workout can hold at most ${EXERCISES_PER_WORKOUT_MAX} exercises.`);
export type LoggedExerciseInput = z.input<typeof loggedExerciseSchema>;
export type LoggedExercise = z.output<typeof loggedExerciseSchema>;

/** A stored set as answered: a number not recorded is null. */
export const setAnswerSchema = z.object({
  type: setTypeSchema,
  weightKg: z.number().nullable(),
  reps: z.number().nullable(),
  durationS: z.number().nullable(),
  distanceM: z.number().nullable(),
  rpe: z.number().nullable(),
  completed: z.boolean(),
});
export type SetAnswer = z.infer<typeof setAnswerSchema>;

export const logExerciseAnswerSchema = z.object({
  exerciseId: z.string(),
  exerciseName: z.string(),
  kind: exerciseKindSchema,
  notes: z.string(),
  sets: z.array(setAnswerSchema),
});
export type LogExercise = z.infer<typeof logExerciseAnswerSchema>;

/** A record a log holds: `{ exerciseId, record, value }`. */
export const logRecordSchema = z.object({
  exerciseId: z.string(),
  record: z.enum(RECORD_KINDS),
  value: z.number(),
});
export type LogRecord = z.infer<typeof logRecordSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Personal records list and "last time"

/** GET /workouts/records?limit=&cursor= */
export const recordsQuerySchema = z.object({
  limit: limitSchema(RECORDS_LIMIT_MAX, RECORDS_LIMIT_DEFAULT),
  cursor: pageCursorSchema.optional(),
});
export type RecordsQuery = z.output<typeof recordsQuerySchema>;

export const personalRecordSchema = z.object({
  exerciseId: z.string(),
  exerciseName: z.string(),
  record: z.enum(RECORD_KINDS),
  value: z.number(),
  logId: z.string(),
  /** When the workout that set it finished. */
  achievedAt: z.string(),
});
export type PersonalRecord = z.infer<typeof personalRecordSchema>;

export const personalRecordListSchema = pagedListSchema(personalRecordSchema);
export type PersonalRecordList = z.infer<typeof personalRecordListSchema>;

/** GET /workouts/last-sets?exerciseIds=a,b,c: ids separated by commas. */
export const lastSetsQuerySchema = z.object({
  exerciseIds: z
    .string({ error: 'exerciseIds must be a list of ids separated by commas.' })
    .max(LAST_SETS_IDS_MAX * 101, 'exerciseIds is too long.')
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter((id) => id !== ''),
      ),
    ])
    .pipe(
      z
        .array(exerciseIdSchema)
        .min(1, 'exerciseIds must name at least one exercise.')
        .max(LAST_SETS_IDS_MAX, `exerciseIds can name at most ${LAST_SETS_IDS_MAX} exercises.`),
    ),
});
export type LastSetsQuery = z.output<typeof lastSetsQuerySchema>;

/** The sets of the person's latest workout with each exercise; exercises never done are left out. */
export const lastSetsSchema = z.object({
  items: z.array(
    z.object({
      exerciseId: z.string(),
      logId: z.string(),
      /** When that workout finished. */
      performedAt: z.string(),
      sets: z.array(setAnswerSchema),
    }),
  ),
});
export type LastSets = z.infer<typeof lastSetsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Pure rules

type SetNumbers = {
  type: SetType;
  completed: boolean;
  weightKg?: number | null | undefined;
  reps?: number | null | undefined;
  durationS?: number | null | undefined;
};

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/** Epley's estimated one-rep max, weight × (1 + reps / 30), for 1–12 reps; null outside that range. */
export function epleyOneRepMax(weightKg: number, reps: number): number | null {
  if (!(weightKg > 0) || !Number.isInteger(reps) || reps < 1 || reps > ONE_REP_MAX_REPS_MAX) return null;
  return roundTo2(weightKg * (1 + reps / 30));
}

/** Only completed sets count, and warm-ups never do. */
export function setCounts(set: Pick<SetNumbers, 'type' | 'completed'>): boolean {
  return set.completed && set.type !== 'warmup';
}

/** kg × reps of one counting set; 0 when it does not count or lacks either number. */
export function setVolumeKg(set: SetNumbers): number {
  if (!setCounts(set)) return 0;
  return roundTo2((set.weightKg ?? 0) * (set.reps ?? 0));
}

/** Total volume of a workout: kg × reps over completed non-warm-up sets. */
export function workoutVolumeKg(exercises: ReadonlyArray<{ sets: ReadonlyArray<SetNumbers> }>): number {
  let total = 0;
  for (const exercise of exercises) for (const set of exercise.sets) total += setVolumeKg(set);
  return roundTo2(total);
}

/** What one set would be worth as each kind of record; kinds the set says nothing about are left out. */
export function recordCandidates(set: SetNumbers): Partial<Record<RecordKind, number>> {
  if (!setCounts(set)) return {};
  const candidates: Partial<Record<RecordKind, number>> = {};
  const weight = set.weightKg ?? 0;
  const reps = set.reps ?? 0;
  if (weight > 0) candidates.heaviestWeight = roundTo2(weight);
  const oneRepMax = epleyOneRepMax(weight, reps);
  if (oneRepMax !== null) candidates.estimatedOneRepMax = oneRepMax;
  if (reps > 0) candidates.mostReps = reps;
  if (weight > 0 && reps > 0) candidates.bestSetVolume = roundTo2(weight * reps);
  if ((set.durationS ?? 0) > 0) candidates.longestDuration = set.durationS ?? 0;
  return candidates;
}

/** The best value of each record kind over a list of sets (one exercise's sets in one workout, say). */
export function bestRecordValues(sets: ReadonlyArray<SetNumbers>): Partial<Record<RecordKind, number>> {
  const best: Partial<Record<RecordKind, number>> = {};
  for (const set of sets) {
    for (const [record, value] of Object.entries(recordCandidates(set)) as [RecordKind, number][]) {
      if (best[record] === undefined || value > best[record]) best[record] = value;
    }
  }
  return best;
}
