import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { userIdFromToken } from './current-user';
import {
  apiSender,
  DeviceOfflineError,
  idbQueueStorage,
  WriteQueue,
  type QueuedRequest,
} from './write-queue';

// A real IndexedDB (fake-indexeddb, loaded by src/test/setup.ts), emptied between tests through the queue itself.
const storage = idbQueueStorage();

afterEach(async () => {
  for (const entry of await storage.all()) await storage.remove(entry.id);
});

type Answer = 'ok' | 'offline' | 500 | 401 | 404 | 409 | 422;

/** A server stand-in answering by the entry's label; records what was sent, in order, with its user and key. */
function server(answers: Record<string, Answer | Answer[]> = {}) {
  const sent: { label: string; userId: string; key: string }[] = [];
  const send = (entry: QueuedRequest) => {
    const planned = answers[entry.label] ?? 'ok';
    const answer = Array.isArray(planned) ? (planned.shift() ?? 'ok') : planned;
    if (answer === 'offline') return Promise.reject(new ApiError({ status: 0, message: 'Network error' }));
    sent.push({ label: entry.label, userId: entry.userId, key: entry.idempotencyKey });
    if (answer === 'ok') return Promise.resolve({ stored: entry.label });
    return Promise.reject(
      new ApiError({
        status: answer,
        message: answer === 422 ? 'Calories must be a number' : 'Server said no',
        fields: answer === 422 ? { calories: 'Calories must be a number' } : undefined,
        fromServer: true,
      }),
    );
  };
  return { send, sent };
}

function queueFor(user: { id: string | null }, send: (entry: QueuedRequest) => Promise<unknown>) {
  return new WriteQueue(storage, send, () => user.id);
}

const write = (label: string) => ({ method: 'POST' as const, path: '/nutrition', body: { label }, label });

