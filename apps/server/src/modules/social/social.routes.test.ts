import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../test/social-fixtures.js';
import { as, createTestApp, registerUser, type Session, type TestApp } from '../../test/test-app.js';

type Post = {
  _id: string;
  user: { _id: string; name: string; avatarUrl: string | null };
  text: string;
  likes: string[];
  comments: { _id: string; text: string; user: { _id: string; name: string }; createdAt: string }[];
  createdAt: string;
};

let t: TestApp;
let ada: Session;
let bob: Session;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS: '1000' });
  ada = await registerUser(t.app, { name: 'Ada' });
  bob = await registerUser(t.app, { name: 'Bob' });
  // The feed shows friends' posts only (issue 17; the visibility matrix is in social-privacy.routes.test.ts).
  await befriend(t.app, ada, bob);
});
afterAll(() => t.close());

const createPost = async (session: Session, text: string): Promise<Post> => {
  const response = await as(t.app, session, { method: 'POST', url: '/api/social/posts', payload: { text } });
  expect(response.statusCode).toBe(201);
  return response.json<Post>();
};

const like = (session: Session, postId: string) =>
  as(t.app, session, { method: 'POST', url: `/api/social/posts/${postId}/like` });
const unlike = (session: Session, postId: string) =>
  as(t.app, session, { method: 'POST', url: `/api/social/posts/${postId}/unlike` });
const comment = (session: Session, postId: string, payload: object) =>
  as(t.app, session, { method: 'POST', url: `/api/social/posts/${postId}/comments`, payload });

const feed = async (session: Session, query = ''): Promise<Post[]> => {
  const response = await as(t.app, session, { method: 'GET', url: `/api/social/posts${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<Post[]>();
};

const inFeed = async (session: Session, id: string): Promise<Post | undefined> =>
  (await feed(session, '?limit=100')).find((post) => post._id === id);

describe('creating posts', () => {
  it('stores the trimmed text with the author from the token, and answers the post', async () => {
    const response = await as(t.app, ada, {
      method: 'POST',
      url: '/api/social/posts',
      payload: { text: '  Leg day done  ', user: { _id: bob.userId, name: 'Bob' }, userId: bob.userId },
    });
    expect(response.statusCode).toBe(201);
    const post = response.json<Post>();
    expect(post).toMatchObject({
      text: 'Leg day done',
      user: { _id: ada.userId, name: 'Ada', avatarUrl: null },
      likes: [],
      comments: [],
    });
    expect(Date.parse(post.createdAt)).not.toBeNaN();
    expect(await inFeed(bob, post._id)).toMatchObject({ text: 'Leg day done', user: { _id: ada.userId } });
  });

  it.each([
    ['a missing text', {}],
    ['a blank text', { text: '   \n ' }],
    ['a number', { text: 42 }],
    ['1,001 characters', { text: 'x'.repeat(1001) }],
  ])('refuses %s with 400 naming the field', async (_case, payload) => {
    const response = await as(t.app, ada, { method: 'POST', url: '/api/social/posts', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { text: expect.any(String) },
    });
  });

  it('accepts exactly 1,000 characters after trimming', async () => {
    const post = await createPost(ada, ` ${'y'.repeat(1000)} `);
    expect(post.text).toHaveLength(1000);
  });

  it('keeps markup as plain text', async () => {
    const xss = '<img src=x onerror=alert(1)>';
    const post = await createPost(ada, xss);
    expect((await inFeed(bob, post._id))?.text).toBe(xss);
  });

  it('needs a signed-in user on every route', async () => {
    const calls = [
      { method: 'GET', url: '/api/social/posts' },
      { method: 'POST', url: '/api/social/posts', payload: { text: 'hi' } },
      { method: 'POST', url: '/api/social/posts/x/like' },
      { method: 'POST', url: '/api/social/posts/x/unlike' },
      { method: 'POST', url: '/api/social/posts/x/comments', payload: { text: 'hi' } },
      { method: 'DELETE', url: '/api/social/posts/x' },
      { method: 'DELETE', url: '/api/social/posts/x/comments/y' },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });
});

describe('the feed', () => {
  it('lists newest first', async () => {
    const older = await createPost(bob, 'older');
    const newer = await createPost(bob, 'newer');
    const ids = (await feed(ada, '?limit=100')).map((post) => post._id);
    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(ids.indexOf(newer._id)).toBeGreaterThanOrEqual(0);
  });

  it('never carries an e-mail, a password or a hash of anyone', async () => {
    const post = await createPost(bob, 'private check');
    await like(ada, post._id);
    await comment(ada, post._id, { text: 'nice' });
    const response = await as(t.app, ada, { method: 'GET', url: '/api/social/posts?limit=100' });
    const body = response.body;
    expect(body).toContain('private check');
    expect(body).toContain('nice');
    expect(body).not.toContain(ada.email);
    expect(body).not.toContain(bob.email);
    expect(body).not.toMatch(/@example\.com|email|password|hash|argon2|onboarding/i);
    const [first] = response.json<Post[]>();
    expect(Object.keys(first!.user).sort()).toEqual(['_id', 'avatarUrl', 'name']);
  });

  it('refuses a limit outside 1..100 and a forged cursor with 400', async () => {
    for (const query of [
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?before=%3Cscript%3E',
      '?before=bm90LWpzb24',
    ]) {
      const response = await as(t.app, ada, { method: 'GET', url: `/api/social/posts${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toEqual([
        query.startsWith('?limit') ? 'limit' : 'before',
      ]);
    }
  });
});

