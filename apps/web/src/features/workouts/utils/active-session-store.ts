import { activeSessionSchema, parseStoredSession, type ActiveSession } from './active-session';

/** A key of its own: the two token keys of spec §9 stay untouched. */
export const ACTIVE_SESSION_KEY = 'momentum.activeWorkout';

type Listener = () => void;
const listeners = new Set<Listener>();

let cachedRaw: string | null = null;
let cachedSession: ActiveSession | null = null;
// Where the session lives when storage is blocked: it then runs in this tab but does not survive a reload.
let memoryRaw: string | null = null;
let storageBlocked = false;

function readRaw(): string | null {
  if (storageBlocked) return memoryRaw;
  try {
    return window.localStorage.getItem(ACTIVE_SESSION_KEY);
  } catch {
    storageBlocked = true;
    return memoryRaw;
  }
}

/** The stored session; the same object while storage is unchanged (a stable snapshot for React). */
export function readActiveSession(): ActiveSession | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseStoredSession(raw);
  }
  return cachedSession;
}

export function writeActiveSession(session: ActiveSession | null): void {
  const raw = session ? JSON.stringify(activeSessionSchema.parse(session)) : null;
  memoryRaw = raw;
  try {
    if (raw) window.localStorage.setItem(ACTIVE_SESSION_KEY, raw);
    else window.localStorage.removeItem(ACTIVE_SESSION_KEY);
  } catch {
    storageBlocked = true;
  }
  for (const listener of listeners) listener();
}

/** Changes here and in other tabs of this origin. */
export function subscribeActiveSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ACTIVE_SESSION_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
