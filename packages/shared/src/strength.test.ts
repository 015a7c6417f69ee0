import { describe, expect, it } from 'vitest';
import { exerciseCreateBodySchema, exerciseListQuerySchema, exerciseUpdateBodySchema } from './exercises.js';
import {
  bestRecordValues,
  epleyOneRepMax,
  lastSetsQuerySchema,
  loggedSetSchema,
  recordCandidates,
  setVolumeKg,
  templatePlanSchema,
  workoutVolumeKg,
} from './strength.js';
import { finishWorkoutBodySchema, templateCreateBodySchema } from './workouts.js';

const done = { type: 'normal' as const, completed: true };

describe('epleyOneRepMax', () => {
  it('is weight × (1 + reps / 30), rounded to hundredths', () => {
    expect(epleyOneRepMax(100, 1)).toBe(103.33);
    expect(epleyOneRepMax(100, 5)).toBe(116.67);
    expect(epleyOneRepMax(60, 10)).toBe(80);
    expect(epleyOneRepMax(80, 12)).toBe(112);
  });

  it('has no estimate outside 1–12 reps or without weight', () => {
    expect(epleyOneRepMax(100, 0)).toBeNull();
    expect(epleyOneRepMax(100, 13)).toBeNull();
    expect(epleyOneRepMax(0, 5)).toBeNull();
    expect(epleyOneRepMax(100, 2.5)).toBeNull();
  });
});

describe('volume', () => {
  it('counts kg × reps of completed sets that are not warm-ups', () => {
    expect(setVolumeKg({ ...done, weightKg: 100, reps: 5 })).toBe(500);
    expect(setVolumeKg({ ...done, type: 'drop', weightKg: 62.5, reps: 8 })).toBe(500);
    expect(setVolumeKg({ ...done, type: 'warmup', weightKg: 60, reps: 10 })).toBe(0);
    expect(setVolumeKg({ ...done, completed: false, weightKg: 100, reps: 5 })).toBe(0);
    expect(setVolumeKg({ ...done, reps: 20 })).toBe(0);
  });

  it('sums a workout', () => {
    expect(
      workoutVolumeKg([
        {
          sets: [
            { ...done, type: 'warmup', weightKg: 40, reps: 10 },
            { ...done, weightKg: 100, reps: 5 },
            { ...done, type: 'failure', weightKg: 100, reps: 3 },
          ],
        },
        {
          sets: [
            { ...done, completed: false, weightKg: 20, reps: 10 },
            { ...done, weightKg: 20.5, reps: 10 },
          ],
        },
      ]),
    ).toBe(1005);
    expect(workoutVolumeKg([])).toBe(0);
  });
});

describe('recordCandidates', () => {
  it('names every record a weighted set is worth', () => {
    expect(recordCandidates({ ...done, weightKg: 100, reps: 5 })).toEqual({
      heaviestWeight: 100,
      estimatedOneRepMax: 116.67,
      mostReps: 5,
      bestSetVolume: 500,
    });
  });

  it('leaves out the one-rep max beyond 12 reps, and weight records without weight', () => {
    expect(recordCandidates({ ...done, weightKg: 50, reps: 15 })).toEqual({
      heaviestWeight: 50,
      mostReps: 15,
      bestSetVolume: 750,
    });
    expect(recordCandidates({ ...done, reps: 30 })).toEqual({ mostReps: 30 });
    expect(recordCandidates({ ...done, durationS: 90 })).toEqual({ longestDuration: 90 });
  });

  it('never counts warm-ups or sets not completed', () => {
    expect(recordCandidates({ ...done, type: 'warmup', weightKg: 200, reps: 1 })).toEqual({});
    expect(recordCandidates({ ...done, completed: false, weightKg: 200, reps: 1 })).toEqual({});
  });

  it('takes the best of each kind over several sets', () => {
    expect(
      bestRecordValues([
        { ...done, weightKg: 100, reps: 5 },
        { ...done, weightKg: 110, reps: 1 },
        { ...done, weightKg: 60, reps: 20 },
        { ...done, type: 'warmup', weightKg: 150, reps: 1 },
      ]),
    ).toEqual({ heaviestWeight: 110, estimatedOneRepMax: 116.67, mostReps: 20, bestSetVolume: 1200 });
  });
});

