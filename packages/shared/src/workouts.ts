import { z } from 'zod';
import { WORKOUT_NOTES_LIMIT } from './constants.js';
import { elapsedMinutes } from './format.js';
import { nonNegativeNumberSchema } from './numbers.js';
import { headerPagedQuerySchema } from './paging.js';
import {
  logExerciseAnswerSchema,
  loggedExercisesSchema,
  logRecordSchema,
  planEntryAnswerSchema,
  templatePlanSchema,
} from './strength.js';

/** Workout templates, the finish of a session and workout logs (spec §3, §5, §7). */

export const TEMPLATE_NAME_FALLBACK = 'Workout';
export const TEMPLATE_NAME_MAX = 100;
export const TEMPLATE_TEXT_MAX = 100;
export const TEMPLATE_EXERCISES_MAX = 50;
export const EXERCISE_NAME_MAX = 100;
/** A template's estimate of a whole day is already more than anyone plans. */
export const TEMPLATE_DURATION_MAX_MIN = 1440;
export const WORKOUT_NOTES_MAX = 2000;
export const CALORIES_BURNED_MAX = 100_000;
export const WORKOUT_LOGS_MAX = 50;
/** How far ahead of the server's clock a client may stamp a finish (clocks drift a little). */
export const FINISH_CLOCK_SKEW_MS = 5 * 60_000;
/** A session left running for longer than this is not a workout any more. */
export const WORKOUT_DURATION_MAX_MS = 7 * 24 * 60 * 60_000;

/** Exercises typed as 'Squat, Lunge,, Deadlift' become ['Squat', 'Lunge', 'Deadlift'] (spec §5). */
export function splitExercises(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** A duration typed in a form: a number, 0 when it is not numeric (spec §5). */
export function parseTemplateDuration(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

const trimmedText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(max, `${field} must be at most ${max} characters.`);

const templateName = trimmedText('Name', TEMPLATE_NAME_MAX).transform(
  (name) => name || TEMPLATE_NAME_FALLBACK,
);

// The API takes a list; a comma-separated text (what the form holds) is split the same way.
const exercisesSchema = z
  .union(
    [
      z.array(
        z
          .string({ error: 'Each exercise must be text.' })
          .max(EXERCISE_NAME_MAX, `An exercise must be at most ${EXERCISE_NAME_MAX} characters.`),
      ),
      z.string().max(TEMPLATE_EXERCISES_MAX * (EXERCISE_NAME_MAX + 2), 'Exercises are too long.'),
    ],
    { error: 'Exercises must be a list of text.' },
  )
  .transform((value) =>
    typeof value === 'string'
      ? splitExercises(value)
      : value.map((item) => item.trim()).filter((item) => item !== ''),
  )
  .pipe(z.array(z.string()).max(TEMPLATE_EXERCISES_MAX, `At most ${TEMPLATE_EXERCISES_MAX} exercises.`));

const durationSchema = z
  .number({ error: 'Estimated duration must be a number.' })
  .min(0, 'Estimated duration cannot be negative.')
  .max(TEMPLATE_DURATION_MAX_MIN, `Estimated duration must be at most ${TEMPLATE_DURATION_MAX_MIN} minutes.`);

/**
 * POST /workouts/templates. Only the name is required; a blank one becomes 'Workout'.
 * With a `plan`, the answer's `exercises` are the plan's exercise names (any `exercises` sent are ignored);
 * without one, the typed `exercises` are kept and those naming a library exercise are linked into the plan.
 */
export const templateCreateBodySchema = z.object({
  name: templateName,
  day: trimmedText('Day', TEMPLATE_TEXT_MAX).default(''),
  muscleGroup: trimmedText('Muscle group', TEMPLATE_TEXT_MAX).default(''),
  exercises: exercisesSchema.default([]),
  estimatedDurationMin: durationSchema.default(0),
  plan: templatePlanSchema.optional(),
});
export type TemplateCreateBody = z.input<typeof templateCreateBodySchema>;
export type TemplateFields = z.output<typeof templateCreateBodySchema>;

/** PUT /workouts/templates/{id}: the fields sent are replaced, the others kept. */
export const templateUpdateBodySchema = z
  .object({
    name: templateName,
    day: trimmedText('Day', TEMPLATE_TEXT_MAX),
    muscleGroup: trimmedText('Muscle group', TEMPLATE_TEXT_MAX),
    exercises: exercisesSchema,
    estimatedDurationMin: durationSchema,
    plan: templatePlanSchema,
  })
  .partial();
export type TemplateUpdateBody = z.input<typeof templateUpdateBodySchema>;
export type TemplateChanges = z.output<typeof templateUpdateBodySchema>;

export const workoutTemplateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  day: z.string(),
  muscleGroup: z.string(),
  exercises: z.array(z.string()),
  estimatedDurationMin: z.number(),
  lastCompletedAt: z.string().nullable(),
  lastDurationMin: z.number().nullable(),
  /** Ordered exercises with target sets; empty for a template of text alone that names no library exercise. */
  plan: z.array(planEntryAnswerSchema),
});
export type WorkoutTemplate = z.infer<typeof workoutTemplateSchema>;

