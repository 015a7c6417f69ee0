import { addDays, localDateOf } from '@momentum/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkout } from '../../test/activity-fixtures.js';
import { befriend } from '../../test/social-fixtures.js';
import { as, createTestApp, registerUser, type Session, type TestApp } from '../../test/test-app.js';

/*
 * Achievements and streak milestones are checked on every write that can earn them (a weigh-in, a meal, a goal,
 * a workout), not only when a workout is finished or the app asks: the friend's feed is read straight after the
 * write, and reading the feed evaluates nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

type Req = { method?: 'GET' | 'POST' | 'PUT'; payload?: object; timeZone?: string };
async function ok<T>(session: Session, url: string, { method = 'GET', payload, timeZone }: Req = {}) {
  const response = await as(t.app, session, { method, url, payload, timeZone });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

const feedTexts = async (reader: Session, author: Session) =>
  (await ok<{ type: string; text: string; user: { _id: string } }[]>(reader, '/api/social/posts?limit=100'))
    .filter((item) => item.user._id === author.userId && item.type !== 'post')
    .map((item) => item.text);

const storedKeys = async (session: Session) =>
  (
    await t.database.db
      .selectFrom('user_achievements')
      .select('key')
      .where('user_id', '=', session.userId)
      .execute()
  ).map((row) => row.key);

async function friends() {
  const [me, friend] = [await registerUser(t.app), await registerUser(t.app)];
  await befriend(t.app, me, friend);
  return { me, friend };
}

describe('achievements checked after the writes that earn them', () => {
  it('a weigh-in earns the first weigh-in at once: stored and posted to friends', async () => {
    const { me, friend } = await friends();
    // A write that earns nothing stores nothing.
    await ok(me, '/api/progress', {
      method: 'POST',
      payload: { date: '2026-11-01', measurements: { waist: 80 } },
    });
    expect(await storedKeys(me)).toEqual([]);
    expect(await feedTexts(friend, me)).toEqual([]);

    await ok(me, '/api/progress', {
      method: 'POST',
      payload: { date: '2026-11-02', measurements: { weight: 80 } },
    });
    expect(await storedKeys(me)).toEqual(['first-weigh-in']);
    expect(await feedTexts(friend, me)).toEqual(['Earned First weigh-in']);
  });

  it('a meal earns the first meal logged', async () => {
    const { me, friend } = await friends();
    await ok(me, '/api/nutrition', {
      method: 'POST',
      payload: { date: '2026-11-20', meals: [{ type: 'lunch', items: [{ name: 'Soup', calories: 200 }] }] },
    });
    expect(await storedKeys(me)).toEqual(['first-meal']);
    expect(await feedTexts(friend, me)).toEqual(['Earned First meal logged']);
  });

  it('completing a goal earns a goal completed', async () => {
    const { me, friend } = await friends();
    const goal = await ok<{ _id: string }>(me, '/api/goals', {
      method: 'POST',
      payload: {
        title: 'Run 10 km',
        category: 'cardio',
        targetValue: 10,
        unit: 'km',
        deadline: '2027-03-31',
        priority: 'high',
      },
    });
    await ok(me, `/api/goals/${goal._id}/progress`, { method: 'POST', payload: { currentValue: 5 } });
    expect(await storedKeys(me)).toEqual([]);
    await ok(me, `/api/goals/${goal._id}/progress`, { method: 'POST', payload: { currentValue: 10 } });
    expect(await storedKeys(me)).toEqual(['goal-completed']);
    expect(await feedTexts(friend, me)).toEqual(['Earned A goal completed']);
  });

  it('a weigh-in that makes the seventh day in a row posts the 7 day streak milestone, once', async () => {
    const { me, friend } = await friends();
    const timeZone = 'America/New_York';
    const today = localDateOf(new Date(), timeZone);
    for (let back = 6; back >= 1; back -= 1) {
      await insertWorkout(t.database.db, me.userId, {
        finishedAt: new Date(`${addDays(today, -back)}T17:00:00Z`),
        timeZone,
      });
    }
    const weigh = (weight: number) =>
      ok(me, '/api/progress', {
        method: 'POST',
        payload: { date: today, measurements: { weight } },
        timeZone,
      });
    await weigh(80);
    await weigh(79.8);
    const texts = await feedTexts(friend, me);
    expect(texts.filter((text) => text.startsWith('Reached'))).toEqual(['Reached a 7 day streak']);
  });

  it('meals dated ahead of today count for the streaks: seven days ahead earn the 7 day streak', async () => {
    const { me } = await friends();
    const today = localDateOf(new Date(), 'UTC');
    const meal = (date: string) =>
      ok(me, '/api/nutrition', {
        method: 'POST',
        payload: { date, meals: [{ type: 'lunch', items: [{ name: 'Soup', calories: 200 }] }] },
      });
    // Today's meal leaves streaks kept with nothing dated ahead; each meal after it advances them (added-meals.ts).
    await meal(today);
    for (let ahead = 2; ahead <= 7; ahead += 1) await meal(addDays(today, ahead));
    expect(await storedKeys(me)).not.toContain('streak-7');
    await meal(addDays(today, 8));
    expect(await storedKeys(me)).toContain('streak-7');
  });

  it('a refused write checks nothing', async () => {
    const { me } = await friends();
    const refused = await as(t.app, me, {
      method: 'POST',
      url: '/api/progress',
      payload: { date: 'not a day', measurements: { weight: 80 } },
    });
    expect(refused.statusCode).toBe(400);
    expect(await storedKeys(me)).toEqual([]);
  });
});
