import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { ApiError, apiRequest, newIdempotencyKey } from '../api-client';
import { currentUserId, userIdFromToken } from './current-user';

/**
 * Writes made on the device are kept here (IndexedDB) until the server has them (issue 19,
 * docs/decisions/0022-offline-write-queue.md). A queued request is generic: method, path, body, idempotency key,
 * user id and time, so a new create joins by calling `queuedWrite` with its path. Entries are sent oldest first,
 * each with its own `Idempotency-Key`, so a retry after a lost answer is stored once by the server (0012).
 *
 * Outcomes of one send: a 2xx removes the entry; no answer, a 5xx, a 408/409/425/429 keeps it and stops this run
 * (it is retried by the next one, in order); a 401 after the client's one refresh (the session was refused) keeps
 * it for the next sign-in of the same user; any other 4xx marks it refused with the server's reason, shown to the
 * person to fix or discard, and the run goes on with the next entry. Entries of another user are never sent.
 */
export type QueueMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueuedRequest = {
  id: string;
  method: QueueMethod;
  path: string;
  body: unknown;
  idempotencyKey: string;
  userId: string;
  createdAt: number;
  /** What the person did, for the pending list ("Finished workout: Push day"). */
  label: string;
  /** What the screen shows for this write until the server has it (a logged food's name and numbers). */
  preview?: unknown;
  /**
   * `sent`: the server has it. Such an entry is off the device already and stays in memory only until the reads it
   * changed have been asked again, so a screen showing its preview does not flash the data as it was before.
   */
  state: 'pending' | 'refused' | 'sent';
  /** When the server's answer to it arrived (a `sent` entry). */
  sentAt?: number;
  /** That answer (a `sent` entry, in memory only): what the server stored, with the ids it gave. */
  answer?: unknown;
  refusal?: { status: number; message: string; fields?: Record<string, string> | undefined };
};

export type QueueStorage = {
  all(): Promise<QueuedRequest[]>;
  put(entry: QueuedRequest): Promise<void>;
  remove(id: string): Promise<void>;
};

export type SendResult = 'sent' | 'kept' | 'refused' | 'signed-out';
/** What one run did with an entry: the server's answer when sent, the error when not. */
export type SendOutcome = { result: SendResult; answer?: unknown; error?: unknown };

const SEND_TIMEOUT_MS = 20_000;
const TRANSIENT_4XX = new Set([408, 409, 425, 429]);

/** For browsers without IndexedDB (some private modes): the queue lives as long as the page. */
function memoryQueueStorage(): QueueStorage {
  const rows = new Map<string, QueuedRequest>();
  return {
    all: () => Promise.resolve([...rows.values()]),
    put: (entry) => Promise.resolve(void rows.set(entry.id, entry)),
    remove: (id) => Promise.resolve(void rows.delete(id)),
  };
}

export function idbQueueStorage(): QueueStorage {
  if (typeof indexedDB === 'undefined') return memoryQueueStorage();
  let store: UseStore | null = null;
  const idb = () => (store ??= createStore('momentum-write-queue', 'requests'));
  return {
    all: async () => (await entries<string, QueuedRequest>(idb())).map(([, entry]) => entry),
    put: (entry) => set(entry.id, entry, idb()),
    remove: (id) => del(id, idb()),
  };
}

export type Sender = (entry: QueuedRequest) => Promise<unknown>;

/** What a screen asks the queue to keep and send. */
export type NewRequest = {
  method: QueueMethod;
  path: string;
  body: unknown;
  label: string;
  preview?: unknown;
  idempotencyKey?: string;
};

/** What the sender throws, without a request, while the browser says it has no network: the entry is kept. */
export class DeviceOfflineError extends Error {
  constructor() {
    super('The device is offline.');
  }
}

/**
 * Sends through the api client: bearer token, one refresh on a 401, the entry's idempotency key. Not tried while
 * the browser knows it has no network (`navigator.onLine` false is reliable, true is not): nothing can arrive,
 * and a request started then must not reach the server after the person was told it waits on the device. The
 * `online` event sends the queue again.
 */
