import { startOfLocalDay } from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import { insertMeal, insertProgress, insertWorkout } from '../../test/activity-fixtures.js';
import { registerUser } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';
import {
  createDashboardService,
  mealActivityItem,
  mealTitle,
  roundedNutrition,
  withAddedMeal,
  withMealsInWeek,
} from './dashboard.service.js';
import { createWeeklyTargetsService } from './weekly-targets.service.js';
import { createScheduleService } from './schedule.service.js';

const t = useTestApp();

const newUser = async () => (await registerUser(t.app)).userId;
const HOUR = 3_600_000;
const at = (date: string, tz: string, hours: number) =>
  new Date(startOfLocalDay(date, tz).getTime() + hours * HOUR);

describe('weekly figures', () => {
  // 2026-11-15 is a Sunday; New York is UTC-5 then, so its late evening is already Monday in UTC.
  const tz = 'America/New_York';

  it('counts a workout at 23:30 on Sunday in the week it belongs to, not the next', async () => {
    const userId = await newUser();
    await insertWorkout(t.database.db, userId, {
      finishedAt: at('2026-11-15', tz, 23.5),
      timeZone: tz,
      caloriesBurned: 300,
    });
    await insertWorkout(t.database.db, userId, {
      finishedAt: at('2026-11-09', tz, 0.25),
      timeZone: tz,
      caloriesBurned: 200,
    });
    await insertWorkout(t.database.db, userId, {
      finishedAt: at('2026-11-08', tz, 23.5),
      timeZone: tz,
      caloriesBurned: 5000,
    });

    const sundayNight = createDashboardService(t.database.db, () => at('2026-11-15', tz, 23.75));
    expect(await sundayNight.workoutsThisWeek(userId, tz)).toEqual({ count: 2, caloriesBurned: 500 });

    const mondayMorning = createDashboardService(t.database.db, () => at('2026-11-16', tz, 0.5));
    expect(await mondayMorning.workoutsThisWeek(userId, tz)).toEqual({ count: 0, caloriesBurned: 0 });
  });

  it('works the week out again for another zone or day, within one service', async () => {
    const userId = await newUser();
    // Sunday 15:00 in New York is already Monday 05:00 in Tokyo, outside Tokyo's week of 9 to 15 November.
    await insertWorkout(t.database.db, userId, {
      finishedAt: at('2026-11-15', tz, 15),
      timeZone: tz,
      caloriesBurned: 300,
    });
    const service = createDashboardService(t.database.db);
    // 11 November in both zones: the same day, not the same week.
    const wednesday = at('2026-11-11', tz, 9);
    expect(await service.workoutsThisWeek(userId, tz, wednesday)).toEqual({ count: 1, caloriesBurned: 300 });
    expect(await service.workoutsThisWeek(userId, 'Asia/Tokyo', wednesday)).toEqual({
      count: 0,
      caloriesBurned: 0,
    });
    expect(await service.workoutsThisWeek(userId, tz, at('2026-11-16', tz, 0.5))).toEqual({
      count: 0,
      caloriesBurned: 0,
    });
    expect(await service.workoutsThisWeek(userId, tz, at('2026-11-15', tz, 23.75))).toEqual({
      count: 1,
      caloriesBurned: 300,
    });
  });

  it('sums nutrition entries dated Monday to Sunday of the current local week', async () => {
    const userId = await newUser();
    await insertMeal(t.database.db, userId, { date: '2026-11-08', calories: 1000, protein: 100 });
    await insertMeal(t.database.db, userId, { date: '2026-11-09', calories: 400, protein: 25 });
    await insertMeal(t.database.db, userId, { date: '2026-11-15', calories: 0.1, protein: 0.2 });
    await insertMeal(t.database.db, userId, { date: '2026-11-15', calories: 0.2, protein: 0.1 });
    await insertMeal(t.database.db, userId, { date: '2026-11-16', calories: 700, protein: 70 });
    const service = createDashboardService(t.database.db, () => at('2026-11-15', tz, 23.75));
    expect(roundedNutrition(await service.nutritionSumsThisWeek(userId, tz))).toEqual({
      calories: 400.3,
      protein: 25.3,
    });
  });

  it('feeds the weekly targets: value this week against the stored target or the default', async () => {
    const userId = await newUser();
    const clock = () => at('2026-11-12', tz, 12);
    await insertWorkout(t.database.db, userId, {
      finishedAt: at('2026-11-10', tz, 8),
      timeZone: tz,
      caloriesBurned: 321,
    });
    await insertMeal(t.database.db, userId, { date: '2026-11-11', calories: 400, protein: 25 });
    const weeklyTargets = createWeeklyTargetsService(
      t.database.db,
      createDashboardService(t.database.db, clock),
    );
    expect(await weeklyTargets.get(userId, 'workouts', tz)).toEqual({ value: 1, target: 7 });
    expect(await weeklyTargets.get(userId, 'calories', tz)).toEqual({ value: 321, target: 20000 });
    expect(await weeklyTargets.get(userId, 'calories-intake', tz)).toEqual({ value: 400, target: 14000 });
    expect(await weeklyTargets.get(userId, 'protein', tz)).toEqual({ value: 25, target: 600 });
    expect(await weeklyTargets.setTarget(userId, 'protein', 150, tz)).toEqual({ value: 25, target: 150 });
  });
});

