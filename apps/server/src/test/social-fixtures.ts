import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/database.js';
import { pairOf } from '../modules/friends/friends.repository.js';
import { createNotifier } from '../modules/notifications/notifications.service.js';
import { newUserRow } from '../modules/users/new-user-row.js';
import { as, type Session } from './test-app.js';

/** Makes two users friends through the API: one asks, the other accepts. */
export async function befriend(app: FastifyInstance, one: Session, other: Session): Promise<void> {
  const asked = await as(app, one, {
    method: 'POST',
    url: '/api/friends/requests',
    payload: { userId: other.userId },
  });
  expect(asked.statusCode, asked.body).toBeLessThan(300);
  const { _id, friendship } = asked.json<{ _id: string; friendship: string }>();
  if (friendship === 'friends') return;
  const accepted = await as(app, other, { method: 'POST', url: `/api/friends/requests/${_id}/accept` });
  expect(accepted.statusCode, accepted.body).toBe(204);
}

/** A user written straight to the database (no sign-up, so no registration throttle), onboarded, in UTC. */
export async function insertUser(db: Db, name = 'Tester'): Promise<string> {
  const id = crypto.randomUUID();
  const user = newUserRow(
    { id, email: `${id}@people.example`, name, password_hash: 'not-a-hash' },
    new Date().toISOString(),
  );
  await db
    .insertInto('users')
    .values({ ...user, is_onboarded: 1 })
    .execute();
  return id;
}

/**
 * People around `userId` written straight to the database (no sign-up, so no registration throttle): someone
 * who asked them to be friends (with its notification) and a friend. For fixtures that need the ids only.
 */
export async function insertPeopleAround(db: Db, userId: string) {
  const now = new Date().toISOString();
  const person = (name: string) => insertUser(db, name);
  const asker = await person('Fixture Asker');
  const friend = await person('Fixture Friend');
  const friendRequest = crypto.randomUUID();
  await db
    .insertInto('friend_links')
    .values([
      {
        id: friendRequest,
        ...pairOf(asker, userId),
        requester_id: asker,
        status: 'pending',
        created_at: now,
        accepted_at: null,
      },
      {
        id: crypto.randomUUID(),
        ...pairOf(friend, userId),
        requester_id: friend,
        status: 'friends',
        created_at: now,
        accepted_at: now,
      },
    ])
    .execute();
  await createNotifier(db).notify([{ userId, actorId: asker, kind: 'friend-request' }]);
  const notification = await db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('actor_id', '=', asker)
    .executeTakeFirstOrThrow();
  // The friend's challenge, to which the user is invited.
  const challengeInvite = crypto.randomUUID();
  const today = now.slice(0, 10);
  await db
    .insertInto('challenges')
    .values({
      id: challengeInvite,
      creator_id: friend,
      name: 'Fixture challenge',
      metric: 'workouts',
      start_date: today,
      end_date: today,
      created_at: now,
      finished_at: null,
    })
    .execute();
  await db
    .insertInto('challenge_participants')
    .values([
      { challenge_id: challengeInvite, user_id: friend, status: 'accepted', created_at: now },
      { challenge_id: challengeInvite, user_id: userId, status: 'invited', created_at: now },
    ])
    .execute();
  return { person: asker, friend, friendRequest, notification: notification.id, challengeInvite };
}
