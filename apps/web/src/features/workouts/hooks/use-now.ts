import { TIMER_TICK_MS } from '@momentum/shared';
import { useEffect, useState } from 'react';

/**
 * The current time in ms, re-read every `intervalMs` (a second by default, spec §9) while `ticking`, and at once
 * when the tab becomes visible again (background tabs run timers late).
 */
export function useNow(ticking: boolean, intervalMs: number = TIMER_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const read = () => setNow(Date.now());
    const timer = window.setInterval(read, intervalMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [ticking, intervalMs]);
  return now;
}
