import { describe, expect, it } from 'vitest';
import { estimateCalories } from './calories.js';
import { WORKOUTS_CARD_KCAL_PER_MIN } from './constants.js';
import { elapsedMinutes, formatElapsed, lastCompletedLabel } from './format.js';
import {
  durationMinutesBetween,
  finishWorkoutBodySchema,
  logsQuerySchema,
  logUpdateBodySchema,
  parseTemplateDuration,
  splitExercises,
  templateCreateBodySchema,
  templateMatches,
  templateUpdateBodySchema,
} from './workouts.js';

describe('splitExercises', () => {
  it('splits on commas, trims and drops blanks', () => {
    expect(splitExercises(' Squat, Lunge ,, , Deadlift,')).toEqual(['Squat', 'Lunge', 'Deadlift']);
    expect(splitExercises('')).toEqual([]);
    expect(splitExercises('  ,  ')).toEqual([]);
    expect(splitExercises('Plank')).toEqual(['Plank']);
  });
});

describe('parseTemplateDuration', () => {
  it('reads a number and gives 0 for anything else', () => {
    expect(parseTemplateDuration('45')).toBe(45);
    expect(parseTemplateDuration(' 12.5 ')).toBe(12.5);
    expect(parseTemplateDuration('')).toBe(0);
    expect(parseTemplateDuration('abc')).toBe(0);
    expect(parseTemplateDuration('Infinity')).toBe(0);
  });
});

describe('templateCreateBodySchema', () => {
  it("trims every field and names a blank template 'Workout'", () => {
    expect(
      templateCreateBodySchema.parse({
        name: '  ',
        day: ' Monday ',
        muscleGroup: ' Legs ',
        exercises: 'Squat, , Lunge',
        estimatedDurationMin: 30,
      }),
    ).toEqual({
      name: 'Workout',
      day: 'Monday',
      muscleGroup: 'Legs',
      exercises: ['Squat', 'Lunge'],
      estimatedDurationMin: 30,
    });
  });

  it('rejects a negative duration and non-text exercises', () => {
    expect(templateCreateBodySchema.safeParse({ name: 'A', estimatedDurationMin: -1 }).success).toBe(false);
    expect(templateCreateBodySchema.safeParse({ name: 'A', exercises: [3] }).success).toBe(false);
  });

  it('leaves fields not sent out of an update', () => {
    expect(templateUpdateBodySchema.parse({ name: ' New ' })).toEqual({ name: 'New' });
  });
});

