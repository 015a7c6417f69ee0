import { addDays, localDateOf } from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import { insertWorkout } from '../../test/activity-fixtures.js';
import { befriend } from '../../test/social-fixtures.js';
import { as, registerUser, registerUsers, type Session } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';
import { createActivityItems } from './activity-items.js';

type Item = {
  _id: string;
  type: string;
  text: string;
  user: { _id: string };
  likes: string[];
  activity: {
    title: string;
    durationMin: number | null;
    volumeKg: number | null;
    caloriesBurned: number | null;
    records: number | null;
    days: number | null;
  } | null;
};

const t = useTestApp({ REGISTRATIONS_PER_ADDRESS: '1000', POSTS_PER_USER: '1000' });

const feedOf = async (session: Session) =>
  (await as(t.app, session, { method: 'GET', url: '/api/social/posts?limit=100' })).json<Item[]>();

async function finishWorkout(session: Session, minutesAgo = 60) {
  const template = await as(t.app, session, {
    method: 'POST',
    url: '/api/workouts/templates',
    payload: {
      name: 'Push Day',
      day: 'Monday',
      muscleGroup: 'Chest',
      exercises: ['Bench'],
      estimatedDurationMin: 45,
    },
  });
  expect(template.statusCode, template.body).toBe(201);
  const finishedAt = new Date(Date.now() - minutesAgo * 60_000);
  const response = await as(t.app, session, {
    method: 'POST',
    url: '/api/workouts/finish',
    payload: {
      templateId: template.json()._id,
      startedAt: new Date(finishedAt.getTime() - 45 * 60_000).toISOString(),
      finishedAt: finishedAt.toISOString(),
      caloriesBurned: 320,
      exercises: [],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>();
}

describe('workout activity items', () => {
  it('finishing posts one item to friends with name, duration, volume, calories and records; deleting the log removes it', async () => {
    const [me, friend, stranger] = await registerUsers(t.app, 3);
    await befriend(t.app, me, friend);
    const log = await finishWorkout(me);
    const [item] = (await feedOf(friend)).filter(
      (post) => post.user._id === me.userId && post.type === 'workout',
    );
    expect(item).toMatchObject({
      type: 'workout',
      text: 'Completed Push Day',
      activity: {
        title: 'Push Day',
        durationMin: 45,
        volumeKg: 0,
        caloriesBurned: 320,
        records: 0,
        days: null,
      },
    });
    expect(await feedOf(stranger)).toEqual([]);
    // Liked and commented through the post routes.
    expect(
      (await as(t.app, friend, { method: 'POST', url: `/api/social/posts/${item!._id}/like` })).statusCode,
    ).toBe(200);

    const removed = await as(t.app, me, { method: 'DELETE', url: `/api/workouts/logs/${log._id}` });
    expect(removed.statusCode).toBe(204);
    expect((await feedOf(friend)).filter((post) => post.type === 'workout')).toEqual([]);
  });

  it('shareWorkouts off posts nothing', async () => {
    const [me, friend] = await registerUsers(t.app, 2);
    await befriend(t.app, me, friend);
    await as(t.app, me, { method: 'PUT', url: '/api/settings', payload: { shareWorkouts: false } });
    await finishWorkout(me);
    expect(await feedOf(friend)).toEqual([]);
    expect(await feedOf(me)).toEqual([]);
  });

  it('the seam posts an achievement once per key', async () => {
    const me = await registerUser(t.app);
    const items = createActivityItems(t.database.db);
    expect(await items.achievementEarned(me.userId, { key: 'first-workout', title: 'First Workout' })).toBe(
      true,
    );
    expect(await items.achievementEarned(me.userId, { key: 'first-workout', title: 'First Workout' })).toBe(
      false,
    );
    const feed = await feedOf(me);
    expect(feed).toHaveLength(1);
    expect(feed[0]).toMatchObject({
      type: 'achievement',
      text: 'Earned First Workout',
      activity: { title: 'First Workout' },
    });
  });

  it('an achievement earned by a workout reaches friends once, as soon as the workout is saved', async () => {
    const [me, friend] = await registerUsers(t.app, 2);
    await befriend(t.app, me, friend);
    await finishWorkout(me);
    const achievementItems = async () =>
      (await feedOf(friend)).filter((item) => item.type === 'achievement').map((item) => item.text);
    expect(await achievementItems()).toEqual(['Earned First workout']);

    // Reading the achievements (which evaluates them) posts it no second time.
    for (let read = 0; read < 2; read += 1) {
      const achievements = await as(t.app, me, { method: 'GET', url: '/api/progress/achievements' });
      expect(achievements.statusCode).toBe(200);
    }
    expect(await achievementItems()).toEqual(['Earned First workout']);
  });

  it('a 7 day streak posts a milestone once; 6 days posts none', async () => {
    const me = await registerUser(t.app);
    const tz = 'Europe/Berlin';
    const today = localDateOf(new Date(), tz);
    // Six earlier days of workouts, noon local time.
    for (let back = 6; back >= 1; back -= 1) {
      await insertWorkout(t.database.db, me.userId, {
        finishedAt: new Date(`${addDays(today, -back)}T11:00:00Z`),
        timeZone: tz,
      });
    }
    const items = createActivityItems(t.database.db);
    expect(await items.streakReached(me.userId, tz)).toBe(false);
    await insertWorkout(t.database.db, me.userId, {
      finishedAt: new Date(Date.now() - 60_000),
      timeZone: tz,
    });
    expect(await items.streakReached(me.userId, tz)).toBe(true);
    expect(await items.streakReached(me.userId, tz)).toBe(false);
    const milestones = (await feedOf(me)).filter((item) => item.type === 'milestone');
    expect(milestones).toHaveLength(1);
    expect(milestones[0]).toMatchObject({
      text: 'Reached a 7 day streak',
      activity: { title: '7 day streak', days: 7 },
    });

    // Asked again all day (after every write), the instance that saw it stored runs no statement: a row taken
    // away behind its back is not written again by it, while another instance's insert finds nothing there.
    await t.database.db.deleteFrom('posts').where('user_id', '=', me.userId).execute();
    expect(await items.streakReached(me.userId, tz)).toBe(false);
    expect((await feedOf(me)).filter((item) => item.type === 'milestone')).toHaveLength(0);
    expect(await createActivityItems(t.database.db).streakReached(me.userId, tz)).toBe(true);
  });
});

describe('notifications', () => {
  type Listed = {
    items: {
      _id: string;
      kind: string;
      actor: { _id: string } | null;
      read: boolean;
      detail: string | null;
    }[];
    unreadCount: number;
  };
  const listOf = async (session: Session) =>
    (await as(t.app, session, { method: 'GET', url: '/api/notifications' })).json<Listed>();

  it('requests, acceptances, likes and comments, newest first; read one, read all; never one’s own actions', async () => {
    const [me, other] = await registerUsers(t.app, 2);
    await befriend(t.app, other, me);
    expect((await listOf(me)).items.map((n) => n.kind)).toEqual(['friend-request']);
    expect((await listOf(other)).items.map((n) => n.kind)).toEqual(['friend-accepted']);
    const post = (
      await as(t.app, me, { method: 'POST', url: '/api/social/posts', payload: { text: 'Hi' } })
    ).json<{ _id: string }>();
    await as(t.app, other, { method: 'POST', url: `/api/social/posts/${post._id}/like` });
    await as(t.app, other, { method: 'POST', url: `/api/social/posts/${post._id}/like` });
    await as(t.app, other, {
      method: 'POST',
      url: `/api/social/posts/${post._id}/comments`,
      payload: { text: 'Strong work' },
    });
    await as(t.app, me, { method: 'POST', url: `/api/social/posts/${post._id}/like` });
    const list = await listOf(me);
    expect(list.items.map((n) => n.kind)).toEqual(['comment', 'like', 'friend-request']);
    expect(list.items[0]).toMatchObject({ actor: { _id: other.userId }, detail: 'Strong work', read: false });
    expect(list.unreadCount).toBe(3);
    const count = await as(t.app, me, { method: 'GET', url: '/api/notifications/unread-count' });
    expect(count.json()).toEqual({ unreadCount: 3 });

    expect(
      (await as(t.app, me, { method: 'POST', url: `/api/notifications/${list.items[0]!._id}/read` }))
        .statusCode,
    ).toBe(204);
    expect((await listOf(me)).unreadCount).toBe(2);
    // Someone else's notification is a 404.
    expect(
      (await as(t.app, other, { method: 'POST', url: `/api/notifications/${list.items[1]!._id}/read` }))
        .statusCode,
    ).toBe(404);
    expect((await as(t.app, me, { method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(
      204,
    );
    const after = await listOf(me);
    expect(after.unreadCount).toBe(0);
    expect(after.items.every((n) => n.read)).toBe(true);
  });

  it('an unlike takes its like notification back', async () => {
    const [me, other] = await registerUsers(t.app, 2);
    await befriend(t.app, me, other);
    const post = (
      await as(t.app, me, { method: 'POST', url: '/api/social/posts', payload: { text: 'Hi' } })
    ).json<{ _id: string }>();
    await as(t.app, other, { method: 'POST', url: `/api/social/posts/${post._id}/like` });
    await as(t.app, other, { method: 'POST', url: `/api/social/posts/${post._id}/unlike` });
    expect((await listOf(me)).items.map((n) => n.kind)).toEqual(['friend-accepted']);
  });
});
