import { Minus, Plus, SkipForward, TimerReset } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { RestTimerControls } from '../hooks/use-rest-timer';
import { formatRest, restProgress, type RestTimer } from '../utils/rest-timer';

export type RestTimerBarProps = {
  rest: RestTimer;
  /** The running timer of `useRestTimer`: its reading and its −15 s / +15 s / Skip. */
  timer: Pick<RestTimerControls, 'remainingMs' | 'nowMs' | 'subtract' | 'add' | 'skip'>;
};

/**
 * The running rest, m:ss, with −15 s / +15 s / Skip. It sits in the session's fixed bottom bar so it stays in
 * view while the set tables scroll. Announcements are made elsewhere (a polite live region), not by this reading.
 */
export function RestTimerBar({ rest, timer }: RestTimerBarProps) {
  const { remainingMs, nowMs } = timer;
  const percent = Math.round(restProgress(rest, nowMs) * 100);
  return (
    <section aria-label="Rest timer" className="border-b border-line bg-brand-50">
      <div
        className="h-1 bg-brand-600 transition-[width] duration-200 ease-linear"
        style={{ width: `${percent}%` }}
      />
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2 sm:gap-3 sm:px-6 lg:px-8">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <TimerReset aria-hidden="true" className="hidden size-5 shrink-0 text-brand-700 sm:block" />
          {/* On a phone the reading and the buttons need the whole row; the name is in the announcement. */}
          <div className="hidden min-w-0 sm:block">
            <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">Rest</p>
            <p className="truncate text-sm text-muted">{rest.exerciseName}</p>
          </div>
          <p
            role="timer"
            aria-label="Rest time left"
            className="font-mono text-2xl font-bold text-brand-900 tabular-nums sm:ml-auto sm:text-3xl"
          >
            {formatRest(remainingMs)}
          </p>
        </div>
        <div className="flex shrink-0 gap-1.5 sm:gap-2">
          <Button variant="outline" size="sm" onClick={timer.subtract} aria-label="Rest 15 seconds less">
            <Minus aria-hidden="true" />
            15 s
          </Button>
          <Button variant="outline" size="sm" onClick={timer.add} aria-label="Rest 15 seconds more">
            <Plus aria-hidden="true" />
            15 s
          </Button>
          <Button variant="secondary" size="sm" onClick={timer.skip} aria-label="Skip rest">
            <SkipForward aria-hidden="true" />
            Skip
          </Button>
        </div>
      </div>
    </section>
  );
}
