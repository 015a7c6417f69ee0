import { z } from 'zod';
import { type WithResolvedDays } from './calendar-day.js';
import { fieldsFor } from './fields.js';
import { entryDateSchema } from './nutrition.js';
import { headerPagedQuerySchema } from './paging.js';
import { idParamsSchema } from './path-params.js';

/** Progress entries (spec §3, §7): body measurements and photos per calendar date. */

/** Bounds wide enough for any adult body and narrow enough to catch a unit mix-up (lb for kg, mm for cm). */
export const MEASUREMENT_BOUNDS = {
  weight: { min: 20, max: 500, unit: 'kg', label: 'Weight' },
  bodyFat: { min: 1, max: 75, unit: '%', label: 'Body fat' },
  chest: { min: 30, max: 250, unit: 'cm', label: 'Chest' },
  waist: { min: 30, max: 250, unit: 'cm', label: 'Waist' },
  hips: { min: 30, max: 250, unit: 'cm', label: 'Hips' },
  arms: { min: 10, max: 100, unit: 'cm', label: 'Arms' },
  thighs: { min: 20, max: 150, unit: 'cm', label: 'Thighs' },
} as const;
export type MeasurementKey = keyof typeof MEASUREMENT_BOUNDS;
export const MEASUREMENT_KEYS = Object.keys(MEASUREMENT_BOUNDS) as MeasurementKey[];

export const PROGRESS_PHOTOS_FIELD = 'photos';
/** Files in one upload request (the app-wide multipart limit). */
export const PROGRESS_PHOTOS_PER_REQUEST = 10;
export const PROGRESS_PHOTOS_PER_ENTRY_MAX = 30;
export const PROGRESS_LIST_DEFAULT = 100;
export const PROGRESS_LIST_MAX = 500;

const measurement = (key: MeasurementKey) => {
  const { min, max, unit, label } = MEASUREMENT_BOUNDS[key];
  const range = `${label} must be between ${min} and ${max} ${unit}.`;
  return z
    .number({ error: `${label} must be a number.` })
    .min(min, range)
    .max(max, range)
    .optional();
};

export const measurementsSchema = z.object(fieldsFor(MEASUREMENT_KEYS, measurement)).strict();
export type Measurements = z.output<typeof measurementsSchema>;

export const progressBodySchema = z
  .object({
    date: entryDateSchema,
    measurements: measurementsSchema.default({}),
  })
  .strict();
export type ProgressBody = z.input<typeof progressBodySchema>;
/** What the service stores: the parsed body with its `date` resolved to a day. */
export type ProgressBodyParsed = WithResolvedDays<z.output<typeof progressBodySchema>>;

/** The Add Entry weight form: one number, validated by the same rule as the API. */
export const weightEntryFormSchema = z.object({ weight: measurement('weight').unwrap() });

export const progressListQuerySchema = headerPagedQuerySchema(PROGRESS_LIST_MAX, PROGRESS_LIST_DEFAULT, {
  name: 'Limit',
  typeMessage: false,
});

export const progressEntryParamsSchema = idParamsSchema;

/** A private photo: both URLs are short-lived signed links an <img> can load, made fresh on every read. */
export const progressPhotoSchema = z.object({
  _id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
});
export type ProgressPhoto = z.infer<typeof progressPhotoSchema>;

export const progressEntrySchema = z.object({
  _id: z.string(),
  date: z.string(),
  /** The measurements recorded; one not recorded is left out. */
  measurements: z.object(fieldsFor(MEASUREMENT_KEYS, () => z.number().optional())),
  photos: z.array(progressPhotoSchema),
});
export type ProgressEntry = z.infer<typeof progressEntrySchema>;
export const progressListSchema = z.array(progressEntrySchema);

/** The newest entry that records a weight: newest date, then the latest recorded that day. */
export function latestWeightEntry(entries: readonly ProgressEntry[]): ProgressEntry | undefined {
  let latest: ProgressEntry | undefined;
  for (const entry of entries) {
    if (entry.measurements.weight === undefined) continue;
    if (!latest || entry.date > latest.date) latest = entry;
  }
  return latest;
}
