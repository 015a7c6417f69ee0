import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertWorkout } from '../../test/activity-fixtures.js';
import { befriend } from '../../test/social-fixtures.js';
import { as, createTestApp, registerUser, type Session, type TestApp } from '../../test/test-app.js';

/*
 * Hand-computed weeks in two time zones. Now is Sunday 2026-06-14 20:00 UTC, which is already Monday
 * 2026-06-15 08:00 in Auckland (UTC+12 in June). Ursula (UTC) is in the week 06-08..06-14, Aroha (Auckland)
 * has just begun the week 06-15..06-21; each is measured over their own week.
 *
 *   Ursula (UTC)      06-10 300 kcal, 06-14 200 kcal            → 2 workouts, 500 kcal
 *   Bea (UTC)         06-07 1000 kcal (last week), 06-09 800    → 1 workout, 800 kcal
 *   Aroha (Auckland)  06-14 local 900 kcal (her last week),
 *                     06-15 local 07:00 150 kcal                → 1 workout, 150 kcal
 */

const NOW = new Date('2026-06-14T20:00:00Z');
const AUCKLAND = 'Pacific/Auckland';

type Board = {
  weekStart: string;
  weekEnd: string;
  entries: { rank: number; user: { _id: string; name: string }; value: number; me: boolean }[];
  myRank: number;
  bestRank: number;
  behindLeader: number;
  daysLeft: number;
};

let t: TestApp;
let ursula: Session;
let bea: Session;
let aroha: Session;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS: '1000' });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  ursula = await registerUser(t.app, { name: 'Ursula' });
  bea = await registerUser(t.app, { name: 'Bea' });
  aroha = await registerUser(t.app, { name: 'Aroha' });
  await t.database.db
    .updateTable('users')
    .set({ time_zone: AUCKLAND })
    .where('id', '=', aroha.userId)
    .execute();
  await befriend(t.app, ursula, bea);
  await befriend(t.app, ursula, aroha);
  const db = t.database.db;
  await insertWorkout(db, ursula.userId, { finishedAt: '2026-06-10T18:00:00Z', caloriesBurned: 300 });
  await insertWorkout(db, ursula.userId, { finishedAt: '2026-06-14T09:00:00Z', caloriesBurned: 200 });
  await insertWorkout(db, bea.userId, { finishedAt: '2026-06-07T10:00:00Z', caloriesBurned: 1000 });
  await insertWorkout(db, bea.userId, { finishedAt: '2026-06-09T10:00:00Z', caloriesBurned: 800 });
  await insertWorkout(db, aroha.userId, {
    finishedAt: '2026-06-14T01:00:00Z',
    caloriesBurned: 900,
    timeZone: AUCKLAND,
  });
  await insertWorkout(db, aroha.userId, {
    finishedAt: '2026-06-14T19:00:00Z',
    caloriesBurned: 150,
    timeZone: AUCKLAND,
  });
});
afterEach(() => vi.setSystemTime(NOW));
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
});

