import { z } from 'zod';

/**
 * A number from 0 to `max` (a weight, calories burned, a goal's current value). Its messages start with `label`
 * ('Weight must be a number.', 'Weight cannot be negative.', 'Weight must be at most 1000 kg.'); `unit`, with its
 * leading space, follows the bound.
 */
export function nonNegativeNumberSchema(label: string, max: number, unit = '') {
  return z
    .number({ error: `${label} must be a number.` })
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max}${unit}.`);
}
