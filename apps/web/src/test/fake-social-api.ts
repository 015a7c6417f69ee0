import type { Challenge, Friend, FriendRequests, Notification, PublicUser } from '@momentum/shared';
import { json, stubFetch, type StubRequest } from '@/test/fetch';

export const person = (id: string, name: string): PublicUser => ({ _id: id, name, avatarUrl: null });

export function makeFriend(overrides: Partial<Friend> = {}): Friend {
  return { _id: 'u2', name: 'Bea', avatarUrl: null, online: false, lastActiveAt: null, ...overrides };
}

export function makeChallenge(overrides: Partial<Challenge> = {}): Challenge {
  return {
    _id: 'c1',
    name: 'Most workouts',
    metric: 'workouts',
    startDate: '2026-11-23',
    endDate: '2026-11-29',
    creator: person('u2', 'Bea'),
    myStatus: 'accepted',
    state: 'active',
    daysLeft: 3,
    standings: [],
    winner: null,
    ...overrides,
  };
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: 'n1',
    kind: 'like',
    actor: person('u2', 'Bea'),
    postId: 'p1',
    challengeId: null,
    detail: null,
    read: false,
    createdAt: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}

type Override = (request: StubRequest) => Response | undefined;

/**
 * An in-memory friends, challenges and notifications API behind a stubbed fetch, as the server behaves: accepting
 * a request makes a friend, blocking ends the friendship and lists the person as blocked, unblocking does not
 * restore it, an accepted invitation ranks the caller. `override` answers first when it returns a response.
 * Every request is recorded in `requests`.
 */
export function fakeSocialApi({
  friends = [],
  requests = { incoming: [], outgoing: [] },
  blocked = [],
  challenges = [],
  notifications = [],
  override,
}: {
  friends?: Friend[];
  requests?: FriendRequests;
  blocked?: PublicUser[];
  challenges?: Challenge[];
  notifications?: Notification[];
  override?: Override;
} = {}) {
  const state = {
    friends: [...friends],
    requests: { incoming: [...requests.incoming], outgoing: [...requests.outgoing] },
    blocked: [...blocked],
    challenges: [...challenges],
    notifications: [...notifications],
  };
  const recorded: StubRequest[] = [];
  const notFound = () => json(404, { message: 'Not found' });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const unread = () => state.notifications.filter((n) => !n.read).length;

  stubFetch((request) => {
    recorded.push(request);
    const answer = override?.(request);
    if (answer) return answer;
    const { method, path } = request;
    const parts = path.split('/').map(decodeURIComponent);
    if (method === 'GET' && path === '/friends') return json(200, { items: state.friends });
    if (method === 'GET' && path === '/friends/requests') return json(200, state.requests);
    if (method === 'GET' && path === '/users/blocked') return json(200, { items: state.blocked });
    if (method === 'GET' && path === '/social/challenges') return json(200, { items: state.challenges });
    if (method === 'GET' && path === '/notifications')
      return json(200, { items: state.notifications, unreadCount: unread() });
    if (method === 'GET' && path === '/settings') return notFound();

    // POST /friends/requests/:id/(accept|decline)
    if (method === 'POST' && parts[1] === 'friends' && parts[2] === 'requests' && parts[3]) {
      const asked = state.requests.incoming.find((r) => r._id === parts[3]);
      if (!asked) return notFound();
      state.requests.incoming = state.requests.incoming.filter((r) => r !== asked);
      if (parts[4] === 'accept') state.friends = [...state.friends, makeFriend(asked.user)].sort(byName);
      return new Response(null, { status: 204 });
    }
    // DELETE /friends/:userId
    if (method === 'DELETE' && parts[1] === 'friends' && parts[2]) {
      if (!state.friends.some((f) => f._id === parts[2])) return notFound();
      state.friends = state.friends.filter((f) => f._id !== parts[2]);
      return new Response(null, { status: 204 });
    }
    // POST and DELETE /users/:id/block
    if (parts[1] === 'users' && parts[3] === 'block' && parts[2]) {
      const id = parts[2];
      if (method === 'POST') {
        const known = state.friends.find((f) => f._id === id);
        if (!known) return notFound();
        state.friends = state.friends.filter((f) => f._id !== id);
        state.blocked = [...state.blocked, person(id, known.name)].sort(byName);
      } else {
        if (!state.blocked.some((b) => b._id === id)) return notFound();
        state.blocked = state.blocked.filter((b) => b._id !== id);
      }
      return new Response(null, { status: 204 });
    }
    // POST /social/challenges/:id/(accept|decline)
    if (method === 'POST' && parts[1] === 'social' && parts[2] === 'challenges' && parts[3]) {
      const challenge = state.challenges.find((c) => c._id === parts[3]);
      if (!challenge || challenge.myStatus !== 'invited') return notFound();
      const status: 'accepted' | 'declined' = parts[4] === 'accept' ? 'accepted' : 'declined';
      const standings = challenge.standings.map((entry) =>
        entry.me ? { ...entry, status, rank: status === 'accepted' ? challenge.standings.length : 0 } : entry,
      );
      state.challenges = state.challenges.map((c) =>
        c === challenge ? { ...c, myStatus: status, standings } : c,
      );
      return new Response(null, { status: 204 });
    }
    // POST /notifications/:id/read and /notifications/read-all
    if (method === 'POST' && parts[1] === 'notifications') {
      if (parts[2] === 'read-all')
        state.notifications = state.notifications.map((n) => ({ ...n, read: true }));
      else if (state.notifications.some((n) => n._id === parts[2]))
        state.notifications = state.notifications.map((n) => (n._id === parts[2] ? { ...n, read: true } : n));
      else return notFound();
      return new Response(null, { status: 204 });
    }
    return json(500, { message: `fake social API: no route for ${method} ${path}` });
  });

  return {
    state,
    requests: recorded,
    /** The writes made, as 'METHOD /path'. */
    writes: () => recorded.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`),
  };
}
