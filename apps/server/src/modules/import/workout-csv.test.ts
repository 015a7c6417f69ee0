import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  readWorkoutCsv,
  UnknownFormatError,
  type ImportedWorkout,
  type WorkoutCsvEvent,
  type WorkoutCsvOptions,
} from './workout-csv.js';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const BERLIN: WorkoutCsvOptions = { timeZone: 'Europe/Berlin', weightUnit: 'kg' };

async function readAll(input: AsyncIterable<Buffer | string>, options = BERLIN) {
  const events: WorkoutCsvEvent[] = [];
  for await (const event of readWorkoutCsv(input, options)) events.push(event);
  const workouts = events.flatMap((event) => (event.kind === 'workout' ? [event.workout] : []));
  const issues = events.flatMap((event) =>
    event.kind === 'issue' ? [{ line: event.line, message: event.message }] : [],
  );
  const format = events.find((event) => event.kind === 'format');
  return { events, workouts, issues, format };
}

const fixture = (name: string) => fs.createReadStream(path.join(fixtures, name), { highWaterMark: 64 });

function setsOf(workout: ImportedWorkout) {
  return workout.exercises.flatMap((exercise) =>
    exercise.sets.map((set) => ({ exercise: exercise.name, ...set })),
  );
}

describe('Strong, comma-separated', () => {
  it('groups rows into workouts and exercises, reads W as a warm-up and Duration as 1h 3m', async () => {
    const { workouts, issues, format } = await readAll(fixture('strong-comma.csv'));
    expect(format).toEqual({ kind: 'format', format: 'strong', weightUnit: 'kg', weightUnitFromFile: false });
    expect(workouts.map((workout) => workout.title)).toEqual(['Push Day', 'Cardio']);
    const [push, cardio] = workouts as [ImportedWorkout, ImportedWorkout];
    // 18:35:21 in Berlin in July is 16:35:21 UTC; the workout lasted 63 minutes.
    expect(push.startedAt).toBe('2021-07-07T16:35:21.000Z');
    expect(push.finishedAt).toBe('2021-07-07T17:38:21.000Z');
    expect(push.notes).toBe('Felt strong, slept well');
    expect(push.exercises.map((exercise) => [exercise.name, exercise.sets.length])).toEqual([
      ['Bench Press (Barbell)', 3],
      ['Overhead Press (Barbell)', 1],
    ]);
    expect(setsOf(push)[0]).toMatchObject({ type: 'warmup', weightKg: 40, reps: 10 });
    expect(setsOf(push)[2]).toMatchObject({ type: 'normal', weightKg: 82.5, reps: 6, rpe: 9 });
    expect(push.exercises[0]!.notes).toBe('');
    expect(cardio.finishedAt).toBe(new Date(Date.parse(cardio.startedAt) + 35 * 60_000).toISOString());
    // Without a unit in the file, distances follow the user's system: km for a kg user.
    expect(setsOf(cardio)[0]).toMatchObject({ exercise: 'Running', distanceM: 5000, durationS: 1800 });
    expect(setsOf(cardio)[1]).toMatchObject({ exercise: 'Plank', durationS: 60, weightKg: null });
    expect(issues).toEqual([{ line: 5, message: "Weight is not a number: 'abc'." }]);
  });

  it('reads weights in pounds when the person says the file is in pounds', async () => {
    const { workouts, format } = await readAll(fixture('strong-comma.csv'), { ...BERLIN, weightUnit: 'lb' });
    expect(format).toMatchObject({ weightUnit: 'lb', weightUnitFromFile: false });
    expect(setsOf(workouts[0]!)[1]!.weightKg).toBeCloseTo(80 * 0.45359237, 4);
    expect(setsOf(workouts[1]!)[0]!.distanceM).toBeCloseTo(5 * 1609.344, 2);
  });
});