describe('schedule completion', () => {
  it('marks the weekdays of the current week on which a workout was logged', async () => {
    const tz = 'Asia/Tokyo';
    const userId = await newUser();
    // Tuesday 00:10 in Tokyo is still Monday in UTC; Saturday of the previous week must not count.
    await insertWorkout(t.database.db, userId, { finishedAt: at('2026-11-10', tz, 0.17), timeZone: tz });
    await insertWorkout(t.database.db, userId, { finishedAt: at('2026-11-07', tz, 10), timeZone: tz });
    await insertWorkout(t.database.db, userId, { finishedAt: at('2026-11-14', tz, 23.9), timeZone: tz });
    const schedule = createScheduleService(t.database.db, () => at('2026-11-15', tz, 9));
    const items = await schedule.getWeek(userId, tz);
    expect(items.map((item) => [item.dayOfWeek, item.completed])).toEqual([
      ['Monday', false],
      ['Tuesday', true],
      ['Wednesday', false],
      ['Thursday', false],
      ['Friday', false],
      ['Saturday', true],
    ]);
  });
});

describe('recent activity', () => {
  it('merges workouts, meals and weights newest first and keeps only the limit', async () => {
    const userId = await newUser();
    const db = t.database.db;
    const workoutOld = await insertWorkout(db, userId, {
      finishedAt: '2026-11-01T08:00:00Z',
      workoutType: 'Old Run',
      caloriesBurned: 100,
    });
    const weight = await insertProgress(db, userId, {
      date: '2026-11-02',
      weight: 81.5,
      createdAt: '2026-11-02T07:00:00Z',
    });
    await insertProgress(db, userId, { date: '2026-11-03', createdAt: '2026-11-03T07:00:00Z' });
    const meal = await insertMeal(db, userId, {
      date: '2026-11-03',
      calories: 400,
      name: 'Quick Meal',
      createdAt: '2026-11-03T12:00:00Z',
    });
    const workoutNew = await insertWorkout(db, userId, {
      finishedAt: '2026-11-04T18:00:00Z',
      workoutType: 'Leg Day',
      caloriesBurned: 450,
    });
    const other = await newUser();
    await insertMeal(db, other, { date: '2026-11-05', calories: 999, createdAt: '2026-11-05T12:00:00Z' });

    const service = createDashboardService(db);
    expect(await service.recentActivity(userId, 5)).toEqual([
      {
        _id: workoutNew,
        type: 'workout',
        title: 'Leg Day',
        timestamp: '2026-11-04T18:00:00.000Z',
        caloriesBurned: 450,
      },
      { _id: meal, type: 'meal', title: 'Quick Meal', timestamp: '2026-11-03T12:00:00.000Z', calories: 400 },
      {
        _id: weight,
        type: 'weight',
        title: 'Weight logged',
        timestamp: '2026-11-02T07:00:00.000Z',
        weight: 81.5,
      },
      {
        _id: workoutOld,
        type: 'workout',
        title: 'Old Run',
        timestamp: '2026-11-01T08:00:00.000Z',
        caloriesBurned: 100,
      },
    ]);
    expect((await service.recentActivity(userId, 2)).map((item) => item._id)).toEqual([workoutNew, meal]);
  });

  it('names a meal by its foods', () => {
    const meal = (names: string[]) => [
      { type: 'breakfast', items: names.map((name) => ({ name, calories: 1, macros: {} })) },
    ];
    expect(mealTitle(meal(['Oats']))).toBe('Oats');
    expect(mealTitle(meal(['Oats', 'Banana', 'Milk', 'Tea']))).toBe('Oats, Banana +2 more');
    expect(mealTitle(meal(['  ']))).toBe('Breakfast');
    expect(mealTitle({ not: 'a list' })).toBe('Meal');
  });

  it('titles a stored meal from its column, or from the meals just stored when given', () => {
    const row = {
      id: 'm1',
      meals: JSON.stringify([{ type: 'lunch', items: [{ name: 'Soup', calories: 1, macros: {} }] }]),
      total_calories: 1,
      created_at: '2026-11-01T12:00:00.000Z',
    };
    expect(mealActivityItem(row).title).toBe('Soup');
    expect(mealActivityItem({ ...row, meals: 'not json' }).title).toBe('Meal');
    const stored = [{ type: 'dinner', items: [{ name: 'Stew', calories: 1, macros: {} }] }];
    expect(mealActivityItem(row, stored).title).toBe('Stew');
  });
});

