import { describe, expect, it } from 'vitest';
import { exerciseKindOf, readLibraryFile } from './library-file.js';

describe('the shipped library', () => {
  const { exercises } = readLibraryFile();
  const kindOf = (name: string) => {
    const exercise = exercises.find((e) => e.name === name);
    if (!exercise) throw new Error(`${name} is not in the library`);
    return exerciseKindOf(exercise);
  };

  it('holds the 873 exercises of free-exercise-db with unique ids and names', () => {
    expect(exercises).toHaveLength(873);
    expect(new Set(exercises.map((e) => e.id)).size).toBe(873);
    expect(new Set(exercises.map((e) => e.name.toLowerCase())).size).toBe(873);
  });

  it('derives what a set records from category, force, equipment and name', () => {
    expect(kindOf('Barbell Bench Press - Medium Grip')).toBe('weight_reps');
    expect(kindOf('Weighted Pull Ups')).toBe('weight_reps');
    expect(kindOf('Atlas Stones')).toBe('weight_reps');
    expect(kindOf('Pullups')).toBe('bodyweight_reps');
    expect(kindOf('Box Jump (Multiple Response)')).toBe('bodyweight_reps');
    expect(kindOf('Plank')).toBe('duration');
    expect(kindOf('Cat Stretch')).toBe('duration');
    expect(kindOf('Rowing, Stationary')).toBe('distance_duration');
  });

  it('gives every kind to a fair share of the library', () => {
    const counts: Record<string, number> = {};
    for (const exercise of exercises) {
      const kind = exerciseKindOf(exercise);
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual([
      'bodyweight_reps',
      'distance_duration',
      'duration',
      'weight_reps',
    ]);
    expect(counts.weight_reps).toBeGreaterThan(500);
  });
});