describe('set validation', () => {
  const bad = (set: Record<string, unknown>) => {
    const result = loggedSetSchema.safeParse({ completed: true, ...set });
    return result.success ? null : result.error.issues[0];
  };

  it('accepts the bounds and defaults the type to normal', () => {
    expect(
      loggedSetSchema.parse({ weightKg: 1000, reps: 1000, rpe: 9.5, durationS: 86400, completed: false }),
    ).toEqual({ type: 'normal', weightKg: 1000, reps: 1000, rpe: 9.5, durationS: 86400, completed: false });
    expect(
      loggedSetSchema.parse({ weightKg: 0, reps: 0, rpe: 1, distanceM: 1_000_000, completed: true }),
    ).toMatchObject({ weightKg: 0, reps: 0, rpe: 1, distanceM: 1_000_000 });
  });

  it('refuses each number out of bounds, naming the field', () => {
    expect(bad({ reps: 1001 })).toMatchObject({ path: ['reps'], message: 'Reps must be at most 1000.' });
    expect(bad({ reps: -1 })?.path).toEqual(['reps']);
    expect(bad({ reps: 2.5 })?.path).toEqual(['reps']);
    expect(bad({ weightKg: 1000.5 })).toMatchObject({
      path: ['weightKg'],
      message: 'Weight must be at most 1000 kg.',
    });
    expect(bad({ weightKg: -0.5 })?.path).toEqual(['weightKg']);
    expect(bad({ rpe: 0.5 })?.path).toEqual(['rpe']);
    expect(bad({ rpe: 10.5 })?.path).toEqual(['rpe']);
    expect(bad({ rpe: 7.25 })).toMatchObject({ path: ['rpe'], message: expect.stringContaining('half') });
    expect(bad({ durationS: 86401 })?.path).toEqual(['durationS']);
    expect(bad({ distanceM: 1_000_001 })?.path).toEqual(['distanceM']);
    expect(bad({ type: 'superset' })?.path).toEqual(['type']);
    expect(loggedSetSchema.safeParse({ reps: 5 }).success).toBe(false);
  });

  it('carries the sets on the finish body, empty by default', () => {
    const base = {
      templateId: 't',
      startedAt: '2026-01-01T10:00:00Z',
      finishedAt: '2026-01-01T11:00:00Z',
      caloriesBurned: 300,
    };
    expect(finishWorkoutBodySchema.parse(base).exercises).toEqual([]);
    const result = finishWorkoutBodySchema.safeParse({
      ...base,
      exercises: [
        {
          exerciseId: 'x',
          sets: [
            { reps: 5, completed: true },
            { reps: 5000, completed: true },
          ],
        },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['exercises', 0, 'sets', 1, 'reps']);
  });
});

describe('plan validation', () => {
  it('fills the rest time and set type', () => {
    expect(templatePlanSchema.parse([{ exerciseId: 'a', sets: [{ reps: 5 }] }])).toEqual([
      { exerciseId: 'a', restSeconds: 90, sets: [{ type: 'normal', reps: 5 }] },
    ]);
    expect(templateCreateBodySchema.parse({ name: 'A' }).plan).toBeUndefined();
  });

  it('refuses bad rest, sets and types', () => {
    expect(
      templatePlanSchema.safeParse([{ exerciseId: 'a', restSeconds: 3601 }]).error?.issues[0]?.path,
    ).toEqual([0, 'restSeconds']);
    expect(
      templatePlanSchema.safeParse([{ exerciseId: 'a', sets: [{ type: 'warmup', weightKg: 2000 }] }]).error
        ?.issues[0]?.path,
    ).toEqual([0, 'sets', 0, 'weightKg']);
    expect(templatePlanSchema.safeParse([{ exerciseId: '' }]).success).toBe(false);
    expect(templatePlanSchema.safeParse([{ restSeconds: 60 }]).success).toBe(false);
  });
});

describe('exercise contracts', () => {
  it('reads a list query with defaults and refuses unknown muscles', () => {
    expect(exerciseListQuerySchema.parse({ q: '  bench ' })).toEqual({ q: 'bench', limit: 20 });
    expect(exerciseListQuerySchema.safeParse({ muscle: 'wings' }).success).toBe(false);
    expect(exerciseListQuerySchema.safeParse({ cursor: 'not a cursor!' }).success).toBe(false);
  });

  it('creates with defaults and updates at least one field', () => {
    expect(exerciseCreateBodySchema.parse({ name: ' Sled push ', kind: 'distance_duration' })).toEqual({
      name: 'Sled push',
      kind: 'distance_duration',
      primaryMuscles: [],
      secondaryMuscles: [],
      equipment: null,
    });
    expect(exerciseCreateBodySchema.safeParse({ name: ' ', kind: 'weight_reps' }).success).toBe(false);
    expect(exerciseCreateBodySchema.safeParse({ name: 'A', kind: 'reps' }).success).toBe(false);
    expect(exerciseUpdateBodySchema.safeParse({}).success).toBe(false);
    expect(exerciseUpdateBodySchema.parse({ equipment: null })).toEqual({ equipment: null });
  });

  it('splits the ids of a last-sets query', () => {
    expect(lastSetsQuerySchema.parse({ exerciseIds: 'a, b,,a' })).toEqual({ exerciseIds: ['a', 'b'] });
    expect(lastSetsQuerySchema.safeParse({ exerciseIds: ' , ' }).success).toBe(false);
  });
});