describe('a meal added to the recent meals kept', () => {
  it('lands where reading the meals again would put it: by time, then by id, and the list keeps its limit', async () => {
    const userId = await newUser();
    const dashboard = createDashboardService(t.database.db);
    const stored = [
      { id: 'b', created_at: '2026-11-20T10:00:00.000Z' },
      { id: 'd', created_at: '2026-11-20T09:00:00.000Z' },
      { id: 'a', created_at: '2026-11-20T09:00:00.000Z' },
      { id: 'c', created_at: '2026-11-20T08:00:00.000Z' },
    ];
    for (const row of stored)
      await t.database.db
        .insertInto('nutrition_entries')
        .values({
          ...row,
          user_id: userId,
          date: '2026-11-20',
          meals: JSON.stringify([{ type: 'lunch', items: [{ name: row.id, calories: 10 }] }]),
          total_calories: 10,
          total_protein: 0,
          diary_day: null,
        })
        .execute();
    const added = {
      id: 'c2',
      meals: JSON.stringify([{ type: 'snack', items: [{ name: 'Added', calories: 5 }] }]),
      total_calories: 5,
      created_at: '2026-11-20T09:00:00.000Z',
    };
    const kept = await dashboard.recentOfKind.meal(userId, 3);
    await t.database.db
      .insertInto('nutrition_entries')
      .values({ ...added, user_id: userId, date: '2026-11-20', total_protein: 0, diary_day: null })
      .execute();
    const readAgain = await dashboard.recentOfKind.meal(userId, 3);
    expect(readAgain.map((item) => item._id)).toEqual(['b', 'd', 'c2']);
    expect(withAddedMeal(kept, mealActivityItem(added), 3)).toEqual(readAgain);
    // A list read after the meal committed, though kept at the version before it, shows it once.
    expect(withAddedMeal(readAgain, mealActivityItem(added), 3)).toBe(readAgain);
  });
});

describe("the week's nutrition sums", () => {
  const week = { startDate: '2026-11-23', endDate: '2026-11-30' };
  const meal = (date: string, calories: number, protein: number) => ({ date, totals: { calories, protein } });

  it('with known meals added are what summing again gives, a meal outside the week adding nothing', async () => {
    const userId = await newUser();
    const dashboard = createDashboardService(t.database.db, () => new Date('2026-11-26T12:00:00Z'));
    await insertMeal(t.database.db, userId, { date: '2026-11-24', calories: 410.35, protein: 22.1 });
    const kept = await dashboard.nutritionSumsThisWeek(userId, 'UTC');
    const meals = [
      meal('2026-11-26', 120.2, 5.55),
      meal('2026-11-30', 700, 40),
      meal('2026-11-23', 0.1, 0.2),
    ];
    for (const { date, totals } of meals) {
      await insertMeal(t.database.db, userId, { date, calories: totals.calories, protein: totals.protein });
    }
    const readAgain = await dashboard.nutritionSumsThisWeek(userId, 'UTC');
    expect(readAgain.nutritionVersion).toBe(kept.nutritionVersion + 3);
    expect(withMealsInWeek(kept, kept.nutritionVersion, meals, week)).toEqual({
      ...readAgain,
      calories: expect.closeTo(readAgain.calories, 9),
      protein: expect.closeTo(readAgain.protein, 9),
    });
    expect(roundedNutrition(await dashboard.nutritionSumsThisWeek(userId, 'UTC'))).toEqual({
      calories: 530.65,
      protein: 27.85,
    });
  });

  it('read after a meal committed are read again rather than added to: they may hold it already', () => {
    const sums = { calories: 500, protein: 30, nutritionVersion: 8 };
    expect(withMealsInWeek(sums, 7, [meal('2026-11-26', 100, 5)], week)).toBeUndefined();
    expect(withMealsInWeek(sums, 8, [meal('2026-11-26', 100, 5)], week)).toEqual({
      calories: 600,
      protein: 35,
      nutritionVersion: 9,
    });
  });
});

describe('latest weight', () => {
  it('is the weight of the newest entry that has one', async () => {
    const userId = await newUser();
    const service = createDashboardService(t.database.db);
    expect(await service.latestWeight(userId)).toBeNull();
    await insertProgress(t.database.db, userId, {
      date: '2026-10-01',
      weight: 80,
      createdAt: '2026-10-05T00:00:00Z',
    });
    await insertProgress(t.database.db, userId, {
      date: '2026-10-03',
      weight: 79.4,
      createdAt: '2026-10-03T00:00:00Z',
    });
    await insertProgress(t.database.db, userId, { date: '2026-10-04' });
    expect(await service.latestWeight(userId)).toBe(79.4);
  });
});