describe('Strong, semicolon-separated', () => {
  it('reads decimal commas, the unit from the header, W and D, and skips rest-timer rows', async () => {
    const { workouts, issues, format } = await readAll(fixture('strong-semicolon-kg.csv'));
    expect(format).toMatchObject({ format: 'strong-semicolon', weightUnit: 'kg', weightUnitFromFile: true });
    expect(issues).toEqual([]);
    expect(workouts).toHaveLength(2);
    const legs = workouts[0]!;
    expect(legs.title).toBe('Beine');
    expect(Date.parse(legs.finishedAt) - Date.parse(legs.startedAt)).toBe(3720 * 1000);
    expect(setsOf(legs).map((set) => [set.type, set.weightKg, set.reps, set.rpe])).toEqual([
      ['warmup', 60, 8, null],
      ['normal', 102.5, 5, 8.5],
      ['drop', 80, 10, null],
    ]);
    expect(legs.exercises).toHaveLength(1);
    expect(setsOf(workouts[1]!)[0]).toMatchObject({
      exercise: 'Rudergerät',
      distanceM: 2000,
      durationS: 480,
    });
  });

  it('converts a pounds header to kilograms', async () => {
    const { workouts, format } = await readAll(fixture('strong-semicolon-lbs.csv'));
    expect(format).toMatchObject({ weightUnit: 'lb', weightUnitFromFile: true });
    expect(setsOf(workouts[0]!).map((set) => set.weightKg)).toEqual([102.0583, 102.2851]);
  });

  it('reads a unit per row where the file has Weight Unit and Distance Unit columns', async () => {
    const { workouts, issues, format } = await readAll(fixture('strong-unit-columns.csv'), {
      ...BERLIN,
      weightUnit: 'kg',
    });
    expect(issues).toEqual([]);
    expect(format).toMatchObject({ weightUnitFromFile: true });
    const sets = setsOf(workouts[0]!);
    expect(sets[0]!.weightKg).toBeCloseTo(142.8816, 4);
    expect(sets[1]!.weightKg).toBe(140);
    expect(sets[2]!.distanceM).toBe(10_000);
    expect(sets[3]!.distanceM).toBeCloseTo(3218.69, 2);
  });
});

describe('Hevy', () => {
  it('reads set types, start and end times, RPE and distance; a bad set type is reported by line', async () => {
    const { workouts, issues, format } = await readAll(fixture('hevy-kg.csv'), {
      timeZone: 'America/New_York',
      weightUnit: 'lb',
    });
    expect(format).toEqual({ kind: 'format', format: 'hevy', weightUnit: 'kg', weightUnitFromFile: true });
    expect(workouts.map((workout) => workout.title)).toEqual(['Morning Pull', 'Run']);
    const pull = workouts[0]!;
    // 16:50 in New York in April (EDT, UTC-4).
    expect(pull.startedAt).toBe('2026-04-08T20:50:00.000Z');
    expect(pull.finishedAt).toBe('2026-04-08T21:52:00.000Z');
    expect(pull.notes).toBe('Good session');
    expect(setsOf(pull).map((set) => [set.exercise, set.type, set.weightKg, set.reps, set.rpe])).toEqual([
      ['Pull Up', 'warmup', null, 8, null],
      ['Pull Up', 'normal', 10, 6, 8.5],
      ['Bent Over Row (Barbell)', 'normal', 70, 8, null],
      ['Bicep Curl (Dumbbell)', 'drop', 12.5, 12, null],
      ['Bicep Curl (Dumbbell)', 'failure', 10, 9, null],
    ]);
    expect(pull.exercises[1]!.notes).toBe('Strict form');
    expect(issues).toEqual([
      { line: 7, message: "set_type is not normal, warmup, dropset or failure: 'superset'." },
    ]);
    expect(setsOf(workouts[1]!)[0]).toMatchObject({ distanceM: 5200, durationS: 2100 });
  });

  it('reads pounds, miles and French month names', async () => {
    const { workouts, issues } = await readAll(fixture('hevy-lbs-french.csv'));
    expect(issues).toEqual([]);
    expect(workouts[0]!.startedAt).toBe('2026-04-08T14:50:00.000Z');
    const sets = setsOf(workouts[0]!);
    expect(sets[0]!.weightKg).toBe(102.0583);
    expect(sets[1]!.distanceM).toBeCloseTo(1609.34, 2);
  });
});

