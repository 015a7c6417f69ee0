import { TIMER_TICK_MS } from '@momentum/shared';
import { useEffect, useState } from 'react';

/** The current time in ms, re-read every second while `ticking` (spec §9: the timer ticks every second). */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = window.setInterval(() => setNow(Date.now()), TIMER_TICK_MS);
    return () => window.clearInterval(timer);
  }, [ticking]);
  return now;
}