describe('WriteQueue', () => {
  it('sends the entries oldest first and removes each once stored', async () => {
    const { send, sent } = server();
    const user = { id: 'u1' };
    const queue = queueFor(user, send);
    await queue.add(write('first'));
    await queue.add(write('second'));
    await queue.add(write('third'));
    const outcomes = await queue.flush();
    expect(sent.map((s) => s.label)).toEqual(['first', 'second', 'third']);
    expect([...outcomes.values()].map((o) => o.result)).toEqual(['sent', 'sent', 'sent']);
    expect(queue.getSnapshot()).toEqual([]);
    expect(await storage.all()).toEqual([]);
  });

  it('shows a sent entry (not as pending) until the reads it changed have been asked again', async () => {
    const { send } = server();
    let refreshed: () => void = () => undefined;
    const refresh = vi.fn(() => new Promise<void>((resolve) => (refreshed = resolve)));
    const queue = new WriteQueue(storage, send, () => 'u1', refresh);
    await queue.add(write('meal'));
    await queue.flush();

    expect(await storage.all()).toEqual([]);
    expect(queue.getSnapshot()).toEqual([]);
    // Already asked when the flush resolves: the screen's own refresh joins those fetches (join-refresh.ts).
    expect(refresh).toHaveBeenCalledOnce();
    const [shown] = queue.getShownSnapshot();
    expect(shown).toMatchObject({ label: 'meal', state: 'sent' });
    expect(shown?.sentAt).toEqual(expect.any(Number));
    // A reload from the device (another tab's change) keeps it too; a flush does not send it again.
    await queue.reload();
    expect(queue.getShownSnapshot()).toHaveLength(1);
    expect((await queue.flush()).size).toBe(0);

    refreshed();
    await vi.waitFor(() => expect(queue.getShownSnapshot()).toEqual([]));
  });

  it('keeps everything on a network error, in order, and sends it with the same keys on the next run', async () => {
    const { send, sent } = server({ first: ['offline', 'ok'], second: 'ok' });
    const queue = queueFor({ id: 'u1' }, send);
    const first = await queue.add(write('first'));
    const second = await queue.add(write('second'));
    await queue.flush();
    // Nothing overtook the entry that could not be sent.
    expect(sent).toEqual([]);
    expect(queue.getSnapshot().map((e) => [e.label, e.state])).toEqual([
      ['first', 'pending'],
      ['second', 'pending'],
    ]);
    await queue.flush();
    expect(sent).toEqual([
      { label: 'first', userId: 'u1', key: first.idempotencyKey },
      { label: 'second', userId: 'u1', key: second.idempotencyKey },
    ]);
  });

  it('keeps an entry on a 5xx or a 409 (key still being processed) and retries it', async () => {
    const { send, sent } = server({ first: [500, 409, 'ok'] });
    const queue = queueFor({ id: 'u1' }, send);
    await queue.add(write('first'));
    expect((await queue.flush()).get(queue.getSnapshot()[0]!.id)?.result).toBe('kept');
    await queue.flush();
    expect(queue.getSnapshot()).toHaveLength(1);
    await queue.flush();
    expect(queue.getSnapshot()).toEqual([]);
    expect(sent.map((s) => s.label)).toEqual(['first', 'first', 'first']);
  });

  it('keeps a refused write (4xx) with the reason, goes on with the next, and sends it again once corrected', async () => {
    const { send, sent } = server({ bad: [422, 'ok'] });
    const queue = queueFor({ id: 'u1' }, send);
    const bad = await queue.add(write('bad'));
    await queue.add(write('good'));
    await queue.flush();
    expect(sent.map((s) => s.label)).toEqual(['bad', 'good']);
    expect(queue.getSnapshot()).toEqual([
      expect.objectContaining({
        id: bad.id,
        state: 'refused',
        refusal: {
          status: 422,
          message: 'Calories must be a number',
          fields: { calories: 'Calories must be a number' },
        },
      }),
    ]);
    // Still there after the app is reopened (a new queue on the same device).
    const reopened = queueFor({ id: 'u1' }, send);
    await reopened.reload();
    expect(reopened.getSnapshot().map((e) => e.state)).toEqual(['refused']);
    // A refused entry is not retried by itself.
    await reopened.flush();
    expect(sent).toHaveLength(2);
    await reopened.retry(bad.id, { label: 'bad', calories: 500 });
    await reopened.flush();
    expect(sent.at(-1)).toEqual({ label: 'bad', userId: 'u1', key: bad.idempotencyKey });
    expect(reopened.getSnapshot()).toEqual([]);
  });

  it('discards a refused write only when asked', async () => {
    const { send } = server({ bad: 422 });
    const queue = queueFor({ id: 'u1' }, send);
    const bad = await queue.add(write('bad'));
    await queue.flush();
    expect(queue.getSnapshot()).toHaveLength(1);
    await queue.discard(bad.id);
    expect(queue.getSnapshot()).toEqual([]);
    expect(await storage.all()).toEqual([]);
  });

  it('hands a refusal of the write being made back to its caller and does not keep it', async () => {
    const { send } = server({ bad: 422 });
    const queue = queueFor({ id: 'u1' }, send);
    const { outcome } = await queue.addAndSend(write('bad'));
    expect(outcome?.result).toBe('refused');
    expect((outcome?.error as ApiError).status).toBe(422);
    expect(queue.getSnapshot()).toEqual([]);
  });

  /**
   * A write made on the screen ('new') while the periodic sync's run is still sending an older entry: that run
   * reaches the new entry before the sender's own run does. Answers the sender's outcome and the periodic run's.
   */
  async function madeDuringPeriodicRun(answers: Record<string, Answer> = {}) {
    const { send, sent } = server(answers);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const queue = queueFor({ id: 'u1' }, async (entry) => {
      if (entry.label === 'older') await held;
      return send(entry);
    });
    await queue.add(write('older'));
    const periodic = queue.flush();
    const made = queue.addAndSend(write('new'));
    // The new write is in line while the periodic run still waits on the older one: that run tries it next.
    await vi.waitFor(() => expect(queue.getSnapshot().map((entry) => entry.label)).toEqual(['older', 'new']));
    release();
    const { outcome } = await made;
    return { queue, sent, outcome, periodicOutcomes: await periodic };
  }

  it('hands a write back as sent when a run already going (the periodic sync) sent it first', async () => {
    const { sent, outcome, periodicOutcomes } = await madeDuringPeriodicRun();
    // The periodic run sent both; the sender's own run found nothing left to send.
    expect([...periodicOutcomes.values()].map((o) => o.result)).toEqual(['sent', 'sent']);
    expect(sent.map((s) => s.label)).toEqual(['older', 'new']);
    expect(outcome).toMatchObject({ result: 'sent', answer: { stored: 'new' } });
  });

  it('hands a refusal back to the waiting sender when a run already going was refused it, and does not keep it', async () => {
    const { queue, outcome } = await madeDuringPeriodicRun({ new: 422 });
    expect(outcome?.result).toBe('refused');
    expect((outcome?.error as ApiError).status).toBe(422);
    expect(queue.getSnapshot()).toEqual([]);
    expect(await storage.all()).toEqual([]);
  });

  it('counts a delete that finds nothing left as done (its first answer was lost), and a 404 of a create as refused', async () => {
    const { send, sent } = server({ 'Deleted food': 404, 'Logged food': 404 });
    const queue = queueFor({ id: 'u1' }, send);
    const removed = await queue.add({
      method: 'DELETE',
      path: '/nutrition/days/2026-11-26/items/i1',
      body: undefined,
      label: 'Deleted food',
    });
    await queue.add(write('Logged food'));
    const outcomes = await queue.flush();
    expect(outcomes.get(removed.id)?.result).toBe('sent');
    expect(sent.map((s) => s.label)).toEqual(['Deleted food', 'Logged food']);
    expect(queue.getSnapshot().map((e) => [e.label, e.state])).toEqual([['Logged food', 'refused']]);
  });

  it('keeps what the screen shows for a write (its preview) on the device, across a reload', async () => {
    const { send } = server({ 'Logged food': 'offline' });
    const preview = { name: 'Bananas, raw', calories: 105 };
    await queueFor({ id: 'u1' }, send).add({ ...write('Logged food'), preview });
    const reopened = queueFor({ id: 'u1' }, send);
    await reopened.reload();
    expect(reopened.getSnapshot().map((e) => e.preview)).toEqual([preview]);
  });

  it('keeps entries when the session is refused (401 after the refresh) and stops', async () => {
    const { send, sent } = server({ first: 401 });
    const queue = queueFor({ id: 'u1' }, send);
    await queue.add(write('first'));
    await queue.add(write('second'));
    await queue.flush();
    expect(sent.map((s) => s.label)).toEqual(['first']);
    expect(queue.getSnapshot().map((e) => e.state)).toEqual(['pending', 'pending']);
  });

  it("never sends or shows one user's entries under another user, and sends them at the owner's return", async () => {
    const { send, sent } = server();
    const user: { id: string | null } = { id: 'alice' };
    const queue = queueFor(user, send);
    await queue.add(write('alice meal'));
    user.id = null; // signed out
    await queue.flush();
    user.id = 'bob';
    await queue.reload();
    expect(queue.getSnapshot()).toEqual([]);
    await queue.add(write('bob meal'));
    await queue.flush();
    expect(sent).toEqual([expect.objectContaining({ label: 'bob meal', userId: 'bob' })]);
    user.id = 'alice';
    await queue.reload();
    expect(queue.getSnapshot().map((e) => e.label)).toEqual(['alice meal']);
    await queue.flush();
    expect(sent.at(-1)).toEqual(expect.objectContaining({ label: 'alice meal', userId: 'alice' }));
  });

  it('refuses to queue when nobody is signed in', async () => {
    const queue = queueFor({ id: null }, server().send);
    await expect(queue.add(write('nobody'))).rejects.toMatchObject({ status: 401 });
  });
});