const board = async (session: Session, metric: string, timeZone = 'UTC') => {
  const response = await as(t.app, session, {
    method: 'GET',
    url: `/api/social/leaderboard?metric=${metric}`,
    timeZone,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Board>();
};
const rows = (b: Board) => b.entries.map((e) => [e.rank, e.user.name, e.value]);

describe('the weekly leaderboard', () => {
  it('calories for Ursula (UTC): her week Monday 06-08 to Sunday 06-14, each friend over their own week', async () => {
    const b = await board(ursula, 'calories');
    expect(rows(b)).toEqual([
      [1, 'Bea', 800],
      [2, 'Ursula', 500],
      [3, 'Aroha', 150],
    ]);
    expect(b).toMatchObject({
      weekStart: '2026-06-08',
      weekEnd: '2026-06-14',
      myRank: 2,
      behindLeader: 300,
      daysLeft: 0,
    });
    expect(b.entries.find((e) => e.me)?.user._id).toBe(ursula.userId);
  });

  it('workouts share a rank when equal; Aroha (Auckland) sees her own new week with six days left', async () => {
    expect(rows(await board(ursula, 'workouts'))).toEqual([
      [1, 'Ursula', 2],
      [2, 'Aroha', 1],
      [2, 'Bea', 1],
    ]);
    const hers = await board(aroha, 'calories', AUCKLAND);
    // Aroha is friends with Ursula only.
    expect(rows(hers)).toEqual([
      [1, 'Ursula', 500],
      [2, 'Aroha', 150],
    ]);
    expect(hers).toMatchObject({
      weekStart: '2026-06-15',
      weekEnd: '2026-06-21',
      myRank: 2,
      behindLeader: 350,
      daysLeft: 6,
    });
  });

  it('remembers the best rank ever', async () => {
    const me = await registerUser(t.app, { name: 'Zed' });
    await befriend(t.app, me, bea);
    expect(await board(me, 'calories')).toMatchObject({ myRank: 2, bestRank: 2 });
    const id = await insertWorkout(t.database.db, me.userId, {
      finishedAt: '2026-06-13T10:00:00Z',
      caloriesBurned: 900,
    });
    expect(await board(me, 'calories')).toMatchObject({ myRank: 1, bestRank: 1, behindLeader: 0 });
    await t.database.db.deleteFrom('workout_logs').where('id', '=', id).execute();
    expect(await board(me, 'calories')).toMatchObject({ myRank: 2, bestRank: 1 });
  });

  it('refuses an unknown metric with a 400 naming it', async () => {
    const response = await as(t.app, ursula, { method: 'GET', url: '/api/social/leaderboard?metric=steps' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('metric');
  });
});

type Challenge = {
  _id: string;
  state: string;
  myStatus: string;
  daysLeft: number;
  standings: { rank: number; user: { name: string }; value: number; status: string }[];
  winner: { name: string } | null;
};
const challenges = async (session: Session, timeZone = 'UTC') =>
  (await as(t.app, session, { method: 'GET', url: '/api/social/challenges', timeZone })).json<{
    items: Challenge[];
  }>().items;
const standings = (c: Challenge | undefined) =>
  c?.standings.map((s) => [s.rank, s.user.name, s.value, s.status]);

describe('challenges', () => {
  it('invite friends, accept or decline, progress and rank live, a winner at the end announced once', async () => {
    const created = await as(t.app, ursula, {
      method: 'POST',
      url: '/api/social/challenges',
      payload: {
        name: 'June week',
        metric: 'workouts',
        startDate: '2026-06-08',
        endDate: '2026-06-14',
        invite: [bea.userId, aroha.userId],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const challenge = created.json<Challenge>();
    expect(challenge).toMatchObject({ state: 'active', myStatus: 'accepted', daysLeft: 0, winner: null });
    expect(standings(challenge)).toEqual([
      [1, 'Ursula', 2, 'accepted'],
      [0, 'Aroha', 0, 'invited'],
      [0, 'Bea', 0, 'invited'],
    ]);
    // Only the invited may answer.
    const accept = (s: Session) =>
      as(t.app, s, { method: 'POST', url: `/api/social/challenges/${challenge._id}/accept` });
    const outsider = await registerUser(t.app);
    expect((await accept(outsider)).statusCode).toBe(404);
    expect((await accept(ursula)).statusCode).toBe(404);
    expect((await accept(aroha)).statusCode).toBe(204);
    expect((await accept(aroha)).statusCode).toBe(404);
    // Aroha's 06-14 (Auckland) workout falls in the range; her 06-15 one does not.
    expect(standings((await challenges(ursula)).find((c) => c._id === challenge._id))).toEqual([
      [1, 'Ursula', 2, 'accepted'],
      [2, 'Aroha', 1, 'accepted'],
      [0, 'Bea', 0, 'invited'],
    ]);
    expect((await accept(bea)).statusCode).toBe(204);
    await insertWorkout(t.database.db, bea.userId, {
      finishedAt: '2026-06-14T12:00:00Z',
      caloriesBurned: 10,
    });
    await insertWorkout(t.database.db, bea.userId, {
      finishedAt: '2026-06-14T13:00:00Z',
      caloriesBurned: 10,
    });
    expect(standings((await challenges(aroha)).find((c) => c._id === challenge._id))).toEqual([
      [1, 'Bea', 3, 'accepted'],
      [2, 'Ursula', 2, 'accepted'],
      [3, 'Aroha', 1, 'accepted'],
    ]);

    // In Auckland it is already Monday 06-15: the challenge has ended for whoever looks from there.
    const ended = (await challenges(ursula, AUCKLAND)).find((c) => c._id === challenge._id)!;
    expect(ended).toMatchObject({ state: 'ended', winner: { name: 'Bea' }, daysLeft: 0 });
    await challenges(bea, AUCKLAND);
    const results = await t.database.db
      .selectFrom('notifications')
      .select(['user_id', 'actor_id'])
      .where('kind', '=', 'challenge-result')
      .where('challenge_id', '=', challenge._id)
      .execute();
    expect(results.map((r) => r.user_id).sort()).toEqual([ursula.userId, bea.userId, aroha.userId].sort());
    expect(new Set(results.map((r) => r.actor_id))).toEqual(new Set([bea.userId]));
  });

  it('declining hides it; inviting a non-friend is a 404; a bad range is a 400 naming endDate', async () => {
    const stranger = await registerUser(t.app);
    const base = { name: 'Volume', metric: 'volume', startDate: '2026-06-10', endDate: '2026-06-20' };
    const refused = await as(t.app, ursula, {
      method: 'POST',
      url: '/api/social/challenges',
      payload: { ...base, invite: [stranger.userId] },
    });
    expect(refused.statusCode).toBe(404);
    const backwards = await as(t.app, ursula, {
      method: 'POST',
      url: '/api/social/challenges',
      payload: { ...base, endDate: '2026-06-01', invite: [] },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('endDate');
    const created = (
      await as(t.app, ursula, {
        method: 'POST',
        url: '/api/social/challenges',
        payload: { ...base, invite: [bea.userId] },
      })
    ).json<Challenge>();
    expect((await challenges(bea)).some((c) => c._id === created._id)).toBe(true);
    expect(
      (await as(t.app, bea, { method: 'POST', url: `/api/social/challenges/${created._id}/decline` }))
        .statusCode,
    ).toBe(204);
    expect((await challenges(bea)).some((c) => c._id === created._id)).toBe(false);
    const notes = (await as(t.app, bea, { method: 'GET', url: '/api/notifications' })).json<{
      items: { kind: string; detail: string }[];
    }>();
    expect(notes.items.filter((n) => n.kind === 'challenge-invite').map((n) => n.detail)).toContain('Volume');
  });
});
