import { localDateOf } from '@momentum/shared';
import type { Db } from '../db/database.js';
import { newId } from '../lib/ids.js';

/**
 * Rows of activity written straight into the tables the workouts, nutrition and progress modules
 * own, so dashboard tests do not depend on those modules' routes.
 */

export async function insertWorkout(
  db: Db,
  userId: string,
  options: {
    finishedAt: Date | string;
    timeZone?: string;
    caloriesBurned?: number;
    workoutType?: string;
    durationMin?: number;
  },
): Promise<string> {
  const id = newId();
  const timestamp = new Date(options.finishedAt).toISOString();
  const durationMin = options.durationMin ?? 30;
  await db
    .insertInto('workout_logs')
    .values({
      id,
      user_id: userId,
      template_id: null,
      workout_type: options.workoutType ?? 'Workout',
      notes: '',
      duration_min: durationMin,
      calories_burned: options.caloriesBurned ?? 0,
      started_at: new Date(Date.parse(timestamp) - durationMin * 60_000).toISOString(),
      timestamp,
      local_date: localDateOf(timestamp, options.timeZone ?? 'UTC'),
      created_at: timestamp,
    })
    .execute();
  return id;
}

export async function insertMeal(
  db: Db,
  userId: string,
  options: { date: string; calories?: number; protein?: number; name?: string; createdAt?: Date | string },
): Promise<string> {
  const id = newId();
  const calories = options.calories ?? 0;
  const protein = options.protein ?? 0;
  const meals = [
    {
      type: 'lunch',
      items: [{ name: options.name ?? 'Food', calories, macros: { protein, carbs: 0, fats: 0 } }],
    },
  ];
  await db
    .insertInto('nutrition_entries')
    .values({
      id,
      user_id: userId,
      date: options.date,
      meals: JSON.stringify(meals),
      total_calories: calories,
      total_protein: protein,
      created_at: new Date(options.createdAt ?? Date.now()).toISOString(),
    })
    .execute();
  return id;
}

export async function insertProgress(
  db: Db,
  userId: string,
  options: { date: string; weight?: number; createdAt?: Date | string },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('progress_entries')
    .values({
      id,
      user_id: userId,
      date: options.date,
      measurements: JSON.stringify(options.weight === undefined ? {} : { weight: options.weight }),
      weight_kg: options.weight ?? null,
      created_at: new Date(options.createdAt ?? Date.now()).toISOString(),
    })
    .execute();
  return id;
}