export const workoutIdParamsSchema = z.object({
  id: z.string().min(1, 'An id is required.').max(100, 'That id is too long.'),
});

/** An instant from the client, any ISO-8601 offset, stored as UTC with milliseconds. */
const instantSchema = (field: string) =>
  z.iso
    .datetime({ offset: true, error: `${field} must be an ISO-8601 date and time.` })
    .transform((value) => new Date(value).toISOString());

const caloriesSchema = nonNegativeNumberSchema('Calories burned', CALORIES_BURNED_MAX);

const notesSchema = z
  .string({ error: 'Notes must be text.' })
  .max(WORKOUT_NOTES_MAX, `Notes must be at most ${WORKOUT_NOTES_MAX} characters.`)
  .transform((notes) => notes.trim());

/** POST /workouts/finish. Whether an instant lies in the future is the server's call (it owns the clock). */
export const finishWorkoutBodySchema = z
  .object({
    templateId: workoutIdParamsSchema.shape.id,
    startedAt: instantSchema('startedAt'),
    finishedAt: instantSchema('finishedAt'),
    caloriesBurned: caloriesSchema,
    notes: notesSchema.default(''),
    /** The sets done, per exercise, in order. Only completed sets count toward volume and records. */
    exercises: loggedExercisesSchema.default([]),
  })
  .superRefine((body, ctx) => {
    const span = Date.parse(body.finishedAt) - Date.parse(body.startedAt);
    if (span < 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['finishedAt'],
        message: 'A workout cannot finish before it started.',
      });
    } else if (span > WORKOUT_DURATION_MAX_MS) {
      ctx.addIssue({ code: 'custom', path: ['startedAt'], message: 'A workout can last at most 7 days.' });
    }
  });
export type FinishWorkoutBody = z.input<typeof finishWorkoutBodySchema>;
export type FinishWorkout = z.output<typeof finishWorkoutBodySchema>;

/** PUT /workouts/logs/{id}: notes and calories, either or both. */
export const logUpdateBodySchema = z
  .object({ notes: notesSchema, caloriesBurned: caloriesSchema })
  .partial()
  .refine((body) => body.notes !== undefined || body.caloriesBurned !== undefined, {
    message: 'Send notes or caloriesBurned to change.',
  });
export type LogUpdateBody = z.input<typeof logUpdateBodySchema>;

export const logsQuerySchema = headerPagedQuerySchema(WORKOUT_LOGS_MAX, WORKOUT_NOTES_LIMIT);

export const workoutLogSchema = z.object({
  _id: z.string(),
  templateId: z.string().nullable(),
  /** When the workout finished. */
  timestamp: z.string(),
  startedAt: z.string(),
  workoutType: z.string(),
  notes: z.string(),
  durationMin: z.number(),
  caloriesBurned: z.number(),
  /** kg × reps over completed non-warm-up sets. */
  volumeKg: z.number(),
  /** Completed sets, warm-ups included. */
  setCount: z.number(),
  /** The personal records this workout holds now. */
  records: z.array(logRecordSchema),
});
export type WorkoutLog = z.infer<typeof workoutLogSchema>;

/** One log with its sets: the answer of GET /workouts/logs/{id}, POST /workouts/finish and PUT /workouts/logs/{id}. */
export const workoutLogDetailSchema = workoutLogSchema.extend({
  exercises: z.array(logExerciseAnswerSchema),
});
export type WorkoutLogDetail = z.infer<typeof workoutLogDetailSchema>;

/** Whole minutes between two instants, rounded (DESIGN §5). */
export function durationMinutesBetween(startedAt: string, finishedAt: string): number {
  return elapsedMinutes(Date.parse(finishedAt) - Date.parse(startedAt));
}

/** Search on the workouts screen: name, muscle group or any exercise, ignoring case (spec §2). */
export function templateMatches(
  template: Pick<WorkoutTemplate, 'name' | 'muscleGroup' | 'exercises'>,
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [template.name, template.muscleGroup, ...template.exercises].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
