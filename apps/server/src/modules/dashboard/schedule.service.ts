import { addDays, SCHEDULE_DAYS, weekOf, type ScheduleItem, type SchedulePlanDay } from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { parseJsonColumn } from '../../lib/json.js';
import { createDashboardRepository } from './dashboard.repository.js';
import { createScheduleRepository } from './schedule.repository.js';

/**
 * This week's Monday–Saturday plan; a day is completed once a workout was logged on its date. "This week" is the
 * week of `now`: the clock's instant unless the caller gives one.
 */
export function createScheduleService(db: Db, clock: () => Date = () => new Date()) {
  const schedule = createScheduleRepository(db);
  const activity = createDashboardRepository(db);

  async function getWeek(userId: string, timeZone: string, now = clock()): Promise<ScheduleItem[]> {
    const week = weekOf(now, timeZone);
    const [rows, workoutDates] = await Promise.all([
      schedule.listDays(userId),
      activity.workoutDates(userId, week.startDate, addDays(week.startDate, SCHEDULE_DAYS.length)),
    ]);
    const done = new Set(workoutDates);
    const byDay = new Map(rows.map((row) => [row.day_of_week, row]));
    return SCHEDULE_DAYS.map((dayOfWeek, index) => {
      const row = byDay.get(dayOfWeek);
      const exercises = parseJsonColumn<unknown>(row?.exercises ?? '[]', []);
      return {
        dayOfWeek,
        muscleGroup: row?.muscle_group ?? '',
        exercises: Array.isArray(exercises)
          ? exercises.filter((e): e is string => typeof e === 'string')
          : [],
        completed: done.has(addDays(week.startDate, index)),
      };
    });
  }

  return {
    getWeek,

    async replacePlan(userId: string, plan: SchedulePlanDay[], timeZone: string): Promise<ScheduleItem[]> {
      await schedule.replaceDays(
        userId,
        plan.map((day) => ({
          day_of_week: day.dayOfWeek,
          muscle_group: day.muscleGroup,
          exercises: JSON.stringify(day.exercises),
        })),
      );
      return getWeek(userId, timeZone);
    },
  };
}
