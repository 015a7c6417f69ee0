import {
  addDays,
  daysBetween,
  EMPTY_STREAK_SUMMARY,
  foldStreakSummary,
  todayIn,
  streaksFrom,
  type StreakSummary,
} from '@momentum/shared';
import type { Db } from '../../db/database.js';
import { createStreakRepository } from './streak.repository.js';

export type Streaks = { current: number; highest: number };

/**
 * Streaks and what they were worked out from: the summary of the days before a window and the window's active
 * days (through today). With it a new active day in the window gives the new streaks without a read.
 */
export type StreakReading = Streaks & {
  basis?: { summary: StreakSummary; recent: readonly string[] };
  /**
   * Whether any activity is dated after the reading's today (an entry dated ahead): without one, `highest` is
   * the longest run of the whole history, not only of the days up to today. Unknown when absent.
   */
  activeAfterToday?: boolean;
};

/**
 * The reading once `date` is an active day too, or undefined when that needs a read: a date before the window
 * changes the summary (and the write's trigger drops the stored one). A date already active, or after today,
 * changes nothing and answers the same reading.
 */
export function withActiveDay(
  reading: StreakReading,
  date: string,
  today: string,
): StreakReading | undefined {
  const { basis } = reading;
  if (basis === undefined || date < basis.summary.from) return undefined;
  if (date > today)
    return reading.activeAfterToday === true ? reading : { ...reading, activeAfterToday: true };
  if (basis.recent.includes(date)) return reading;
  const recent = [...basis.recent, date];
  return {
    ...streaksFrom(basis.summary, recent, today),
    basis: { summary: basis.summary, recent },
    activeAfterToday: reading.activeAfterToday,
  };
}

/**
 * Days read live on every call (today and the week before it); older days are kept summarised per
 * user (migration 0005). Entries back-dated within this week, the usual kind, never force a rebuild.
 */
export const LIVE_WINDOW_DAYS = 8;

/**
 * Consecutive active days (DESIGN §5): the current run ends today, or yesterday while today has no
 * activity yet; the highest is the longest run ever.
 *
 * Each call reads the active days of a short recent window (8 to 15 days, index-only) and combines
 * them with the stored summary of everything older, so it costs the same for a week of history as for
 * years. The summary moves forward once a week; a write dated before it drops it (trigger) and the
 * next call rebuilds it once.
 */
export function createStreakService(db: Db, clock: () => Date = () => new Date()) {
  const repository = createStreakRepository(db);

  /** Extends `base` with the days in [base.from, horizon) and stores the result when nothing raced it. */
  async function settle(userId: string, base: StreakSummary, horizon: string): Promise<StreakSummary> {
    const now = clock().toISOString();
    await repository.beginSettle(userId, horizon, now);
    const from = base === EMPTY_STREAK_SUMMARY ? undefined : base.from;
    const next = foldStreakSummary(base, await repository.activeDatesBefore(userId, horizon, from), horizon);
    await repository.completeSettle(userId, next, now);
    return next;
  }

  async function summaryBefore(userId: string, today: string): Promise<StreakSummary> {
    const horizon = addDays(today, -(LIVE_WINDOW_DAYS - 1));
    const stored = await repository.findSummary(userId);
    if (stored.state === 'settling') {
      // Another call is storing it right now: work it out without touching the store.
      return foldStreakSummary(
        EMPTY_STREAK_SUMMARY,
        await repository.activeDatesBefore(userId, horizon),
        horizon,
      );
    }
    if (stored.state === 'ready' && stored.summary.from <= today) {
      if (daysBetween(stored.summary.from, today) < 2 * LIVE_WINDOW_DAYS) return stored.summary;
      return settle(userId, stored.summary, horizon);
    }
    return settle(userId, EMPTY_STREAK_SUMMARY, horizon);
  }

  async function readStreaks(userId: string, timeZone: string): Promise<StreakReading> {
    const today = todayIn(clock(), timeZone);
    const summary = await summaryBefore(userId, today);
    const days = await repository.activeDatesFrom(userId, summary.from);
    const recent = days.filter((day) => day <= today);
    return {
      ...streaksFrom(summary, recent, today),
      basis: { summary, recent },
      activeAfterToday: recent.length < days.length,
    };
  }

  return {
    async getStreaks(userId: string, timeZone: string): Promise<Streaks> {
      const { current, highest } = await readStreaks(userId, timeZone);
      return { current, highest };
    },

    /** getStreaks with what they were worked out from (see withActiveDay). */
    readStreaks,
  };
}
export type StreakService = ReturnType<typeof createStreakService>;
