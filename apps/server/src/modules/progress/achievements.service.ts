import {
  ACHIEVEMENTS,
  longestRun,
  nthSavedAt,
  streakReachedAt,
  type Achievement,
  type AchievementAnnouncements,
  type AchievementKey,
} from '@momentum/shared';
import { areaVersionsKey, type AreaVersions, type DataArea } from '../../db/data-areas.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { createDataVersionCache, createKeptValues, KEPT_USERS } from '../../lib/kept-values.js';
import { createActivityItems } from '../social/activity-items.js';
import { createAchievementsRepository, type AchievementsRepository } from './achievements.repository.js';

type AchievementAnnouncement = AchievementAnnouncements['items'][number];

/** What the data says about one achievement: how far along, and when its threshold was crossed (if it was). */
type Measured = { current: number; earnedAt: string | null };
type Measures = Partial<Record<AchievementKey, Measured>>;

const WEIGHT_GOAL_KG = 5;
const round1 = (value: number) => Math.round(value * 10) / 10;

const counted = (savedAt: readonly string[], count: number, target: number): Measured => ({
  current: count,
  earnedAt: nthSavedAt(savedAt, target),
});

const ALL_KEYS: readonly AchievementKey[] = ACHIEVEMENTS.map((achievement) => achievement.key);
const TARGET = new Map(ACHIEVEMENTS.map(({ key, target }) => [key, target]));
const TITLE = new Map(ACHIEVEMENTS.map(({ key, title }) => [key, title]));
const WORKOUT_KEYS = ['first-workout', 'workouts-10', 'workouts-50', 'workouts-100', 'workouts-250'] as const;
const STREAK_KEYS = ['streak-7', 'streak-30', 'streak-100'] as const;

/**
 * The kinds of write that can earn (achievements-plugin.ts) and what each can earn: a workout counts towards
 * workouts, records and streaks, a meal towards food and streaks, a progress entry towards weigh-ins, the weight
 * goal and streaks, a goal towards a completed goal and the weight goal (its start and direction). Nothing else
 * in a write of that kind can move the others.
 */
export const EARNABLE_BY_WRITE = {
  workouts: [...WORKOUT_KEYS, 'first-record', 'records-10', ...STREAK_KEYS],
  nutrition: ['first-meal', 'food-days-30', ...STREAK_KEYS],
  progress: ['first-weigh-in', 'weight-goal-5kg', ...STREAK_KEYS],
  goals: ['goal-completed', 'weight-goal-5kg'],
} as const satisfies Record<string, readonly AchievementKey[]>;
export type WriteKind = keyof typeof EARNABLE_BY_WRITE;

/**
 * The longest run of active days up to `today` (the streak service's `highest`, read from its summary): when it
 * is shorter than a streak's target and nothing is dated after `today`, that streak is not earned, and the write
 * needs no read of the whole history to know it. `activeAfterToday`: whether anything is dated after `today`, as
 * the same streak reading found (StreakReading); when not given, three index probes ask.
 */
export type LongestRunHint = { today: string; highest: number; activeAfterToday?: boolean };

/**
 * What a write wrote: its kind, the streaks it already read, and the person's versions read after it committed
 * (the stored achievements are kept at their area's version, and a meal does not move it).
 */
export type WrittenData = { kind: WriteKind; streaks?: LongestRunHint; areaVersions?: AreaVersions };

type StoredRow = Awaited<ReturnType<AchievementsRepository['storedAchievements']>>[number];

/**
 * The announcements a list of stored achievements holds (the earned ones not announced, in the list's order),
 * made once per list: the stored rows are kept per achievements version, so while that holds (a meal does not
 * move it) every dashboard gets the same list, its part the same object and its text written once
 * (frozen-answer-serializer.ts). A person who never opens the app's announcements carries every achievement
 * earned in it.
 */
const announcementsMade = new WeakMap<readonly StoredRow[], AchievementAnnouncement[]>();
function announcementsIn(stored: readonly StoredRow[]): AchievementAnnouncement[] {
  let announcements = announcementsMade.get(stored);
  if (!announcements) {
    const pending = new Map(stored.filter((row) => row.announced_at === null).map((row) => [row.key, row]));
    announcements = ALL_KEYS.flatMap((key) => {
      const row = pending.get(key);
      return row ? [{ key, title: TITLE.get(key)!, earnedAt: row.earned_at }] : [];
    });
    announcementsMade.set(stored, announcements);
  }
  return announcements;
}

/**
 * Achievements (issue 16; docs/decisions/0016). Each is worked out from the person's data; the first time one
 * is seen earned it is stored with the moment its threshold was crossed, and from then on it stays earned even if
 * the data behind it is deleted; a newly earned one is posted to the person's friends as an activity item.
 * `evaluate` answers the full list and which ones this call recorded for the first time.
 */
