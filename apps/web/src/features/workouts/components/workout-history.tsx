import type { WorkoutLog } from '@momentum/shared';
import { ChevronRight, History, Timer, Trophy } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadOlder } from '@/components/ui/load-older';
import { LoadingText } from '@/components/ui/spinner';
import { useLogHistory } from '../api/get-logs';
import { dateTimeLabel } from '../utils/display';
import { volumeLabel } from '../utils/record-labels';
import { WorkoutDetailDialog } from './workout-detail-dialog';
import { useUnits } from '@/lib/settings';

/** Workouts shown at first and added by each 'Load older workouts'. */
export const HISTORY_PAGE = 10;

/** Past workouts, newest first, a page at a time through the whole history (the logs call's cursor). */
export function WorkoutHistory() {
  const logs = useLogHistory(HISTORY_PAGE);
  const [openId, setOpenId] = useState<string | null>(null);

  if (logs.isPending) return <LoadingText>Loading history...</LoadingText>;
  if (logs.isError && !logs.data) {
    return <LoadError message="Failed to load history" onRetry={() => void logs.refetch()} />;
  }
  const items = logs.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={History}
        title="No workouts yet."
        description="Finish a workout and it shows here, with its sets, volume and records."
      />
    );
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-2" aria-label="Workout history">
        {items.map((log) => (
          <li key={log._id}>
            <HistoryItem log={log} onOpen={() => setOpenId(log._id)} />
          </li>
        ))}
      </ul>
      <LoadOlder
        noun="workouts"
        hasMore={logs.hasNextPage}
        loading={logs.isFetchingNextPage}
        failed={logs.isFetchNextPageError}
        onLoad={() => void logs.fetchNextPage()}
      />
      <WorkoutDetailDialog logId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function HistoryItem({ log, onOpen }: { log: WorkoutLog; onOpen: () => void }) {
  const records = log.records.length;
  const units = useUnits();
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${log.workoutType}, ${dateTimeLabel(log.timestamp)}${records > 0 ? `, ${records} ${records === 1 ? 'record' : 'records'}` : ''}: show details`}
      className="flex w-full items-center gap-3 rounded-xl border border-line bg-surface p-4 text-left hover:bg-subtle focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold break-words">{log.workoutType}</span>
          {records > 0 ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-semibold text-warning-ink">
              <Trophy aria-hidden="true" className="size-3.5" />
              {records} {records === 1 ? 'PR' : 'PRs'}
            </span>
          ) : null}
        </div>
        <time dateTime={log.timestamp} className="block text-sm text-muted">
          {dateTimeLabel(log.timestamp)}
        </time>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1">
            <Timer aria-hidden="true" className="size-4 text-muted" />
            {Math.round(log.durationMin)} min
          </span>
          <span>{volumeLabel(log.volumeKg, units)}</span>
          <span>
            {log.setCount} {log.setCount === 1 ? 'set' : 'sets'}
          </span>
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
    </button>
  );
}
