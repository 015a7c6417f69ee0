import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ownTables } from '../../db/own-tables.js';
import { createFixture } from '../../security/route-catalogue.js';
import { as, refreshWith, registerUser, type Session } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';
import { befriend } from '../../test/social-fixtures.js';

const t = useTestApp();

const PASSWORD = 'correct horse battery';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
async function signIn(email: string, userAgent: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string; refresh: string }>();
}

/** Every table and every text column of the database as it is now, so tables added later are covered too. */
async function rowsMentioning(values: string[]): Promise<Record<string, number>> {
  const tables = await ownTables(t.database.db);
  const found: Record<string, number> = {};
  for (const table of tables) {
    if (/^kysely_/.test(table.name)) continue;
    const columns = table.columns.filter((column) => /char|text|uuid/i.test(column.dataType));
    for (const column of columns) {
      const { n } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}
        where ${sql.ref(column.name)} in (${sql.join(values)})`
        .execute(t.database.db)
        .then((result) => result.rows[0]!);
      if (Number(n) > 0) found[`${table.name}.${column.name}`] = Number(n);
    }
  }
  return found;
}

async function aRichAccount(): Promise<Session> {
  const user = await registerUser(t.app);
  const friend = await registerUser(t.app);
  await createFixture(t.app, user);
  await as(t.app, user, { method: 'PUT', url: '/api/settings', payload: { units: { weight: 'lb' } } });
  // Posts are seen, liked and commented on among friends only (issue 17).
  await befriend(t.app, user, friend);
  // Others' posts the user liked and commented on, and the user's post others liked and commented on.
  const theirs = await as(t.app, friend, {
    method: 'POST',
    url: '/api/social/posts',
    payload: { text: 'Hi' },
  });
  const theirId = theirs.json()._id as string;
  await as(t.app, user, { method: 'POST', url: `/api/social/posts/${theirId}/like` });
  await as(t.app, user, {
    method: 'POST',
    url: `/api/social/posts/${theirId}/comments`,
    payload: { text: 'Nice' },
  });
  const mine = await as(t.app, user, { method: 'POST', url: '/api/social/posts', payload: { text: 'Me' } });
  await as(t.app, friend, { method: 'POST', url: `/api/social/posts/${mine.json()._id}/like` });
  return user;
}

describe('DELETE /api/account', () => {
  it('refuses a wrong password with a 400 naming the field, and deletes nothing', async () => {
    const user = await registerUser(t.app);
    const response = await as(t.app, user, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'not the password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your current password is not correct.');
    expect(response.json().fields).toEqual({ password: 'Your current password is not correct.' });
    expect((await as(t.app, user, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(200);
  });

  it('leaves no row of the user in any table, signs every device out, and frees the e-mail', async () => {
    const user = await aRichAccount();
    const before = await rowsMentioning([user.userId, user.email]);
    // The check can see the account: users, sessions, logs, sets, images, posts, likes, comments, settings.
    for (const table of [
      'users',
      'refresh_tokens',
      'workout_logs',
      'workout_sets',
      'images',
      'posts',
      'post_likes',
      'post_comments',
      'user_settings',
      'imports',
      'friend_links',
      'notifications',
    ]) {
      expect(
        Object.keys(before).some((key) => key.startsWith(`${table}.`)),
        table,
      ).toBe(true);
    }

    const response = await as(t.app, user, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: PASSWORD },
    });
    expect(response.statusCode, response.body).toBe(204);

    expect(await rowsMentioning([user.userId, user.email])).toEqual({});
    expect((await as(t.app, user, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    const refresh = await refreshWith(t.app, user.refresh);
    expect(refresh.statusCode).toBe(401);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Back again', email: user.email, password: PASSWORD },
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('sessions', () => {
  const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

  it('lists each signed-in device with its last use, marks this one, and survives a refresh', async () => {
    const user = await registerUser(t.app);
    const phone = await signIn(user.email, PHONE);
    const laptop = await signIn(user.email, LAPTOP);
    const refreshed = await refreshWith(t.app, phone.refresh);
    expect(refreshed.statusCode).toBe(200);
    const phoneNow = refreshed.json<{ token: string }>();

    const list = await as(t.app, phoneNow, { method: 'GET', url: '/api/auth/sessions' });
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as Array<{ device: string; current: boolean; lastUsedAt: string }>;
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: 'Chrome on Android', current: true });
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device)).toContain('Firefox on Windows');
    void laptop;
  });

  it('signs one session out: its refresh token stops working; another user’s session is a 404', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const laptop = await signIn(user.email, LAPTOP);
    const sessions = (await as(t.app, user, { method: 'GET', url: '/api/auth/sessions' })).json().sessions;
    const laptopSession = sessions.find((s: { device: string }) => s.device === 'Firefox on Windows');

    const foreign = await as(t.app, other, {
      method: 'DELETE',
      url: `/api/auth/sessions/${laptopSession._id}`,
    });
    expect(foreign.statusCode).toBe(404);

    const ended = await as(t.app, user, { method: 'DELETE', url: `/api/auth/sessions/${laptopSession._id}` });
    expect(ended.statusCode).toBe(204);
    const refresh = await refreshWith(t.app, laptop.refresh);
    expect(refresh.statusCode).toBe(401);
    const left = (await as(t.app, user, { method: 'GET', url: '/api/auth/sessions' })).json().sessions;
    expect(left).toHaveLength(1);
  });

  it('"sign out everywhere else" keeps only this session', async () => {
    const user = await registerUser(t.app);
    const phone = await signIn(user.email, PHONE);
    await signIn(user.email, LAPTOP);
    const response = await as(t.app, phone, { method: 'DELETE', url: '/api/auth/sessions' });
    expect(response.json()).toEqual({ signedOut: 2 });
    const left = (await as(t.app, phone, { method: 'GET', url: '/api/auth/sessions' })).json().sessions;
    expect(left).toEqual([expect.objectContaining({ device: 'Chrome on Android', current: true })]);
    const stillThere = await refreshWith(t.app, phone.refresh);
    expect(stillThere.statusCode).toBe(200);
  });
});

describe('PUT /api/auth/password and the e-mail', () => {
  it('asks for the current password, then signs the other sessions out', async () => {
    const user = await registerUser(t.app);
    const phone = await signIn(user.email, PHONE);
    const wrong = await as(t.app, phone, {
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: 'nope', newPassword: 'a brand new secret' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'Your current password is not correct.' });

    const changed = await as(t.app, phone, {
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new secret' },
    });
    expect(changed.statusCode).toBe(204);
    const first = await refreshWith(t.app, user.refresh);
    expect(first.statusCode).toBe(401);
    const kept = await refreshWith(t.app, phone.refresh);
    expect(kept.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a brand new secret' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses every current password after 5 wrong ones in 15 minutes, for password change and deletion alike', async () => {
    const user = await registerUser(t.app);
    const bystander = await registerUser(t.app);
    const changePassword = (session: Session, currentPassword: string) =>
      as(t.app, session, {
        method: 'PUT',
        url: '/api/auth/password',
        payload: { currentPassword, newPassword: 'a brand new secret' },
      });
    for (let i = 0; i < 4; i += 1) expect((await changePassword(user, 'guess')).statusCode).toBe(400);
    // Deletion asks for the same password, so its wrong tries count with the others.
    const wrongDelete = await as(t.app, user, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: 'guess' },
    });
    expect(wrongDelete.statusCode).toBe(400);

    // Even the right password is refused now: the throttle answers before the password is checked.
    const blocked = await changePassword(user, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many wrong passwords. Please wait 15 minutes and try again.');
    const blockedDelete = await as(t.app, user, {
      method: 'DELETE',
      url: '/api/account',
      payload: { password: PASSWORD },
    });
    expect(blockedDelete.statusCode).toBe(429);
    expect((await as(t.app, user, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(200);

    // Counted per person: another account is not held back.
    expect((await changePassword(bystander, PASSWORD)).statusCode).toBe(204);

    // Once the window has passed, the right password works again.
    await sql`update throttle_events set created_at = ${new Date(Date.now() - 16 * 60_000).toISOString()}
      where key = ${user.userId}`.execute(t.database.db);
    expect((await changePassword(user, PASSWORD)).statusCode).toBe(204);
  });

  it('changes the e-mail, refusing one another account has', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const taken = await as(t.app, user, {
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { email: other.email },
    });
    expect(taken.statusCode).toBe(409);
    const fresh = `New.${user.email.toUpperCase()}`;
    const changed = await as(t.app, user, {
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { email: fresh },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user.email).toBe(fresh.toLowerCase());
  });
});