/** An unsigned access token with `claims` (the device reads it, never checks it). */
const token = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

describe('userIdFromToken', () => {
  it("reads the access token's subject without checking it (offline, expired)", () => {
    expect(userIdFromToken(token({ sub: 'user-1', exp: 1 }))).toBe('user-1');
  });

  it('knows nobody for a missing, malformed or subject-less token', () => {
    expect(userIdFromToken(null)).toBeNull();
    expect(userIdFromToken('access-1')).toBeNull();
    expect(userIdFromToken('a.%%%.c')).toBeNull();
    expect(userIdFromToken(token({ typ: 'access' }))).toBeNull();
  });
});

describe('apiSender', () => {
  /** Alice's pending meal. */
  const entry: QueuedRequest = {
    id: '1',
    method: 'POST',
    path: '/nutrition',
    body: {},
    idempotencyKey: 'k',
    userId: 'alice',
    createdAt: 0,
    label: 'Logged food',
    state: 'pending',
  };
  /** A server stand-in at the fetch level that stores every write. */
  const stubFetch = () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response('{}', { status: 201 })));
    vi.stubGlobal('fetch', fetchSpy);
    return fetchSpy;
  };

  it("never sends a write under another user's token", async () => {
    localStorage.setItem('accessToken', token({ sub: 'bob' }));
    const fetchSpy = stubFetch();
    await expect(apiSender(entry)).rejects.toMatchObject({ status: 401 });
    expect(fetchSpy).not.toHaveBeenCalled();
    localStorage.setItem('accessToken', token({ sub: 'alice' }));
    await apiSender(entry);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('sends nothing while the browser says it is offline, and the queue keeps the write', async () => {
    localStorage.setItem('accessToken', token({ sub: 'alice' }));
    const fetchSpy = stubFetch();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(apiSender(entry)).rejects.toBeInstanceOf(DeviceOfflineError);
      const queue = queueFor({ id: 'alice' }, apiSender);
      const { entry: added, outcome } = await queue.addAndSend(write('Logged food'));
      expect(outcome?.result).toBe('kept');
      expect(fetchSpy).not.toHaveBeenCalled();

      onLine.mockReturnValue(true);
      expect((await queue.flush()).get(added.id)?.result).toBe('sent');
      expect(fetchSpy).toHaveBeenCalledTimes(1);
    } finally {
      onLine.mockRestore();
    }
  });
});
