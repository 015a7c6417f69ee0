import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, del, get, update, type UseStore } from 'idb-keyval';
import { currentUserId } from './current-user';
import { pauseQueriesIfOpenedOffline } from './opened-offline';

/**
 * The person's last answers, kept on the device so the gym screens read offline (issue 19). TanStack Query's own
 * persistence (query-persist-client-core) writes the dehydrated cache to IndexedDB under one key per signed-in
 * user: `momentum-query-cache` / `user:<id>`. Nothing is ever restored under another user's token, and logout
 * deletes the user's copy (clearPersistedQueries). The service worker caches no /api answer at all.
 */
const MAX_AGE_MS = 7 * 24 * 60 * 60_000;
const SAVE_THROTTLE_MS = 1000;
// Bump when a cached answer's shape changes incompatibly: older copies are then dropped instead of restored.
const BUSTER = '1';

let store: UseStore | null = null;
const idb = (): UseStore => (store ??= createStore('momentum-query-cache', 'clients'));
const keyOf = (userId: string) => `user:${userId}`;

/**
 * This page's answers with those saved before that it does not hold: a screen read online on an earlier visit (before
 * a reload, in another tab) still reads offline, until its answer is a week old. Each answer keeps its own time, so
 * "last updated" stays true; where both have an answer, this page's wins. A copy of another cache version is dropped.
 */
export function withEarlierAnswers(
  current: PersistedClient,
  saved: PersistedClient | undefined,
  now = Date.now(),
): PersistedClient {
  if (!saved || saved.buster !== current.buster) return current;
  const onThisPage = new Set(current.clientState.queries.map((query) => query.queryHash));
  const earlier = saved.clientState.queries.filter(
    (query) => !onThisPage.has(query.queryHash) && now - query.state.dataUpdatedAt < MAX_AGE_MS,
  );
  return {
    ...current,
    clientState: { ...current.clientState, queries: [...current.clientState.queries, ...earlier] },
  };
}

/** A persister bound to whoever is signed in at the moment it runs; signed out, it neither reads nor writes. */
function currentUserPersister(): Persister {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: { userId: string | null; client: PersistedClient } | null = null;
  return {
    persistClient(client) {
      // Whose answers these are is decided now; a snapshot taken before a sign-out is never saved for the next user.
      latest = { userId: currentUserId(), client };
      timer ??= setTimeout(() => {
        timer = null;
        const snapshot = latest;
        if (!snapshot?.userId || snapshot.userId !== currentUserId()) return;
        void update<PersistedClient>(
          keyOf(snapshot.userId),
          (saved) => withEarlierAnswers(snapshot.client, saved),
          idb(),
        ).catch(() => undefined);
      }, SAVE_THROTTLE_MS);
    },
    async restoreClient() {
      const userId = currentUserId();
      return userId ? await get<PersistedClient>(keyOf(userId), idb()) : undefined;
    },
    async removeClient() {
      const userId = currentUserId();
      if (userId) await del(keyOf(userId), idb());
    },
  };
}

function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined';
}

/**
 * Once per page (main.tsx before the first render when signed in, else after load): offline, restores the
 * signed-in user's cached answers into `queryClient`; online or not, then keeps saving them. Offline, the queries
 * wait for the network (`pauseQueriesIfOpenedOffline`), so the restored data is what they show.
 */
let started: Promise<void> | null = null;

export function startQueryPersistence(queryClient: QueryClient): Promise<void> {
  return (started ??= restoreThenSave(queryClient));
}

async function restoreThenSave(queryClient: QueryClient): Promise<void> {
  const offline = pauseQueriesIfOpenedOffline();
  if (!hasIndexedDb()) return;
  const persister = currentUserPersister();
  // Restored answers are only for a page opened without a network. Online, the server is the truth: a copy saved
  // a moment before the last page closed (the throttle) can be older than what that page showed, and acting on it
  // as if fresh would, say, send a person who has just finished onboarding back to it.
  if (offline) {
    try {
      await persistQueryClientRestore({ queryClient, persister, maxAge: MAX_AGE_MS, buster: BUSTER });
    } catch {
      // A broken copy is removed by the restore; the app loads from the network as before.
    }
  }
  persistQueryClientSubscribe({ queryClient, persister, buster: BUSTER });
}

/** Deletes a user's cached answers from the device (logout, refused session). */
export async function clearPersistedQueries(userId: string | null): Promise<void> {
  if (!userId || !hasIndexedDb()) return;
  await del(keyOf(userId), idb()).catch(() => undefined);
}
