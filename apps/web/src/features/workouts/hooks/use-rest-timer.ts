import { useCallback, useEffect, useState } from 'react';
import { playRestAlert } from '../utils/rest-alert';
import {
  adjustRest,
  REST_STEP_S,
  restAnnouncement,
  restRemainingMs,
  type RestTimer,
} from '../utils/rest-timer';

/** A quarter second keeps the m:ss reading within a blink of the clock; the reading itself comes from the end instant. */
const REST_TICK_MS = 250;
/** A rest that ended this long before the page noticed (it was closed or asleep) ends without a beep. */
const LATE_ALERT_MS = 60_000;
const REST_OVER = 'Rest over. Time for the next set.';

/**
 * Drives the rest countdown kept in the active session: the reading, −15 s / +15 s / skip, the beep and vibration
 * at the end, and a screen-reader announcement that changes only at moments worth saying.
 */
export function useRestTimer(rest: RestTimer | null, setRest: (next: RestTimer | null) => void) {
  const [now, setNow] = useState(() => Date.now());
  // The end of the last rest that ran out by itself (not skipped): announced until the next one starts.
  const [endedAt, setEndedAt] = useState<string | null>(null);

  useEffect(() => {
    if (!rest) return;
    const endsAtMs = Date.parse(rest.endsAt);
    const read = () => setNow(Date.now());
    const tick = window.setInterval(read, REST_TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    const end = window.setTimeout(
      () => {
        if (Date.now() - endsAtMs < LATE_ALERT_MS) playRestAlert();
        setEndedAt(rest.endsAt);
        setRest(null);
      },
      Math.max(0, endsAtMs - Date.now()),
    );
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(end);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [rest, setRest]);

  const adjust = useCallback(
    (deltaS: number) => {
      if (!rest) return;
      const nowMs = Date.now();
      setNow(nowMs);
      setRest(adjustRest(rest, deltaS, nowMs));
    },
    [rest, setRest],
  );

  const skip = useCallback(() => {
    setEndedAt(null);
    setRest(null);
  }, [setRest]);

  // `now` is only refreshed while a rest runs; a rest started since the last tick has not begun to count yet.
  const readAt = rest ? Math.max(now, Date.parse(rest.endsAt) - rest.totalS * 1000) : now;
  return {
    remainingMs: rest ? restRemainingMs(rest, readAt) : 0,
    nowMs: readAt,
    announcement: rest ? restAnnouncement(rest, readAt) : endedAt ? REST_OVER : '',
    subtract: () => adjust(-REST_STEP_S),
    add: () => adjust(REST_STEP_S),
    skip,
  };
}

export type RestTimerControls = ReturnType<typeof useRestTimer>;