export function createAchievementsService(db: Db) {
  const repo = createAchievementsRepository(db);
  const activityItems = createActivityItems(db);
  // The list as evaluated at a data version: what was newly earned then has been stored then.
  const evaluated = createDataVersionCache();
  // Keys known stored per user. Only ever grows: a stored achievement is never removed but with its user, so a
  // key seen stored by any instance stays right on every instance without a version to key it by.
  const knownStored = createKeptValues<Set<string>>({ maxSlots: KEPT_USERS });
  const storedSet = (userId: string) => knownStored.get(userId, '', () => new Set<string>());

  /** Workouts: how many, and when the n-th was saved for each target reached (one index read each). */
  async function measureWorkouts(userId: string, keys: readonly AchievementKey[]): Promise<Measures> {
    const count = await repo.workoutCount(userId);
    const entries = await Promise.all(
      keys.map(async (key) => {
        const target = TARGET.get(key)!;
        const earnedAt = count >= target ? await repo.nthWorkoutSavedAt(userId, target) : null;
        return [key, { current: count, earnedAt }] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  async function measureStreaks(
    userId: string,
    keys: readonly AchievementKey[],
    hint?: LongestRunHint,
  ): Promise<Measures> {
    if (hint && keys.every((key) => TARGET.get(key)! > hint.highest)) {
      if (!(hint.activeAfterToday ?? (await repo.activityAfter(userId, hint.today)))) {
        return Object.fromEntries(keys.map((key) => [key, { current: hint.highest, earnedAt: null }]));
      }
    }
    const activityDays = await repo.activityDays(userId);
    const longest = longestRun(activityDays.keys());
    return Object.fromEntries(
      keys.map((key) => [
        key,
        { current: longest, earnedAt: streakReachedAt(activityDays, TARGET.get(key)!) },
      ]),
    );
  }

  async function measureRecords(userId: string, keys: readonly AchievementKey[]): Promise<Measures> {
    const records = await repo.recordTimes(userId);
    return Object.fromEntries(keys.map((key) => [key, counted(records, records.length, TARGET.get(key)!)]));
  }

  async function measureFood(userId: string, keys: readonly AchievementKey[]): Promise<Measures> {
    const foodFirsts = (await repo.foodDays(userId)).map((day) => day.first);
    const measured: Measures = {
      'first-meal': counted(foodFirsts, foodFirsts.length > 0 ? 1 : 0, 1),
      'food-days-30': counted(foodFirsts, foodFirsts.length, 30),
    };
    return Object.fromEntries(keys.map((key) => [key, measured[key]!]));
  }

  async function measureWeight(userId: string, keys: readonly AchievementKey[]): Promise<Measures> {
    const weightGoals = keys.includes('weight-goal-5kg') ? await repo.weightGoals(userId) : [];
    const needWeighIns = keys.includes('first-weigh-in') || weightGoals.length > 0;
    const weighIns = needWeighIns ? await repo.weighIns(userId) : [];
    const weighInTimes = weighIns.map((row) => row.created_at);

    // Towards a weight goal: how far a weigh-in saved after the goal was set is from its start, in the goal's
    // direction (down when the target is below the start). The best over every weight goal counts.
    let towardsGoal = 0;
    let goalEarnedAt: string | null = null;
    for (const goal of weightGoals) {
      const direction = goal.target_value <= goal.start_value! ? 1 : -1;
      for (const weighIn of weighIns) {
        if (weighIn.created_at < goal.created_at) continue;
        const moved = (goal.start_value! - weighIn.weight_kg) * direction;
        towardsGoal = Math.max(towardsGoal, moved);
        if (moved >= WEIGHT_GOAL_KG - 1e-9 && (goalEarnedAt === null || weighIn.created_at < goalEarnedAt)) {
          goalEarnedAt = weighIn.created_at;
        }
      }
    }
    const measured: Measures = {
      'first-weigh-in': counted(weighInTimes, weighInTimes.length, 1),
      'weight-goal-5kg': { current: round1(Math.max(0, towardsGoal)), earnedAt: goalEarnedAt },
    };
    return Object.fromEntries(keys.map((key) => [key, measured[key]!]));
  }

  async function measureGoals(userId: string, keys: readonly AchievementKey[]): Promise<Measures> {
    const completedGoals = await repo.completedGoalTimes(userId);
    return Object.fromEntries(
      keys.map((key) => [key, counted(completedGoals, completedGoals.length, TARGET.get(key)!)]),
    );
  }

  /**
   * Each group of achievements with the reads it needs and the data areas those read (db/data-areas.ts); a group
   * none of whose keys is asked for reads nothing.
   */
  const GROUPS: {
    keys: readonly AchievementKey[];
    areas: readonly DataArea[];
    measure: (userId: string, keys: readonly AchievementKey[], hint?: LongestRunHint) => Promise<Measures>;
  }[] = [
    { keys: WORKOUT_KEYS, areas: ['training'], measure: measureWorkouts },
    { keys: STREAK_KEYS, areas: ['training', 'nutrition', 'body'], measure: measureStreaks },
    { keys: ['first-record', 'records-10'], areas: ['training'], measure: measureRecords },
    { keys: ['first-meal', 'food-days-30'], areas: ['nutrition'], measure: measureFood },
    { keys: ['first-weigh-in', 'weight-goal-5kg'], areas: ['body', 'plan'], measure: measureWeight },
    { keys: ['goal-completed'], areas: ['plan'], measure: measureGoals },
  ];
  /**
   * Per user, each group's area versions at which measuring its achievements not stored found none earned: until
   * one of those areas moves, measuring them again cannot find one (the dashboard asks after every write).
   */
  const noneEarnedAt = createKeptValues<Map<number, number>>({ maxSlots: KEPT_USERS });
  /** Per user, the stored rows as of the achievements area's version. */
  const storedAt = createDataVersionCache({ maxEntries: KEPT_USERS });
  const storedRowsOf = (userId: string, versions: AreaVersions | undefined) =>
    storedAt.get(userId, versions?.achievements_version, 'stored', () => repo.storedAchievements(userId));

  /** What the data says about each of `keys` (every achievement unless told). */
  async function measure(
    userId: string,
    keys: readonly AchievementKey[] = ALL_KEYS,
    hint?: LongestRunHint,
  ): Promise<Measures> {
    const parts = await Promise.all(
      GROUPS.map(({ keys: groupKeys, measure: measureGroup }) => {
        const asked = groupKeys.filter((key) => keys.includes(key));
        return asked.length === 0 ? {} : measureGroup(userId, asked, hint);
      }),
    );
    return Object.assign({}, ...parts) as Measures;
  }

  /** Stores what was newly earned (at `atVersion`: see insertAchievements) and posts it to friends. */
  async function record(userId: string, fresh: { key: string; earnedAt: string }[], atVersion?: number) {
    await repo.insertAchievements(userId, fresh, atVersion);
    const known = storedSet(userId);
    for (const { key } of fresh) known.add(key);
    // Friends see it in their feed (issue 17): one item per person and achievement, none when sharing is off.
    for (const { key } of fresh) {
      await activityItems.achievementEarned(userId, { key, title: TITLE.get(key as AchievementKey)! });
    }
  }

  /**
   * Every achievement as the data says now, storing the newly earned ones. `dataVersion`: the caller's version,
   * read before this evaluation's reads; storing then leaves it where it is (so the answer's tag stays valid).
   */
  async function evaluate(
    userId: string,
    dataVersion?: number,
  ): Promise<{ items: Achievement[]; newlyEarned: Achievement[] }> {
    const [measured, stored] = await Promise.all([measure(userId), repo.storedAchievements(userId)]);
    const storedByKey = new Map(stored.map((row) => [row.key, row]));
    const items: Achievement[] = [];
    const fresh: { key: string; earnedAt: string }[] = [];
    for (const { key, title, target } of ACHIEVEMENTS) {
      const { current, earnedAt: measuredAt } = measured[key]!;
      const kept = storedByKey.get(key)?.earned_at ?? null;
      const earnedAt = kept ?? measuredAt;
      if (kept === null && measuredAt !== null) fresh.push({ key, earnedAt: measuredAt });
      items.push({
        key,
        title,
        earnedAt,
        progress: { current: earnedAt === null ? Math.min(current, target) : target, target },
      });
    }
    const known = storedSet(userId);
    for (const row of stored) known.add(row.key);
    await record(userId, fresh, dataVersion);
    const freshKeys = new Set(fresh.map((item) => item.key));
    const newlyEarned = items.filter((item) => freshKeys.has(item.key));
    return { items, newlyEarned };
  }

  async function checkWritten(userId: string, written?: WrittenData): Promise<void> {
    const earnable: readonly AchievementKey[] = written ? EARNABLE_BY_WRITE[written.kind] : ALL_KEYS;
    const known = storedSet(userId);
    if (earnable.every((key) => known.has(key))) return;
    const stored = await storedRowsOf(userId, written?.areaVersions);
    for (const row of stored) known.add(row.key);
    // In the list's order, as a full evaluation posts them.
    const open = ALL_KEYS.filter((key) => earnable.includes(key) && !known.has(key));
    await storeEarned(userId, open, written?.streaks);
  }

  /**
   * Measures `open` (achievements not stored), stores those the data says are earned (at `atVersion`: see
   * insertAchievements) and answers how many it stored.
   */
  async function storeEarned(
    userId: string,
    open: readonly AchievementKey[],
    hint?: LongestRunHint,
    atVersion?: number,
  ): Promise<number> {
    if (open.length === 0) return 0;
    const measured = await measure(userId, open, hint);
    const fresh = open.flatMap((key) => {
      const earnedAt = measured[key]!.earnedAt;
      return earnedAt === null ? [] : [{ key, earnedAt }];
    });
    await record(userId, fresh, atVersion);
    return fresh.length;
  }
  // Per person, the check after their latest write (each waits for the one before it).
  const checking = new Map<string, Promise<void>>();

  /** The list, evaluated afresh unless it already was at `dataVersion` (the caller's, read with its token). */
  const list = (userId: string, dataVersion?: number): Promise<Achievement[]> =>
    evaluated.get(
      userId,
      dataVersion,
      'achievements',
      async () => (await evaluate(userId, dataVersion)).items,
    );

  return {
    evaluate,

    /**
     * After a write of data that counts (a workout, meal, weigh-in or goal): stores and posts to friends what it
     * newly earned, so neither waits for the person to open the app. With `written`, only what a write of that
     * kind can earn is looked at, only the ones not stored yet, and each with only the reads its group needs;
     * nothing is read once they are all known stored. One person's checks run one after another here, so writes
     * arriving together do not each evaluate what the first one stores.
     */
    checkAfterWrite(userId: string, written?: WrittenData): Promise<void> {
      const previous = checking.get(userId);
      const check = (previous ?? Promise.resolve())
        .catch(() => undefined)
        .then(() => checkWritten(userId, written));
      checking.set(userId, check);
      const forget = () => {
        if (checking.get(userId) === check) checking.delete(userId);
      };
      check.then(forget, forget);
      return check;
    },

    /** GET /progress/achievements: every achievement, in the list's order. */
    list,

    /**
     * What `claimAnnouncements` would hand out now, without claiming: the earned achievements not announced yet
     * (the dashboard's `announcements`, issue 14), in the list's order. Stores what the data at `dataVersion`
     * newly earned first, as the claim's evaluation does, but measures only the achievements not stored yet (a
     * stored one is earned for good, whatever the data says now) and, given `streaks` (the longest run up to
     * today, as the dashboard has read it), skips the whole-history read for streaks out of reach: after each
     * write the dashboard asks this again, and most of a person's achievements are stored or far off.
     */
    async pendingAnnouncements(
      userId: string,
      {
        dataVersion,
        areaVersions,
        streaks,
      }: { dataVersion?: number; areaVersions?: AreaVersions; streaks?: LongestRunHint } = {},
    ): Promise<AchievementAnnouncement[]> {
      let stored = await storedRowsOf(userId, areaVersions);
      const storedKeys = new Set(stored.map((row) => row.key));
      const known = storedSet(userId);
      for (const key of storedKeys) known.add(key);
      // The groups whose open achievements need measuring: not those found unearned at the same area versions.
      const noneEarned = noneEarnedAt.get(userId, '', () => new Map());
      const measured = GROUPS.flatMap((group, index) => {
        const open = group.keys.filter((key) => !storedKeys.has(key));
        if (open.length === 0) return [];
        const at = areaVersions && areaVersionsKey(group.areas, areaVersions);
        return at !== undefined && noneEarned.get(index) === at ? [] : [{ index, open, at }];
      });
      const open = ALL_KEYS.filter((key) => measured.some((group) => group.open.includes(key)));
      if ((await storeEarned(userId, open, streaks, dataVersion)) > 0) {
        stored = await repo.storedAchievements(userId);
      } else {
        for (const { index, at } of measured) if (at !== undefined) noneEarned.set(index, at);
      }
      return announcementsIn(stored);
    },

    /**
     * The earned achievements not announced before, each handed to exactly one caller (server-side, so an
     * achievement is announced once per person, not once per device).
     */
    async claimAnnouncements(userId: string, dataVersion?: number): Promise<Achievement[]> {
      const items = await list(userId, dataVersion);
      const claimed = new Set(await repo.claimUnannounced(userId, nowIso()));
      return items.filter((item) => claimed.has(item.key));
    },
  };
}
/** An earned achievement as an announcement (POST /progress/achievements/announcements, the dashboard's part). */
export const announcementOf = ({ key, title, earnedAt }: Achievement): AchievementAnnouncement => ({
  key,
  title,
  earnedAt: earnedAt!,
});

export type AchievementsService = ReturnType<typeof createAchievementsService>;
