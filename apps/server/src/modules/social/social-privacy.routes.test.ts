import { beforeAll, describe, expect, it } from 'vitest';
import { befriend } from '../../test/social-fixtures.js';
import { as, registerUser, registerUsers, type Session } from '../../test/test-app.js';
import { useTestApp } from '../../test/test-file.js';

/*
 * Issue 17: a post, its likes and its comments are visible to its author and the author's friends only.
 * Everyone else gets a 404 for it, exactly like a post that does not exist.
 */

type Post = { _id: string; user: { _id: string }; likes: string[]; comments: { user: { _id: string } }[] };

const t = useTestApp({ REGISTRATIONS_PER_ADDRESS: '1000', POSTS_PER_USER: '1000' });
let author: Session;
let friend: Session;
let friendOfFriend: Session;
let stranger: Session;
let blocked: Session;

beforeAll(async () => {
  [author, friend, friendOfFriend, stranger, blocked] = [
    await registerUser(t.app, { name: 'Author' }),
    await registerUser(t.app, { name: 'Friend' }),
    await registerUser(t.app, { name: 'Friend Of Friend' }),
    await registerUser(t.app, { name: 'Stranger' }),
    await registerUser(t.app, { name: 'Blocked' }),
  ];
  await befriend(t.app, author, friend);
  await befriend(t.app, friend, friendOfFriend);
  await befriend(t.app, blocked, author);
  const block = await as(t.app, author, { method: 'POST', url: `/api/users/${blocked.userId}/block` });
  expect(block.statusCode).toBe(204);
});

const newPost = async (session: Session, text = 'Leg day') => {
  const response = await as(t.app, session, { method: 'POST', url: '/api/social/posts', payload: { text } });
  expect(response.statusCode).toBe(201);
  return response.json<Post>();
};
const feedOf = async (session: Session) => {
  const response = await as(t.app, session, { method: 'GET', url: '/api/social/posts?limit=100' });
  expect(response.statusCode).toBe(200);
  return response.json<Post[]>();
};
const act = (session: Session, postId: string, action: 'like' | 'unlike' | 'comments') =>
  as(t.app, session, {
    method: 'POST',
    url: `/api/social/posts/${postId}/${action}`,
    ...(action === 'comments' ? { payload: { text: 'Nice' } } : {}),
  });

describe('the visibility matrix', () => {
  const cases = [
    ['the author', () => author, true],
    ['a friend', () => friend, true],
    ['a friend of a friend', () => friendOfFriend, false],
    ['a stranger', () => stranger, false],
    ['someone the author blocked (a friend before)', () => blocked, false],
  ] as const;

  it.each(cases)('%s: reading, listing, liking, unliking and commenting', async (_who, viewer, allowed) => {
    const post = await newPost(author);
    const listed = (await feedOf(viewer())).some((item) => item._id === post._id);
    expect(listed).toBe(allowed);
    const unknown = crypto.randomUUID();
    for (const action of ['like', 'unlike', 'comments'] as const) {
      const response = await act(viewer(), post._id, action);
      if (allowed) {
        expect(response.statusCode, `${action}: ${response.body}`).toBeLessThan(300);
      } else {
        expect(response.statusCode, action).toBe(404);
        // Exactly like a post that does not exist.
        expect(response.json()).toEqual((await act(viewer(), unknown, action)).json());
      }
    }
    // Nothing a refused viewer tried is stored.
    const [seen] = (await feedOf(author)).filter((item) => item._id === post._id);
    const commenters = seen!.comments.map((comment) => comment.user._id);
    if (!allowed) expect(commenters).not.toContain(viewer().userId);
    else expect(commenters).toContain(viewer().userId);
  });

  it('a user with no friends and no posts gets []', async () => {
    const loner = await registerUser(t.app);
    expect(await feedOf(loner)).toEqual([]);
  });

  it('the friend sees their own and the author’s posts, and none of the strangers’', async () => {
    const mine = await newPost(friend, 'friend’s own');
    const strangers = await newPost(stranger, 'stranger’s');
    const fof = await newPost(friendOfFriend, 'fof’s');
    const ids = (await feedOf(author)).map((item) => item._id);
    expect(ids).toContain(mine._id);
    expect(ids).not.toContain(strangers._id);
    expect(ids).not.toContain(fof._id);
    // The friend of a friend's post is visible to their friend.
    expect((await feedOf(friend)).map((item) => item._id)).toContain(fof._id);
  });

  it('removing a friend hides both ways at once; blocking hides their likes and comments elsewhere', async () => {
    const [one, two, third] = await registerUsers(t.app, 3);
    await befriend(t.app, one, two);
    await befriend(t.app, one, third);
    await befriend(t.app, two, third);
    const post = await newPost(one, 'shared');
    expect((await act(two, post._id, 'comments')).statusCode).toBe(201);
    expect((await act(two, post._id, 'like')).statusCode).toBe(200);
    // third blocks two: two's like and comment on one's post vanish for third, not for one.
    await as(t.app, third, { method: 'POST', url: `/api/users/${two.userId}/block` });
    const forThird = (await feedOf(third)).find((item) => item._id === post._id)!;
    expect(forThird.likes).toEqual([]);
    expect(forThird.comments).toEqual([]);
    const forOne = (await feedOf(one)).find((item) => item._id === post._id)!;
    expect(forOne.likes).toEqual([two.userId]);

    const removed = await as(t.app, two, { method: 'DELETE', url: `/api/friends/${one.userId}` });
    expect(removed.statusCode).toBe(204);
    expect((await feedOf(two)).some((item) => item._id === post._id)).toBe(false);
    expect((await act(two, post._id, 'like')).statusCode).toBe(404);
  });
});
