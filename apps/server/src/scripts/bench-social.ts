/**
 * Social figures (issue 17) through the whole request path: the friends' feed, the weekly leaderboard, the
 * friends list and the challenges of one user with 200 friends, each friend with posts, workout items, likes
 * and comments, and workouts this week. SQLite in a fresh directory, or PostgreSQL when DATABASE_URL is set
 * (use a scratch database). Prints p50/p95/p99; it asserts nothing.
 *
 *   npx tsx apps/server/src/scripts/bench-social.ts [iterations]
 */
import { localDateOf } from '@momentum/shared';
import type { Db } from '../db/database.js';
import { pairOf } from '../modules/friends/friends.repository.js';
import { ok, printStats, runBench, time as timeCalls } from './bench-timing.js';

const ITERATIONS = Number(process.argv[2] ?? 500);
const WARMUP = 50;
const FRIENDS = 200;
const POSTS_PER_FRIEND = 10;
const WORKOUTS_PER_FRIEND = 3;
/** Strangers with posts of their own, which the feed must leave out. */
const STRANGERS = 200;

const time = (call: (i: number) => Promise<unknown>) =>
  timeCalls(call, { iterations: ITERATIONS, warmup: WARMUP });

/** People, friendships, posts with likes and comments, and this week's workouts, written in bulk. */
async function seed(db: Db, meId: string): Promise<void> {
  const now = Date.now();
  const iso = (msAgo: number) => new Date(now - msAgo).toISOString();
  const people = Array.from({ length: FRIENDS + STRANGERS }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `bench-social-${i}-${now}@bench.local`,
    name: `Person ${String(i).padStart(3, '0')}`,
    password_hash: 'not-a-hash',
    is_onboarded: 1,
    onboarding: null,
    start_weight_kg: null,
    avatar_image_id: null,
    time_zone: i % 3 === 0 ? 'Pacific/Auckland' : 'UTC',
    created_at: iso(0),
    updated_at: iso(0),
  }));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < people.length; i += 100)
      await trx
        .insertInto('users')
        .values(people.slice(i, i + 100))
        .execute();
    const friends = people.slice(0, FRIENDS);
    await trx
      .insertInto('friend_links')
      .values(
        friends.map((friend) => ({
          id: crypto.randomUUID(),
          ...pairOf(meId, friend.id),
          requester_id: friend.id,
          status: 'friends' as const,
          created_at: iso(0),
          accepted_at: iso(0),
        })),
      )
      .execute();
    const posts: { id: string; user_id: string; text: string; created_at: string }[] = [];
    for (const [p, person] of people.entries()) {
      for (let k = 0; k < POSTS_PER_FRIEND; k++) {
        posts.push({
          id: crypto.randomUUID(),
          user_id: person.id,
          text: `Post ${k}`,
          created_at: iso((p * POSTS_PER_FRIEND + k) * 60_000),
        });
      }
    }
    for (let i = 0; i < posts.length; i += 200)
      await trx
        .insertInto('posts')
        .values(posts.slice(i, i + 200))
        .execute();
    const likes = posts
      .slice(0, 2000)
      .map((post, i) => ({ post_id: post.id, user_id: people[(i * 7) % FRIENDS]!.id, created_at: iso(0) }));
    for (let i = 0; i < likes.length; i += 200) {
      await trx
        .insertInto('post_likes')
        .values(likes.slice(i, i + 200))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const comments = posts.slice(0, 1000).map((post, i) => ({
      id: crypto.randomUUID(),
      post_id: post.id,
      user_id: people[(i * 11) % FRIENDS]!.id,
      text: 'Nice!',
      created_at: iso(0),
    }));
    for (let i = 0; i < comments.length; i += 200)
      await trx
        .insertInto('post_comments')
        .values(comments.slice(i, i + 200))
        .execute();
    const logs = friends.flatMap((friend, f) =>
      Array.from({ length: WORKOUTS_PER_FRIEND }, (_, k) => {
        const finished = new Date(now - (k * 12 + (f % 12)) * 3_600_000);
        return {
          id: crypto.randomUUID(),
          user_id: friend.id,
          template_id: null,
          workout_type: 'Bench workout',
          notes: '',
          duration_min: 45,
          calories_burned: 200 + ((f * 37 + k * 11) % 400),
          started_at: new Date(finished.getTime() - 45 * 60_000).toISOString(),
          timestamp: finished.toISOString(),
          local_date: localDateOf(finished, friend.time_zone),
          created_at: finished.toISOString(),
          volume_kg: 1000 + f * 10,
          set_count: 10,
          source_key: null,
        };
      }),
    );
    for (let i = 0; i < logs.length; i += 100)
      await trx
        .insertInto('workout_logs')
        .values(logs.slice(i, i + 100))
        .execute();
  });
}

runBench('social', async (app, database) => {
  const registered = await ok(app, {
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Bench', email: `bench-${Date.now()}@bench.local`, password: 'long enough password' },
  });
  const { token, user } = registered.json<{ token: string; user: { _id: string } }>();
  const headers = { authorization: `Bearer ${token}`, 'x-timezone': 'Europe/Berlin' };
  await seed(database.db, user._id);
  const friendIds = (await ok(app, { method: 'GET', url: '/api/friends', headers })).json<{
    items: { _id: string }[];
  }>().items;
  await ok(app, {
    method: 'POST',
    url: '/api/social/challenges',
    headers,
    payload: {
      name: 'Bench challenge',
      metric: 'calories',
      startDate: localDateOf(new Date(Date.now() - 7 * 86_400_000), 'UTC'),
      endDate: localDateOf(new Date(Date.now() + 7 * 86_400_000), 'UTC'),
      invite: friendIds.slice(0, 50).map((friend) => friend._id),
    },
  });

  const feed = await time(() => ok(app, { method: 'GET', url: '/api/social/posts?limit=50', headers }));
  const leaderboard = await time(() =>
    ok(app, { method: 'GET', url: '/api/social/leaderboard?metric=calories', headers }),
  );
  const friends = await time(() => ok(app, { method: 'GET', url: '/api/friends', headers }));
  const challenges = await time(() => ok(app, { method: 'GET', url: '/api/social/challenges', headers }));
  const unread = await time(() =>
    ok(app, { method: 'GET', url: '/api/notifications/unread-count', headers }),
  );

  console.log(
    `${database.dialect}, one user with ${FRIENDS} friends (${FRIENDS * POSTS_PER_FRIEND} friends' posts, ` +
      `${STRANGERS * POSTS_PER_FRIEND} strangers' posts, ${FRIENDS * WORKOUTS_PER_FRIEND} workouts); ` +
      `${ITERATIONS} requests each after ${WARMUP} warm-up, through app.inject (no sockets)`,
  );
  printStats([
    ['GET /api/social/posts?limit=50 (friends feed)', feed],
    ['GET /api/social/leaderboard?metric=calories', leaderboard],
    ['GET /api/friends (200, with presence)', friends],
    ['GET /api/social/challenges (1 challenge, 51 people)', challenges],
    ['GET /api/notifications/unread-count', unread],
  ]);
});
