import { FRIEND_REQUESTS_PER_HOUR, FRIEND_REQUESTS_TOO_FAST } from '@momentum/shared';
import { describe, expect, it } from 'vitest';
import { dataVersionOf } from '../../test/db-reads.js';
import { befriend } from '../../test/social-fixtures.js';
import { createPresence } from './presence.js';
import { as, registerUser, type Session } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';

const t = useTestApp();

const ask = (from: Session, to: Session | string) =>
  as(t.app, from, {
    method: 'POST',
    url: '/api/friends/requests',
    payload: { userId: typeof to === 'string' ? to : to.userId },
  });
const requestsOf = async (session: Session) =>
  (await as(t.app, session, { method: 'GET', url: '/api/friends/requests' })).json<{
    incoming: { _id: string; user: { _id: string; name: string } }[];
    outgoing: { _id: string; user: { _id: string; name: string } }[];
  }>();
const friendsOf = async (session: Session) =>
  (await as(t.app, session, { method: 'GET', url: '/api/friends' })).json<{
    items: { _id: string; name: string; online: boolean; lastActiveAt: string | null }[];
  }>().items;
const answer = (session: Session, id: string, how: 'accept' | 'decline') =>
  as(t.app, session, { method: 'POST', url: `/api/friends/requests/${id}/${how}` });
