import { describe, expect, it } from 'vitest';
import {
  latestWeightEntry,
  measurementsSchema,
  progressBodySchema,
  weightEntryFormSchema,
  type ProgressEntry,
} from './progress-entries.js';

const entry = (id: string, date: string, weight?: number): ProgressEntry => ({
  _id: id,
  date,
  measurements: weight === undefined ? {} : { weight },
  photos: [],
});

describe('latestWeightEntry', () => {
  it('picks the newest dated entry with a weight, skipping entries without one', () => {
    expect(
      latestWeightEntry([
        entry('p', '2026-11-20'),
        entry('b', '2026-11-10', 80),
        entry('a', '2026-11-12', 79),
      ])?._id,
    ).toBe('a');
  });

  it('keeps the first listed of one date (the API lists the latest recorded first)', () => {
    expect(
      latestWeightEntry([entry('later', '2026-11-12', 78), entry('earlier', '2026-11-12', 79)])?._id,
    ).toBe('later');
  });

  it('is undefined when no entry has a weight', () => {
    expect(latestWeightEntry([entry('p', '2026-11-20')])).toBeUndefined();
    expect(latestWeightEntry([])).toBeUndefined();
  });
});

describe('measurement rules', () => {
  it('accepts the bounds themselves and refuses just outside them', () => {
    expect(measurementsSchema.safeParse({ weight: 20, bodyFat: 75, waist: 250 }).success).toBe(true);
    expect(measurementsSchema.safeParse({ weight: 19.9 }).success).toBe(false);
    expect(measurementsSchema.safeParse({ bodyFat: 75.1 }).success).toBe(false);
    expect(measurementsSchema.safeParse({ arms: 9 }).success).toBe(false);
  });

  it('refuses unknown keys and non-finite numbers', () => {
    expect(measurementsSchema.safeParse({ neck: 40 }).success).toBe(false);
    expect(measurementsSchema.safeParse({ weight: Number.POSITIVE_INFINITY }).success).toBe(false);
    expect(measurementsSchema.safeParse({ weight: Number.NaN }).success).toBe(false);
  });

  it('defaults measurements to {} and needs a real date', () => {
    expect(progressBodySchema.parse({ date: '2028-02-29' })).toEqual({
      date: { kind: 'day', day: '2028-02-29' },
      measurements: {},
    });
    expect(progressBodySchema.safeParse({ date: '2027-02-29' }).success).toBe(false);
  });

  it('gives the weight form the same message as the API', () => {
    const result = weightEntryFormSchema.safeParse({ weight: 8 });
    expect(result.error?.issues[0]?.message).toBe('Weight must be between 20 and 500 kg.');
    expect(weightEntryFormSchema.safeParse({ weight: undefined }).success).toBe(false);
  });
});