export const apiSender: Sender = (entry) => {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return Promise.reject(new DeviceOfflineError());
  }
  return apiRequest(entry.path, {
    method: entry.method,
    body: entry.body,
    idempotencyKey: entry.idempotencyKey,
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    // Never under another user's token, even if someone else signs in while this write waits for a refresh.
    tokenGuard: (token) => userIdFromToken(token) === entry.userId,
  });
};

function classify(error: unknown, entry: QueuedRequest): SendResult {
  if (!(error instanceof ApiError)) return 'kept'; // a timeout or an abort: the answer may come on a retry
  // A delete sent again after its answer was lost finds nothing left: what it asked for is done.
  if (entry.method === 'DELETE' && error.status === 404) return 'sent';
  if (error.status === 0 || error.status >= 500 || TRANSIENT_4XX.has(error.status)) return 'kept';
  if (error.status === 401) return 'signed-out';
  return 'refused';
}

let sequence = 0;

export class WriteQueue {
  private entries: QueuedRequest[] = [];
  private loaded: Promise<void> | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private snapshot: QueuedRequest[] = [];
  /**
   * Entries whose sender waits on the screen (addAndSend), with the last outcome any run gave them: a run already
   * going (the periodic sync) may reach such an entry before the sender's own run does.
   */
  private readonly awaited = new Map<string, SendOutcome | undefined>();

  constructor(
    private readonly storage: QueueStorage,
    private readonly send: Sender,
    private readonly userId: () => string | null = currentUserId,
    /** Asks again for what a sent entry changed; the entry is forgotten once this settles. */
    private readonly onSent: (entry: QueuedRequest, answer: unknown) => unknown = () => undefined,
  ) {}

  /** Reads the device's entries again (another tab may have changed them); sent ones are kept until forgotten. */
  async reload(): Promise<void> {
    const stored = await this.storage.all();
    const sent = this.entries.filter((entry) => entry.state === 'sent');
    this.entries = [...stored, ...sent].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
    this.changed();
  }

  private ensureLoaded(): Promise<void> {
    return (this.loaded ??= this.reload());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * The signed-in user's entries the server does not have yet, oldest first (a stable array between changes, for
   * useSyncExternalStore).
   */
  getSnapshot = (): QueuedRequest[] => {
    // Someone else signed in since the last change: never show them the previous user's entries.
    if (this.userId() !== this.snapshotUser) this.refreshSnapshot();
    return this.snapshot;
  };

  /** The same with the entries just sent whose reads are still being asked again: what a screen shows. */
  getShownSnapshot = (): QueuedRequest[] => {
    if (this.userId() !== this.snapshotUser) this.refreshSnapshot();
    return this.shownSnapshot;
  };

  private snapshotUser: string | null = null;
  private shownSnapshot: QueuedRequest[] = [];

  private refreshSnapshot(): void {
    const userId = this.userId();
    this.snapshotUser = userId;
    this.shownSnapshot = this.entries.filter((entry) => entry.userId === userId);
    this.snapshot = this.shownSnapshot.filter((entry) => entry.state !== 'sent');
  }

  private changed(): void {
    this.refreshSnapshot();
    for (const listener of this.listeners) listener();
  }

  add(request: NewRequest): Promise<QueuedRequest> {
    return this.addEntry(request, false);
  }

  /**
   * Adds a write whose sender waits on the screen and sends the queue; answers what became of that write: sent
   * (with the server's answer), refused (not kept: the form shows the reason, as for a write never queued), or
   * undefined while it stays on the device. Whichever run reaches it, the sender's own or one already going, its
   * outcome is handed back here.
   */
  async addAndSend(request: NewRequest): Promise<{ entry: QueuedRequest; outcome?: SendOutcome }> {
    const entry = await this.addEntry(request, true);
    try {
      await this.flush();
      return { entry, outcome: this.awaited.get(entry.id) };
    } finally {
      this.awaited.delete(entry.id);
    }
  }