describe('paging with the before cursor', () => {
  it('returns every post exactly once, even when many share one created_at', async () => {
    const paging = await createTestApp({ REGISTRATIONS_PER_ADDRESS: '1000' });
    try {
      const user = await registerUser(paging.app, { name: 'Pager' });
      // Twelve posts at the same instant and five at distinct ones: only (created_at, id) orders them totally.
      const sameInstant = '2026-01-01T10:00:00.000Z';
      const rows = [
        ...Array.from({ length: 12 }, (_, i) => ({
          id: `same-${String(i).padStart(2, '0')}`,
          created_at: sameInstant,
        })),
        ...Array.from({ length: 5 }, (_, i) => ({
          id: `t-${i}`,
          created_at: `2026-01-0${i + 2}T10:00:00.000Z`,
        })),
      ];
      await paging.database.db
        .insertInto('posts')
        .values(rows.map((row) => ({ ...row, user_id: user.userId, text: row.id })))
        .execute();

      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const url = `/api/social/posts?limit=5${cursor ? `&before=${cursor}` : ''}`;
        const response = await as(paging.app, user, { method: 'GET', url });
        expect(response.statusCode).toBe(200);
        const page = response.json<Post[]>();
        expect(page.length).toBeLessThanOrEqual(5);
        seen.push(...page.map((post) => post._id));
        cursor = response.headers['x-next-cursor'] as string | undefined;
        pages += 1;
      } while (cursor && pages < 20);

      expect(pages).toBe(4);
      expect(seen).toHaveLength(17);
      expect(new Set(seen).size).toBe(17);
      expect(seen.slice(0, 5)).toEqual(['t-4', 't-3', 't-2', 't-1', 't-0']);
      expect(seen.slice(5)).toEqual(
        Array.from({ length: 12 }, (_, i) => `same-${String(11 - i).padStart(2, '0')}`),
      );
    } finally {
      await paging.close();
    }
  });

  it('defaults to 50 posts and sends no cursor on the last page', async () => {
    const paging = await createTestApp({ REGISTRATIONS_PER_ADDRESS: '1000' });
    try {
      const user = await registerUser(paging.app);
      await paging.database.db
        .insertInto('posts')
        .values(
          Array.from({ length: 51 }, (_, i) => ({
            id: `p-${String(i).padStart(3, '0')}`,
            user_id: user.userId,
            text: `post ${i}`,
            created_at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
          })),
        )
        .execute();
      const first = await as(paging.app, user, { method: 'GET', url: '/api/social/posts' });
      expect(first.json<Post[]>()).toHaveLength(50);
      expect(first.json<Post[]>()[0]!._id).toBe('p-050');
      const cursor = first.headers['x-next-cursor'];
      expect(typeof cursor).toBe('string');
      const last = await as(paging.app, user, { method: 'GET', url: `/api/social/posts?before=${cursor}` });
      expect(last.json<Post[]>().map((post) => post._id)).toEqual(['p-000']);
      expect(last.headers['x-next-cursor']).toBeUndefined();
    } finally {
      await paging.close();
    }
  });
});