describe('files that are not workout exports', () => {
  it('refuses a CSV with other columns, naming the expected ones', async () => {
    await expect(readAll(fixture('not-workouts.csv'))).rejects.toThrow(UnknownFormatError);
    await expect(readAll(fixture('not-workouts.csv'))).rejects.toThrow(/Strong or Hevy export/);
  });

  it('refuses binary data and empty files', async () => {
    await expect(readAll(Readable.from([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0x0a])]))).rejects.toThrow(
      /not a CSV/,
    );
    await expect(readAll(Readable.from([]))).rejects.toThrow(/empty/);
  });

  it('reports unreadable dates and out-of-range numbers with their lines and keeps the rest', async () => {
    const csv = [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
      '2021-02-30 10:00:00,A,30m,Squat,1,100,5,,,,,',
      '2021-03-01 10:00:00,A,30m,Squat,1,1200,5,,,,,',
      '2021-03-01 10:00:00,A,30m,Squat,2,100,5.5,,,,,',
      '2021-03-01 10:00:00,A,30m,Squat,X,100,5,,,,,',
      '2021-03-01 10:00:00,A,ages,Squat,3,100,5,,,,,',
      '2021-03-01 10:00:00,A,30m,,4,100,5,,,,,',
      '2021-03-01 10:00:00,A,30m,Squat,5,100,5,,,,,11',
      '2021-03-01 10:00:00,A,30m,Squat,6,100,5,,,,,',
    ].join('\n');
    const { workouts, issues } = await readAll(Readable.from([csv]));
    expect(issues.map((issue) => issue.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(issues[0]!.message).toMatch(/^Date is not a date/);
    expect(issues[1]!.message).toMatch(/^Weight must be from 0 to 1000 kg/);
    expect(issues[2]!.message).toMatch(/^Reps must be a whole number/);
    expect(issues[3]!.message).toMatch(/^Set Order/);
    expect(issues[4]!.message).toMatch(/^Duration is not a duration/);
    expect(issues[5]!.message).toBe('The exercise name is empty.');
    expect(issues[6]!.message).toMatch(/^RPE must be from 1 to 10/);
    expect(workouts).toHaveLength(1);
    expect(setsOf(workouts[0]!)).toHaveLength(1);
  });
});

describe('a large file', () => {
  it('streams 50,000 sets, one workout at a time, with every set accounted for', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'momentum-import-')), 'big.csv');
    const out = fs.createWriteStream(file);
    out.write(
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n',
    );
    const workoutsCount = 2000;
    const setsPerWorkout = 25;
    for (let w = 0; w < workoutsCount; w += 1) {
      const day = new Date(Date.UTC(2019, 0, 1) + w * 86_400_000).toISOString().slice(0, 10);
      for (let s = 0; s < setsPerWorkout; s += 1) {
        out.write(
          `${day} 18:00:00,"Day ${w}",1h,"Exercise ${s % 5}",${(s % 5) + 1},${50 + (s % 7)},${5 + (s % 3)},,,,,\n`,
        );
      }
    }
    await new Promise((resolve) => out.end(resolve));

    let workouts = 0;
    let sets = 0;
    let largestWorkout = 0;
    for await (const event of readWorkoutCsv(fs.createReadStream(file), BERLIN)) {
      if (event.kind === 'issue') throw new Error(`unexpected issue: ${event.message}`);
      if (event.kind !== 'workout') continue;
      workouts += 1;
      const count = setsOf(event.workout).length;
      sets += count;
      largestWorkout = Math.max(largestWorkout, count);
    }
    expect({ workouts, sets, largestWorkout }).toEqual({ workouts: 2000, sets: 50_000, largestWorkout: 25 });
    fs.rmSync(path.dirname(file), { recursive: true });
  });
});