  private async addEntry(request: NewRequest, awaited: boolean): Promise<QueuedRequest> {
    const userId = this.userId();
    if (!userId) throw new ApiError({ status: 401, message: 'Signed out', code: 'unauthorized' });
    await this.ensureLoaded();
    const createdAt = Date.now();
    sequence += 1;
    const entry: QueuedRequest = {
      id: `${createdAt.toString(36).padStart(10, '0')}-${sequence.toString(36).padStart(4, '0')}-${newIdempotencyKey()}`,
      method: request.method,
      path: request.path,
      body: request.body,
      idempotencyKey: request.idempotencyKey ?? newIdempotencyKey(),
      userId,
      createdAt,
      label: request.label,
      ...(request.preview === undefined ? {} : { preview: request.preview }),
      state: 'pending',
    };
    // Stored before any attempt: closing the app mid-request loses nothing.
    await this.storage.put(entry);
    // Marked in the same step as it joins the line, so no run can reach it unmarked.
    if (awaited) this.awaited.set(entry.id, undefined);
    this.entries.push(entry);
    this.changed();
    return entry;
  }

  private async update(entry: QueuedRequest): Promise<void> {
    await this.storage.put(entry);
    this.entries = this.entries.map((existing) => (existing.id === entry.id ? entry : existing));
    this.changed();
  }

  async discard(id: string): Promise<void> {
    await this.storage.remove(id);
    this.entries = this.entries.filter((entry) => entry.id !== id);
    this.changed();
  }

  /** A refused entry with a corrected body (or as it was) goes back in line at its place, with its key. */
  async retry(id: string, body?: unknown): Promise<void> {
    const entry = this.entries.find((candidate) => candidate.id === id);
    if (!entry) return;
    const { refusal: _refusal, ...rest } = entry;
    await this.update({ ...rest, body: body === undefined ? entry.body : body, state: 'pending' });
  }

  /**
   * Sends the signed-in user's pending entries in order, one at a time; runs never overlap. Returns what
   * happened to each entry tried. A refusal of an entry whose sender waits on the screen (addAndSend) removes it;
   * any other refused entry is kept, with the reason, for the person to fix or discard.
   */
  flush(): Promise<Map<string, SendOutcome>> {
    const run = this.running.then(() => this.flushNow());
    this.running = run.catch(() => undefined);
    return run;
  }

  /** Notes what a run did with an entry, for the run's caller and for a sender waiting on it (addAndSend). */
  private settle(outcomes: Map<string, SendOutcome>, id: string, outcome: SendOutcome): void {
    outcomes.set(id, outcome);
    if (this.awaited.has(id)) this.awaited.set(id, outcome);
  }

  private async sent(
    entry: QueuedRequest,
    answer: unknown,
    outcomes: Map<string, SendOutcome>,
  ): Promise<void> {
    await this.storage.remove(entry.id);
    const sent: QueuedRequest = { ...entry, state: 'sent', sentAt: Date.now(), answer };
    this.entries = this.entries.map((existing) => (existing.id === entry.id ? sent : existing));
    this.changed();
    this.settle(outcomes, entry.id, { result: 'sent', answer });
    // Called now and not awaited: the queue goes on while the reads are asked again (offline, that waits for the
    // network). Started before `flush` resolves, so its caller's refresh may join those fetches (join-refresh.ts).
    void (async () => this.onSent(sent, answer))()
      .catch(() => undefined)
      .finally(() => this.forget(entry.id));
  }

  private forget(id: string): void {
    this.entries = this.entries.filter((entry) => entry.id !== id);
    this.changed();
  }

  private async flushNow() {
    await this.ensureLoaded();
    const outcomes = new Map<string, SendOutcome>();
    for (;;) {
      const userId = this.userId();
      if (!userId) break;
      const next = this.entries.find(
        (entry) => entry.userId === userId && entry.state === 'pending' && !outcomes.has(entry.id),
      );
      if (!next) break;
      try {
        const answer = await this.send(next);
        await this.sent(next, answer, outcomes);
      } catch (error) {
        const result = classify(error, next);
        if (result === 'sent') {
          await this.sent(next, undefined, outcomes);
          continue;
        }
        this.settle(outcomes, next.id, { result, error });
        if (result !== 'refused') break; // kept for the next run, and nothing after it goes first
        if (this.awaited.has(next.id)) {
          await this.discard(next.id);
        } else {
          const apiError = error as ApiError;
          await this.update({
            ...next,
            state: 'refused',
            refusal: {
              status: apiError.status,
              message: apiError.fromServer ? apiError.message : `Refused by the server (${apiError.status})`,
              fields: apiError.fields,
            },
          });
        }
      }
    }
    return outcomes;
  }
}