describe('finishWorkoutBodySchema', () => {
  const base = {
    templateId: 't1',
    startedAt: '2026-01-01T10:00:00Z',
    finishedAt: '2026-01-01T10:30:00Z',
    caloriesBurned: 240,
  };

  it('normalises instants to UTC with milliseconds and defaults notes', () => {
    expect(finishWorkoutBodySchema.parse({ ...base, startedAt: '2026-01-01T11:00:00+01:00' })).toEqual({
      templateId: 't1',
      startedAt: '2026-01-01T10:00:00.000Z',
      finishedAt: '2026-01-01T10:30:00.000Z',
      caloriesBurned: 240,
      notes: '',
      exercises: [],
    });
  });

  it('refuses a finish before the start, naming finishedAt', () => {
    const result = finishWorkoutBodySchema.safeParse({ ...base, finishedAt: '2026-01-01T09:59:59Z' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['finishedAt']);
  });

  it('accepts a finish at the very instant of the start', () => {
    expect(finishWorkoutBodySchema.safeParse({ ...base, finishedAt: base.startedAt }).success).toBe(true);
  });
});

describe('logUpdateBodySchema and logsQuerySchema', () => {
  it('needs notes or calories', () => {
    expect(logUpdateBodySchema.safeParse({}).success).toBe(false);
    expect(logUpdateBodySchema.parse({ notes: ' ok ' })).toEqual({ notes: 'ok' });
    expect(logUpdateBodySchema.parse({ caloriesBurned: 0 })).toEqual({ caloriesBurned: 0 });
  });

  it('defaults the limit to 8 and keeps it within 1..50', () => {
    expect(logsQuerySchema.parse({})).toEqual({ limit: 8 });
    expect(logsQuerySchema.parse({ limit: '50' })).toEqual({ limit: 50 });
    expect(logsQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(logsQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
  });
});

describe('durationMinutesBetween', () => {
  it('rounds the minutes between two instants', () => {
    expect(durationMinutesBetween('2026-01-01T10:00:00Z', '2026-01-01T10:42:29Z')).toBe(42);
    expect(durationMinutesBetween('2026-01-01T10:00:00Z', '2026-01-01T10:42:30Z')).toBe(43);
    expect(durationMinutesBetween('2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z')).toBe(0);
  });
});

describe('templateMatches', () => {
  const template = {
    name: 'Leg Day',
    muscleGroup: 'Quads',
    exercises: ['Bulgarian Split Squat', 'Calf Raise'],
  };

  it('matches name, muscle group or an exercise, ignoring case', () => {
    expect(templateMatches(template, 'leg')).toBe(true);
    expect(templateMatches(template, 'QUADS')).toBe(true);
    expect(templateMatches(template, 'split sq')).toBe(true);
    expect(templateMatches(template, ' calf ')).toBe(true);
    expect(templateMatches(template, 'bench')).toBe(false);
  });

  it('matches everything for an empty query', () => {
    expect(templateMatches(template, '')).toBe(true);
    expect(templateMatches(template, '   ')).toBe(true);
  });
});

describe('the workouts-screen card', () => {
  it('burns 8 kcal per elapsed minute whatever the template is called', () => {
    expect(WORKOUTS_CARD_KCAL_PER_MIN).toBe(8);
    expect(estimateCalories('Yoga', elapsedMinutes(25 * 60_000))).toBe(200);
    expect(Math.round(WORKOUTS_CARD_KCAL_PER_MIN * elapsedMinutes(90_000))).toBe(16);
  });
});

describe('timer readings of a session', () => {
  it('shows the hh:mm:ss of a session with its elapsed minutes', () => {
    const elapsed = 47 * 60_000 + 31_000;
    expect(formatElapsed(elapsed)).toBe('00:47:31');
    expect(elapsedMinutes(elapsed)).toBe(48);
  });
});

describe("'Last' labels across midnight east of UTC", () => {
  // Tokyo is UTC+9 all year: local midnight of 15 March is 14 March 15:00 UTC.
  const tz = 'Asia/Tokyo';
  const beforeMidnight = new Date('2026-03-14T14:59:00Z'); // 23:59 on the 14th
  const afterMidnight = new Date('2026-03-14T15:01:00Z'); // 00:01 on the 15th

  it('turns Today into Yesterday when the local day turns, not the UTC day', () => {
    const finished = '2026-03-14T12:00:00Z'; // 21:00 local on the 14th
    expect(lastCompletedLabel(finished, beforeMidnight, tz)).toBe('Today');
    expect(lastCompletedLabel(finished, afterMidnight, tz)).toBe('Yesterday');
    // In UTC both readings are still 14 March.
    expect(lastCompletedLabel(finished, afterMidnight, 'UTC')).toBe('Today');
  });

  it('counts a finish two minutes earlier across midnight as Yesterday', () => {
    expect(lastCompletedLabel('2026-03-14T14:59:30Z', afterMidnight, tz)).toBe('Yesterday');
  });

  it('counts calendar days in a half-hour zone', () => {
    const kolkata = 'Asia/Kolkata'; // UTC+5:30
    const now = new Date('2026-03-16T18:35:00Z'); // 00:05 on the 17th
    expect(lastCompletedLabel('2026-03-16T18:25:00Z', now, kolkata)).toBe('Yesterday'); // 23:55 on the 16th
    expect(lastCompletedLabel('2026-03-14T18:25:00Z', now, kolkata)).toBe('3 days ago');
  });

  it('counts a day of 23 hours as one day when clocks spring forward', () => {
    const berlin = 'Europe/Berlin'; // 29 March 2026: 02:00 becomes 03:00
    const finished = '2026-03-28T22:30:00Z'; // 23:30 on the 28th
    const now = new Date('2026-03-29T22:10:00Z'); // 00:10 on the 30th, 22h40 later
    expect(lastCompletedLabel(finished, now, berlin)).toBe('2 days ago');
  });
});