describe('likes', () => {
  it('counts a user once however often they press like', async () => {
    const post = await createPost(ada, 'like me');
    for (let i = 0; i < 3; i += 1) {
      const response = await like(bob, post._id);
      expect(response.statusCode).toBe(200);
      expect(response.json<Post>().likes).toEqual([bob.userId]);
    }
    await like(ada, post._id);
    expect((await inFeed(ada, post._id))?.likes).toEqual([bob.userId, ada.userId]);
  });

  it('unlike removes only the caller’s like; unlike without a like changes nothing', async () => {
    const post = await createPost(ada, 'unlike me');
    await like(ada, post._id);
    const stray = await unlike(bob, post._id);
    expect(stray.statusCode).toBe(200);
    expect(stray.json<Post>().likes).toEqual([ada.userId]);

    await like(bob, post._id);
    const unliked = await unlike(bob, post._id);
    expect(unliked.json<Post>().likes).toEqual([ada.userId]);
    expect((await inFeed(bob, post._id))?.likes).toEqual([ada.userId]);
  });

  it('answers 404 for an unknown post', async () => {
    for (const action of ['like', 'unlike']) {
      const response = await as(t.app, bob, {
        method: 'POST',
        url: `/api/social/posts/no-such-post/${action}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('comments', () => {
  it('adds trimmed comments oldest first, with the commenter from the token', async () => {
    const post = await createPost(ada, 'comment here');
    const first = await comment(bob, post._id, { text: '  Great job!  ', user: { _id: ada.userId } });
    expect(first.statusCode).toBe(201);
    await comment(ada, post._id, { text: 'Thanks' });
    const comments = (await inFeed(ada, post._id))?.comments ?? [];
    expect(comments.map((c) => [c.text, c.user])).toEqual([
      ['Great job!', { _id: bob.userId, name: 'Bob' }],
      ['Thanks', { _id: ada.userId, name: 'Ada' }],
    ]);
    expect(comments[0]!._id).not.toBe(comments[1]!._id);
  });

  it.each([
    ['a blank text', { text: '  ' }],
    ['501 characters', { text: 'c'.repeat(501) }],
    ['no text', {}],
  ])('refuses %s with 400 naming the field', async (_case, payload) => {
    const post = await createPost(ada, 'validate comments');
    const response = await comment(bob, post._id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('text');
    expect((await inFeed(ada, post._id))?.comments).toEqual([]);
  });

  it('accepts 500 characters and answers 404 for an unknown post', async () => {
    const post = await createPost(ada, 'long comment');
    const ok = await comment(bob, post._id, { text: 'c'.repeat(500) });
    expect(ok.statusCode).toBe(201);
    const missing = await as(t.app, bob, {
      method: 'POST',
      url: '/api/social/posts/nope/comments',
      payload: { text: 'hi' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('deleting', () => {
  it('lets the author delete a post with its likes and comments; others and unknown ids get 404', async () => {
    const post = await createPost(ada, 'delete me');
    await like(bob, post._id);
    await comment(bob, post._id, { text: 'bye' });

    const refused = await as(t.app, bob, { method: 'DELETE', url: `/api/social/posts/${post._id}` });
    expect(refused.statusCode).toBe(404);
    expect(await inFeed(ada, post._id)).toBeDefined();

    const deleted = await as(t.app, ada, { method: 'DELETE', url: `/api/social/posts/${post._id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await inFeed(ada, post._id)).toBeUndefined();
    const likes = await t.database.db
      .selectFrom('post_likes')
      .selectAll()
      .where('post_id', '=', post._id)
      .execute();
    const comments = await t.database.db
      .selectFrom('post_comments')
      .selectAll()
      .where('post_id', '=', post._id)
      .execute();
    expect([likes, comments]).toEqual([[], []]);

    const again = await as(t.app, ada, { method: 'DELETE', url: `/api/social/posts/${post._id}` });
    expect(again.statusCode).toBe(404);
    expect((await like(ada, post._id)).statusCode).toBe(404);
  });

  it('lets the commenter delete their comment; the post author and unknown ids get 404', async () => {
    const post = await createPost(ada, 'comment to delete');
    const commented = await comment(bob, post._id, { text: 'mine' });
    const commentId = commented.json<Post>().comments[0]!._id;

    const byAuthor = await as(t.app, ada, {
      method: 'DELETE',
      url: `/api/social/posts/${post._id}/comments/${commentId}`,
    });
    expect(byAuthor.statusCode).toBe(404);
    const otherPost = await createPost(bob, 'another post');
    const wrongPost = await as(t.app, bob, {
      method: 'DELETE',
      url: `/api/social/posts/${otherPost._id}/comments/${commentId}`,
    });
    expect(wrongPost.statusCode).toBe(404);
    expect((await inFeed(ada, post._id))?.comments).toHaveLength(1);

    const byCommenter = await as(t.app, bob, {
      method: 'DELETE',
      url: `/api/social/posts/${post._id}/comments/${commentId}`,
    });
    expect(byCommenter.statusCode).toBe(204);
    expect((await inFeed(ada, post._id))?.comments).toEqual([]);
    const again = await as(t.app, bob, {
      method: 'DELETE',
      url: `/api/social/posts/${post._id}/comments/${commentId}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('answers 429 with a message after POSTS_PER_USER posts or comments, per user', async () => {
    const limited = await createTestApp({ POSTS_PER_USER: '3', REGISTRATIONS_PER_ADDRESS: '1000' });
    try {
      const [carol, dan] = [await registerUser(limited.app), await registerUser(limited.app)];
      await befriend(limited.app, carol, dan);
      const postAs = (session: Session, text: string) =>
        as(limited.app, session, { method: 'POST', url: '/api/social/posts', payload: { text } });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await postAs(carol, `post ${i}`)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const refused = await postAs(carol, 'one more');
      expect(refused.json()).toMatchObject({
        code: 'rate_limited',
        message: 'You are posting too fast. Please wait a moment.',
      });
      // Refused posts were not stored, and another user is not affected.
      const feedNow = await as(limited.app, dan, { method: 'GET', url: '/api/social/posts' });
      expect(feedNow.json<Post[]>()).toHaveLength(3);
      const dansPost = await postAs(dan, 'dan posts');
      expect(dansPost.statusCode).toBe(201);

      const commentAs = (session: Session) =>
        as(limited.app, session, {
          method: 'POST',
          url: `/api/social/posts/${dansPost.json<Post>()._id}/comments`,
          payload: { text: 'hi' },
        });
      const commentStatuses = [];
      for (let i = 0; i < 4; i += 1) commentStatuses.push((await commentAs(dan)).statusCode);
      expect(commentStatuses).toEqual([201, 201, 201, 429]);
      expect((await commentAs(dan)).json().message).toBe('You are posting too fast. Please wait a moment.');
      expect((await commentAs(carol)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
