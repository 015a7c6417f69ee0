import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMeal, insertProgress, insertWorkout } from '../../test/activity-fixtures.js';
import { as, createTestApp, registerUser, type Session, type TestApp } from '../../test/test-app.js';
import { createAchievementsService } from './achievements.service.js';

/*
 * A history written straight into the tables (a seed, an import of old data) holds achievements no write has
 * evaluated. The first GET that evaluates them stores them; the tag it answers must still be the tag of the data
 * from then on, so the next identical GET is a 304.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

const storedKeys = async (userId: string) =>
  (
    await t.database.db.selectFrom('user_achievements').select('key').where('user_id', '=', userId).execute()
  ).map((row) => row.key);

const versionOf = async (userId: string) =>
  (
    await t.database.db
      .selectFrom('users')
      .select('data_version')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).data_version;

/** A user whose history earned the first workout, not evaluated by any write. */
async function seededUser(): Promise<Session> {
  const me = await registerUser(t.app);
  await insertWorkout(t.database.db, me.userId, { finishedAt: new Date(Date.now() - 86_400_000) });
  expect(await storedKeys(me.userId)).toEqual([]);
  return me;
}

describe.each(['/api/dashboard', '/api/progress/achievements'])(
  'the first GET %s of an unevaluated history',
  (url) => {
    it('stores what it earned and answers a tag the next identical GET matches (304)', async () => {
      const me = await seededUser();
      const first = await as(t.app, me, { method: 'GET', url });
      expect(first.statusCode, first.body).toBe(200);
      expect(await storedKeys(me.userId)).toEqual(['first-workout']);
      const tag = first.headers.etag as string;
      expect(tag).toBeTruthy();

      const again = await as(t.app, me, { method: 'GET', url, headers: { 'if-none-match': tag } });
      expect(again.statusCode).toBe(304);
      // Another instance with nothing kept agrees.
      const other = await t.anotherInstance();
      const elsewhere = await as(other, me, { method: 'GET', url, headers: { 'if-none-match': tag } });
      expect(elsewhere.statusCode).toBe(304);
    });
  },
);

describe('storing what an evaluation found', () => {
  it('moves the data version when the version moved since the evaluation read it', async () => {
    const me = await seededUser();
    const stale = (await versionOf(me.userId)) - 1;
    await createAchievementsService(t.database.db).evaluate(me.userId, stale);
    expect(await storedKeys(me.userId)).toEqual(['first-workout']);
    expect(await versionOf(me.userId)).toBe(stale + 2);
  });

  it('leaves it where it was when it still is the one the evaluation read', async () => {
    const me = await seededUser();
    const version = await versionOf(me.userId);
    await createAchievementsService(t.database.db).evaluate(me.userId, version);
    expect(await storedKeys(me.userId)).toEqual(['first-workout']);
    expect(await versionOf(me.userId)).toBe(version);
  });

  it('leaves it where it was when one statement stores several (a version per row on SQLite, one on PostgreSQL)', async () => {
    const me = await seededUser();
    await insertMeal(t.database.db, me.userId, { date: '2026-06-01', calories: 100 });
    const version = await versionOf(me.userId);
    await createAchievementsService(t.database.db).evaluate(me.userId, version);
    expect((await storedKeys(me.userId)).sort()).toEqual(['first-meal', 'first-workout']);
    expect(await versionOf(me.userId)).toBe(version);
  });

  it('moves it after a write (no version given), as every write of the user’s data does', async () => {
    const me = await seededUser();
    const version = await versionOf(me.userId);
    await createAchievementsService(t.database.db).checkAfterWrite(me.userId, { kind: 'workouts' });
    expect(await storedKeys(me.userId)).toEqual(['first-workout']);
    expect(await versionOf(me.userId)).toBe(version + 1);
  });
});

describe("the dashboard's announcements", () => {
  const announced = async (me: Session) => {
    const response = await as(t.app, me, { method: 'GET', url: '/api/dashboard' });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { announcements: { items: { key: string }[] } }).announcements.items.map(
      (item) => item.key,
    );
  };

  const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

  /** A workout and, in the same transaction as the app writes them, a record it set. */
  async function insertRecord(me: Session): Promise<void> {
    const exercise = await t.database.db
      .selectFrom('exercises')
      .select('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    await t.database.db.transaction().execute(async (trx) => {
      const logId = await insertWorkout(trx, me.userId, { finishedAt: new Date() });
      await trx
        .insertInto('personal_records')
        .values({
          user_id: me.userId,
          exercise_id: exercise.id,
          record: 'heaviest',
          value: 100,
          log_id: logId,
          achieved_at: new Date().toISOString(),
        })
        .execute();
    });
  }

  /** A goal marked completed straight in its table (as following the weight completes one on a read). */
  async function insertCompletedGoal(me: Session): Promise<void> {
    const at = new Date().toISOString();
    await t.database.db
      .insertInto('goals')
      .values({
        id: crypto.randomUUID(),
        user_id: me.userId,
        title: 'Run 5 km',
        category: 'cardio',
        target_value: 5,
        current_value: 5,
        unit: 'km',
        deadline: daysAgo(-30),
        priority: 'medium',
        description: '',
        status: 'completed',
        follows_weight: 0,
        start_value: 0,
        completed_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }

  // Written straight into the tables (no write's check stores anything): only the dashboard's measure finds them.
  // One case per group of achievements, each moving only the area its group reads.
  it.each([
    ['first-workout', (me: Session) => insertWorkout(t.database.db, me.userId, { finishedAt: new Date() })],
    ['first-record', insertRecord],
    [
      'streak-7',
      async (me: Session) => {
        for (let n = 0; n < 7; n++) await insertMeal(t.database.db, me.userId, { date: daysAgo(n) });
      },
    ],
    ['goal-completed', insertCompletedGoal],
    ['first-meal', (me: Session) => insertMeal(t.database.db, me.userId, { date: '2026-06-01' })],
    [
      'first-weigh-in',
      (me: Session) => insertProgress(t.database.db, me.userId, { date: '2026-06-01', weight: 80 }),
    ],
  ] as const)(
    'measure %s again once its data moved, after a visit that found nothing earned',
    async (key, write) => {
      const me = await registerUser(t.app);
      expect(await announced(me)).toEqual([]);
      expect(await announced(me)).toEqual([]);
      await write(me);
      expect(await announced(me)).toContain(key);
    },
  );
});
