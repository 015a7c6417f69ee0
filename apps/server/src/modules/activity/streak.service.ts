import type { Db } from '../../db/database.js';

export type Streaks = { current: number; highest: number };

/**
 * Consecutive active days (DESIGN §5). Placeholder until the Dashboard issue computes it from stored
 * activity; it answers 0 rather than an invented number.
 */
export function createStreakService(_db: Db) {
  return {
    async getStreaks(_userId: string, _timeZone: string): Promise<Streaks> {
      return { current: 0, highest: 0 };
    },
  };
}
