import { z } from 'zod';
import { WEIGHT_UNITS } from './settings-defaults.js';

/**
 * Importing a workout history exported by Strong or Hevy (issue 18): a preview that stages the parsed file on
 * the server, then a confirm that stores it in one transaction.
 */

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
export const IMPORT_FORMATS = ['strong', 'strong-semicolon', 'hevy'] as const;

export const importExerciseMatchSchema = z.object({
  name: z.string(),
  /** The library or own exercise the name was matched to; null becomes a new custom exercise at confirm. */
  match: z.object({ _id: z.string(), name: z.string() }).nullable(),
});

export const importPreviewSchema = z.object({
  importId: z.string(),
  format: z.enum(IMPORT_FORMATS),
  /** The unit the file's weights were read in, and whether the file said it (else the user's unit). */
  weightUnit: z.enum(WEIGHT_UNITS),
  weightUnitFromFile: z.boolean(),
  /** Workouts and sets that confirming would add (those imported before are not counted). */
  workouts: z.number().int(),
  sets: z.number().int(),
  /** Workouts of the file already imported: never imported again. */
  duplicates: z.number().int(),
  /** Start of the first and of the last workout, null for a file without one. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  exercises: z.array(importExerciseMatchSchema),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importIdParamsSchema = z.object({ importId: z.string().min(1).max(64) });

export const importConfirmSchema = z
  .object({
    /** Changed matches: an exercise id to use, or null for a new custom exercise. */
    matches: z
      .array(
        z.object({
          name: z.string().min(1).max(200),
          exerciseId: z.string().min(1).max(64).nullable(),
        }),
      )
      .max(2000)
      .optional(),
    /** The unit of the file's weights when the file does not say it (Strong's comma format). */
    weightUnit: z.enum(WEIGHT_UNITS).optional(),
  })
  .default({});
export type ImportConfirm = z.output<typeof importConfirmSchema>;

export const importResultSchema = z.object({ workouts: z.number().int(), sets: z.number().int() });
export type ImportResult = z.infer<typeof importResultSchema>;

/** POST /import/weights: a weight history (`date,weight` with a unit) stored at once, in one transaction. */
export const weightImportResultSchema = z.object({
  /** Weigh-ins added. */
  imported: z.number().int(),
  /** Weigh-ins already stored with the same day and weight (a file imported twice adds nothing). */
  skipped: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type WeightImportResult = z.infer<typeof weightImportResultSchema>;
