import { z } from 'zod';
import { LENGTH_UNITS, THEMES, WEIGHT_UNITS } from './settings-defaults.js';

/**
 * A person's preferences (GET/PUT /api/settings). The API itself always speaks metric; the units only say
 * how the app shows and takes weights and lengths.
 */

export const userSettingsSchema = z.object({
  units: z.object({ weight: z.enum(WEIGHT_UNITS), length: z.enum(LENGTH_UNITS) }),
  theme: z.enum(THEMES),
  /** Finished workouts are posted to friends automatically. */
  shareWorkouts: z.boolean(),
  /** Others can find this person by name. */
  findable: z.boolean(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

const flag = (field: string) => z.boolean({ error: `${field} must be true or false.` });

/** PUT /settings: any subset, `units` too; what is not sent stays as it was. */
export const userSettingsUpdateSchema = z
  .object({
    units: z
      .object({
        weight: z.enum(WEIGHT_UNITS, { error: "units.weight must be 'kg' or 'lb'." }),
        length: z.enum(LENGTH_UNITS, { error: "units.length must be 'cm' or 'in'." }),
      })
      .partial()
      .strict(),
    theme: z.enum(THEMES, { error: "theme must be 'light', 'dark' or 'system'." }),
    shareWorkouts: flag('shareWorkouts'),
    findable: flag('findable'),
  })
  .partial()
  .strict();
export type UserSettingsUpdate = z.infer<typeof userSettingsUpdateSchema>;