const search = async (session: Session, q: string) => {
  const response = await as(t.app, session, {
    method: 'GET',
    url: `/api/users/search?q=${encodeURIComponent(q)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { _id: string; name: string; friendship: string }[] }>().items;
};

describe('friend requests', () => {
  it('ask, see it on both sides, accept: friends both ways; a second request adds nothing', async () => {
    const [ann, ben] = [
      await registerUser(t.app, { name: 'Ann' }),
      await registerUser(t.app, { name: 'Ben' }),
    ];
    const asked = await ask(ann, ben);
    expect(asked.statusCode).toBe(201);
    const { _id } = asked.json<{ _id: string }>();
    expect(asked.json()).toEqual({ _id, friendship: 'outgoing' });
    expect((await ask(ann, ben)).json()).toEqual({ _id, friendship: 'outgoing' });
    expect(await requestsOf(ann)).toEqual({
      incoming: [],
      outgoing: [
        { _id, user: { _id: ben.userId, name: 'Ben', avatarUrl: null }, createdAt: expect.any(String) },
      ],
    });
    expect((await requestsOf(ben)).incoming.map((r) => r._id)).toEqual([_id]);
    // Only the one asked may answer: the asker and a third person get 404.
    const third = await registerUser(t.app);
    expect((await answer(ann, _id, 'accept')).statusCode).toBe(404);
    expect((await answer(third, _id, 'accept')).statusCode).toBe(404);
    expect((await answer(third, _id, 'decline')).statusCode).toBe(404);
    expect((await answer(ben, _id, 'accept')).statusCode).toBe(204);
    expect((await answer(ben, _id, 'accept')).statusCode).toBe(404);
    expect((await friendsOf(ann)).map((f) => f._id)).toEqual([ben.userId]);
    expect((await friendsOf(ben)).map((f) => f._id)).toEqual([ann.userId]);
    expect(await requestsOf(ben)).toEqual({ incoming: [], outgoing: [] });
    expect((await ask(ben, ann)).json()).toEqual({ _id, friendship: 'friends' });
  });

  it('asking someone who asked you makes you friends', async () => {
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    await ask(a, b);
    const back = await ask(b, a);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ friendship: 'friends' });
    expect((await friendsOf(a)).map((f) => f._id)).toEqual([b.userId]);
  });

  it('both asking each other at the same moment end up with one friendship', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
      const [one, two] = await Promise.all([ask(a, b), ask(b, a)]);
      expect([one.statusCode, two.statusCode].sort()).toEqual([200, 201]);
      expect(one.json()._id).toBe(two.json()._id);
      expect((await friendsOf(a)).map((f) => f._id)).toEqual([b.userId]);
      expect((await friendsOf(b)).map((f) => f._id)).toEqual([a.userId]);
      const rows = await t.database.db
        .selectFrom('friend_links')
        .selectAll()
        .where((eb) => eb.or([eb('user_a', '=', a.userId), eb('user_b', '=', a.userId)]))
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.status).toBe('friends');
    }
  });

  it('decline removes the request; the asker may ask again', async () => {
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    const { _id } = (await ask(a, b)).json<{ _id: string }>();
    expect((await answer(a, _id, 'decline')).statusCode).toBe(404);
    expect((await answer(b, _id, 'decline')).statusCode).toBe(204);
    expect(await requestsOf(a)).toEqual({ incoming: [], outgoing: [] });
    expect(await friendsOf(b)).toEqual([]);
    expect((await ask(a, b)).statusCode).toBe(201);
  });

  it('refuses yourself, unknown people and bad bodies', async () => {
    const a = await registerUser(t.app);
    expect((await ask(a, a)).statusCode).toBe(404);
    expect((await ask(a, crypto.randomUUID())).statusCode).toBe(404);
    const bad = await as(t.app, a, { method: 'POST', url: '/api/friends/requests', payload: { userId: 7 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('userId');
  });

  it(`allows ${FRIEND_REQUESTS_PER_HOUR} requests an hour per user and says so`, async () => {
    const asker = await registerUser(t.app);
    const others: Session[] = [];
    for (let i = 0; i <= FRIEND_REQUESTS_PER_HOUR; i += 1) others.push(await registerUser(t.app));
    for (const other of others.slice(0, FRIEND_REQUESTS_PER_HOUR))
      expect((await ask(asker, other)).statusCode).toBe(201);
    const refused = await ask(asker, others.at(-1)!);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(FRIEND_REQUESTS_TOO_FAST);
    expect(FRIEND_REQUESTS_TOO_FAST).toContain(`${FRIEND_REQUESTS_PER_HOUR} friend requests an hour`);
    // Another user is not affected.
    expect((await ask(others[0]!, others.at(-1)!)).statusCode).toBe(201);
  });
});

describe('removing and blocking', () => {
  it('either friend may remove; removing a non-friend is a 404', async () => {
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    await befriend(t.app, a, b);
    expect((await as(t.app, b, { method: 'DELETE', url: `/api/friends/${a.userId}` })).statusCode).toBe(204);
    expect(await friendsOf(a)).toEqual([]);
    expect((await as(t.app, a, { method: 'DELETE', url: `/api/friends/${b.userId}` })).statusCode).toBe(404);
  });

  it('a block ends the friendship, refuses requests both ways and hides each from the other; unblocking does not restore it', async () => {
    const [a, b] = [
      await registerUser(t.app, { name: 'Blockman Ay' }),
      await registerUser(t.app, { name: 'Blockman Bee' }),
    ];
    await befriend(t.app, a, b);
    expect((await as(t.app, a, { method: 'POST', url: `/api/users/${b.userId}/block` })).statusCode).toBe(
      204,
    );
    expect(await friendsOf(a)).toEqual([]);
    expect(await friendsOf(b)).toEqual([]);
    expect((await ask(a, b)).statusCode).toBe(404);
    expect((await ask(b, a)).statusCode).toBe(404);
    expect((await search(a, 'Blockman')).map((p) => p._id)).toEqual([]);
    expect((await search(b, 'Blockman')).map((p) => p._id)).toEqual([]);
    // Only the blocker may lift it.
    expect((await as(t.app, b, { method: 'DELETE', url: `/api/users/${a.userId}/block` })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, a, { method: 'DELETE', url: `/api/users/${b.userId}/block` })).statusCode).toBe(
      204,
    );
    expect(await friendsOf(a)).toEqual([]);
    expect((await ask(b, a)).statusCode).toBe(201);
    expect(
      (await as(t.app, a, { method: 'POST', url: `/api/users/${crypto.randomUUID()}/block` })).statusCode,
    ).toBe(404);
  });

  it('lists the people the caller blocked, by name, not those who blocked the caller; unblocking takes one off', async () => {
    const [me, zed, amy, blocksMe] = [
      await registerUser(t.app),
      await registerUser(t.app, { name: 'Zed Blocked' }),
      await registerUser(t.app, { name: 'Amy Blocked' }),
      await registerUser(t.app),
    ];
    const blocked = async (session: Session) => {
      const response = await as(t.app, session, { method: 'GET', url: '/api/users/blocked' });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: { _id: string; name: string; avatarUrl: string | null }[] }>().items;
    };
    expect(await blocked(me)).toEqual([]);
    for (const other of [zed, amy])
      await as(t.app, me, { method: 'POST', url: `/api/users/${other.userId}/block` });
    await as(t.app, blocksMe, { method: 'POST', url: `/api/users/${me.userId}/block` });
    expect(await blocked(me)).toEqual([
      { _id: amy.userId, name: 'Amy Blocked', avatarUrl: null },
      { _id: zed.userId, name: 'Zed Blocked', avatarUrl: null },
    ]);
    await as(t.app, me, { method: 'DELETE', url: `/api/users/${amy.userId}/block` });
    expect((await blocked(me)).map((person) => person._id)).toEqual([zed.userId]);
    expect((await blocked(blocksMe)).map((person) => person._id)).toEqual([me.userId]);
  });

  it('a block also drops a pending request', async () => {
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    await ask(a, b);
    await as(t.app, b, { method: 'POST', url: `/api/users/${a.userId}/block` });
    expect(await requestsOf(a)).toEqual({ incoming: [], outgoing: [] });
  });
});

describe('people search', () => {
  it('finds any part of the name in any case, never the caller, with the friendship state and no e-mail', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const me = await registerUser(t.app, { name: `${tag} Me` });
    const friend = await registerUser(t.app, { name: `Mary ${tag}son` });
    const asked = await registerUser(t.app, { name: `${tag.toUpperCase()} Asked` });
    const asker = await registerUser(t.app, { name: `Asker ${tag}` });
    const other = await registerUser(t.app, { name: `Other ${tag.toLowerCase()}` });
    const hidden = await registerUser(t.app, { name: `Hidden ${tag}` });
    await befriend(t.app, me, friend);
    await ask(me, asked);
    await ask(asker, me);
    await as(t.app, hidden, { method: 'PUT', url: '/api/settings', payload: { findable: false } });
    const response = await as(t.app, me, { method: 'GET', url: `/api/users/search?q=${tag.toLowerCase()}` });
    expect(response.body).not.toMatch(/@|email/i);
    const found = Object.fromEntries(
      response
        .json<{ items: { _id: string; friendship: string }[] }>()
        .items.map((p) => [p._id, p.friendship]),
    );
    expect(found).toEqual({
      [friend.userId]: 'friends',
      [asked.userId]: 'outgoing',
      [asker.userId]: 'incoming',
      [other.userId]: 'none',
    });
    expect(found[me.userId]).toBeUndefined();
    expect(found[hidden.userId]).toBeUndefined();
  });

  it('treats % and _ as letters and refuses an empty q with a 400 naming it', async () => {
    const me = await registerUser(t.app);
    await registerUser(t.app, { name: 'Percent Person' });
    expect(await search(me, '%')).toEqual([]);
    const empty = await as(t.app, me, { method: 'GET', url: '/api/users/search?q=' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('q');
  });
});

describe('presence', () => {
  const presenceOf = (userId: string) =>
    t.database.db
      .selectFrom('user_presence')
      .select('last_active_at')
      .where('user_id', '=', userId)
      .executeTakeFirst();

  it('an authenticated request records it, once a minute at most', async () => {
    const a = await registerUser(t.app);
    await as(t.app, a, { method: 'GET', url: '/api/friends' });
    const first = await presenceOf(a.userId);
    expect(first).toBeDefined();
    await as(t.app, a, { method: 'GET', url: '/api/friends' });
    const second = await presenceOf(a.userId);
    expect(second).toEqual(first);
  });

  it('writes again after a minute, and not when another instance wrote within it', async () => {
    const a = await registerUser(t.app);
    let now = Date.parse('2030-01-01T10:00:00.000Z');
    const here = createPresence(t.database.db, () => now);
    const there = createPresence(t.database.db, () => now);
    const stored = async () => (await presenceOf(a.userId))?.last_active_at;
    await here.seen(a.userId);
    expect(await stored()).toBe('2030-01-01T10:00:00.000Z');
    now += 30_000;
    await there.seen(a.userId);
    expect(await stored()).toBe('2030-01-01T10:00:00.000Z');
    now += 40_000;
    await here.seen(a.userId);
    expect(await stored()).toBe('2030-01-01T10:01:10.000Z');
  });

  it('a friend who made a request is online, with a last active time; being seen does not move the data version', async () => {
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    await befriend(t.app, a, b);
    const version = () => dataVersionOf(t.database.db, b.userId);
    await t.database.db.deleteFrom('user_presence').where('user_id', '=', b.userId).execute();
    const before = await version();
    expect(await friendsOf(a)).toEqual([
      expect.objectContaining({ _id: b.userId, online: false, lastActiveAt: null }),
    ]);
    // What the preHandler does after b's next authenticated request (a fresh instance: no minute throttle yet).
    await createPresence(t.database.db).seen(b.userId);
    const [seen] = await friendsOf(a);
    expect(seen).toMatchObject({ _id: b.userId, online: true });
    expect(Date.now() - Date.parse(seen!.lastActiveAt!)).toBeLessThan(60_000);
    expect(await version()).toBe(before);
    // Six minutes ago is 'last active', not online.
    const old = new Date(Date.now() - 6 * 60_000).toISOString();
    await t.database.db
      .updateTable('user_presence')
      .set({ last_active_at: old })
      .where('user_id', '=', b.userId)
      .execute();
    expect((await friendsOf(a))[0]).toMatchObject({ online: false, lastActiveAt: old });
  });
});
