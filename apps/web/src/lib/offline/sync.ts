import { useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { apiRequest, newIdempotencyKey } from '../api-client';
import { queryClient } from '../query-client';
import { toast } from '../toasts';
import { currentUserId } from './current-user';
import { apiSender, idbQueueStorage, WriteQueue, type QueueMethod, type QueuedRequest } from './write-queue';

/** How often the device checks for writes to send besides the `online` event (the issue asks for ≤ 30 s). */
export const SYNC_INTERVAL_MS = 10_000;

/** After a write reaches the server, every screen's data is asked again (then joined: join-refresh.ts). */
const askReadsAgain = () => queryClient.invalidateQueries();

/** The app's one queue. */
export const writeQueue = new WriteQueue(idbQueueStorage(), apiSender, undefined, askReadsAgain);

/**
 * A write sent straight to the server, not kept on the device (it has no user to be kept for, or it carries what
 * a queue cannot, as photos do): once answered, every screen's data is asked again, as after a queued one.
 */
export async function directWrite<T>(send: () => Promise<T>): Promise<T> {
  const answer = await send();
  void askReadsAgain();
  return answer;
}

export type Queued = { queued: true; entry: QueuedRequest };

export const isQueued = (value: unknown): value is Queued =>
  typeof value === 'object' && value !== null && (value as Partial<Queued>).queued === true;

/**
 * A write that survives the network: stored on the device first, then sent at once when it is its turn. Resolves
 * with the server's answer when it got one, with `{ queued: true }` when it stays on the device (offline, a server
 * error, the session to be renewed); a refusal of the server (a 4xx) rejects as a direct call would, and the write
 * is not kept, so the form shows the reason.
 */
export async function queuedWrite<T>(
  request: { method: QueueMethod; path: string; body: unknown; label: string; preview?: unknown },
  schema?: z.ZodType<T>,
): Promise<T | Queued> {
  // No user to keep it for (a token the device cannot read): sent directly, as a write that is not queued.
  if (!currentUserId()) {
    const { method, path, body } = request;
    return directWrite(() => apiRequest(path, { method, body, schema, idempotencyKey: newIdempotencyKey() }));
  }
  const { entry, outcome } = await writeQueue.addAndSend(request);
  if (outcome?.result === 'sent') return schema ? schema.parse(outcome.answer) : (outcome.answer as T);
  if (outcome?.result === 'refused') throw outcome.error;
  return { queued: true, entry };
}

let started = false;

/**
 * Sends what is waiting: now, whenever the browser says the network is back, and every SYNC_INTERVAL_MS (the
 * `online` event is not always fired, e.g. a captive portal; and a sign-in of the same user releases entries kept
 * after a refused session). Each tick also rereads the device's queue, which another tab may have changed.
 */
export function startWriteQueueSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const sendPending = async () => {
    await writeQueue.reload();
    if (writeQueue.getSnapshot().some((entry) => entry.state === 'pending')) await writeQueue.flush();
  };
  const run = () => void sendPending().catch(() => undefined);
  window.addEventListener('online', run);
  window.setInterval(run, SYNC_INTERVAL_MS);
  run();
}

/** The signed-in user's queued writes, oldest first; re-renders when one is added, sent, refused or discarded. */
export function usePendingWrites(): QueuedRequest[] {
  return useSyncExternalStore(writeQueue.subscribe, writeQueue.getSnapshot);
}

/**
 * The same with the writes just sent whose reads are still being asked again (`state: 'sent'`): what a screen
 * applies to data it fetched before the server had them.
 */
export function useWritesToShow(): QueuedRequest[] {
  return useSyncExternalStore(writeQueue.subscribe, writeQueue.getShownSnapshot);
}

/** Tells the person a write is kept on the device (a live region: screen readers hear it too). */
export function announceQueued(): void {
  toast.success('Saved on this device', { description: 'It will sync when you are back online.' });
}
