import { describe, expect, it } from 'vitest';
import { NO_AREA_VERSIONS, type AreaVersions } from '../../db/data-areas.js';
import type { Db } from '../../db/database.js';
import type { FastifyRequest } from 'fastify';
import { createAddedMeals } from '../dashboard/added-meals.js';
import { createKeptStreaks, type StreakContext } from './kept-streaks.js';

/** Kept streaks whose reads are counted; each read answers a new value, so a kept one is told apart. */
function counted() {
  const reads: StreakContext[] = [];
  const kept = createKeptStreaks({} as Db, {
    read: async (context) => {
      reads.push(context);
      return { current: reads.length, highest: reads.length };
    },
  });
  return { kept, reads };
}

const context = (versions: Partial<AreaVersions> = {}, more: Partial<StreakContext> = {}): StreakContext => ({
  userId: 'u1',
  timeZone: 'UTC',
  today: '2026-11-27',
  now: new Date('2026-11-27T10:00:00Z'),
  areaVersions: { ...NO_AREA_VERSIONS, ...versions },
  ...more,
});

describe('kept streaks', () => {
  it('read once for every ask at the same zone, day and versions of the areas holding active days', async () => {
    const { kept, reads } = counted();
    const [first, second] = await Promise.all([kept.of(context()), kept.of(context())]);
    expect(reads).toHaveLength(1);
    expect(second).toBe(first);
    // A write to an area that holds no active day (a goal, a template, the settings) keeps them.
    expect(await kept.of(context({ plan_version: 3, settings_version: 1, achievements_version: 2 }))).toBe(
      first,
    );
    expect(reads).toHaveLength(1);
  });

  it('read again once a workout, a meal or a weigh-in moves its area, or the day or zone changes', async () => {
    const { kept, reads } = counted();
    await kept.of(context());
    for (const moved of [
      context({ training_version: 1 }),
      context({ training_version: 1, nutrition_version: 1 }),
      context({ training_version: 1, nutrition_version: 1, body_version: 1 }),
      context({ training_version: 1, nutrition_version: 1, body_version: 1 }, { today: '2026-11-28' }),
      context(
        { training_version: 1, nutrition_version: 1, body_version: 1 },
        { today: '2026-11-28', timeZone: 'Asia/Tokyo' },
      ),
    ]) {
      const before = reads.length;
      await kept.of(moved);
      expect(reads, JSON.stringify(moved)).toHaveLength(before + 1);
    }
  });

  it('keeps each person apart, and keeps no failure', async () => {
    let fail = true;
    let readCount = 0;
    const kept = createKeptStreaks({} as Db, {
      read: async () => {
        readCount += 1;
        if (fail) throw new Error('database gone');
        return { current: 2, highest: 5 };
      },
    });
    await expect(kept.of(context())).rejects.toThrow('database gone');
    fail = false;
    expect(await kept.of(context())).toEqual({ current: 2, highest: 5 });
    await kept.of(context({}, { userId: 'u2' }));
    expect(readCount).toBe(3);
  });

  it('advance the streaks kept at the version before a quick meal by its day, and read only when they must', async () => {
    const reads: string[] = [];
    const addedMeals = createAddedMeals();
    const kept = createKeptStreaks({} as Db, {
      addedMeals,
      read: async (asked) => {
        reads.push(asked.areaVersions.nutrition_version.toString());
        return {
          current: 1,
          highest: 3,
          basis: { summary: { from: '2026-11-20', longest: 3, trailingRun: 0 }, recent: ['2026-11-27'] },
        };
      },
    });
    const mealOn = (date: string, signedInAt: number) =>
      addedMeals.settle(
        {
          userId: 'u1',
          areaVersions: { ...NO_AREA_VERSIONS, nutrition_version: signedInAt },
          addedMeal: {
            item: { _id: `m${signedInAt}`, type: 'meal', title: 'Soup', timestamp: '' },
            date,
            totals: { calories: 0, protein: 0 },
          },
        } as FastifyRequest,
        { ...NO_AREA_VERSIONS, nutrition_version: signedInAt + 1 },
      );
    const first = await kept.of(context({ nutrition_version: 0 }));
    expect(reads).toEqual(['0']);
    // Today was active already: the same reading, not read.
    mealOn('2026-11-27', 0);
    expect(await kept.of(context({ nutrition_version: 1 }))).toBe(first);
    // Yesterday: the run now ends today after two days.
    mealOn('2026-11-26', 1);
    expect(await kept.of(context({ nutrition_version: 2 }))).toMatchObject({ current: 2, highest: 3 });
    expect(reads).toEqual(['0']);
    // Before the window the summary itself changes: read.
    mealOn('2026-11-01', 2);
    await kept.of(context({ nutrition_version: 3 }));
    expect(reads).toEqual(['0', '3']);
    // A write nobody here knows moved the version twice: read.
    mealOn('2026-11-27', 4);
    await kept.of(context({ nutrition_version: 5 }));
    expect(reads).toEqual(['0', '3', '5']);
  });
});
