import { useCallback, useSyncExternalStore } from 'react';
import { pauseSession, resumeSession, startSession, type ActiveSession } from '../utils/active-session';
import { readActiveSession, subscribeActiveSession, writeActiveSession } from '../utils/active-session-store';

/**
 * The signed-in user's workout in progress, shared by the workouts screen and the session page and kept in
 * localStorage. A session stored for another account on this browser is ignored.
 */
export function useActiveSession(userId: string | undefined) {
  const stored = useSyncExternalStore(subscribeActiveSession, readActiveSession, () => null);
  const session = stored && userId && stored.userId === userId ? stored : null;

  const start = useCallback(
    (template: { _id: string; name: string }) => {
      if (!userId) return;
      writeActiveSession(
        startSession({ userId, templateId: template._id, templateName: template.name }, Date.now()),
      );
    },
    [userId],
  );

  const update = useCallback(
    (change: (current: ActiveSession, nowMs: number) => ActiveSession) => {
      const current = readActiveSession();
      if (!current || current.userId !== userId) return;
      writeActiveSession(change(current, Date.now()));
    },
    [userId],
  );

  /** Changes what was logged (sets, exercises, the rest); the clock is left alone. */
  const edit = useCallback(
    (change: (current: ActiveSession) => ActiveSession) => update((current) => change(current)),
    [update],
  );
  const pause = useCallback(() => update(pauseSession), [update]);
  const resume = useCallback(() => update(resumeSession), [update]);
  const clear = useCallback(() => {
    const current = readActiveSession();
    if (current && current.userId === userId) writeActiveSession(null);
  }, [userId]);

  return { session, start, pause, resume, clear, edit };
}
