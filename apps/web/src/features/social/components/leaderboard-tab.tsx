import { LEADERBOARD_METRICS, type Leaderboard, type LeaderboardMetric } from '@momentum/shared';
import { Medal, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { useUnits } from '@/lib/settings';
import { cn } from '@/utils/cn';
import { useLeaderboard } from '../api/get-leaderboard';

const number = new Intl.NumberFormat();

const METRIC_LABELS: Record<LeaderboardMetric, string> = {
  calories: 'Calories burned',
  workouts: 'Workouts',
  volume: 'Training volume',
};

export const medals: Record<number, { label: string; className: string }> = {
  1: { label: 'Gold', className: 'bg-amber-100 text-amber-800 border-amber-300' },
  2: { label: 'Silver', className: 'bg-subtle text-ink border-field' },
  3: { label: 'Bronze', className: 'bg-orange-100 text-orange-800 border-orange-300' },
};

export function MedalBadge({ rank }: { rank: number }) {
  const medal = medals[rank];
  if (!medal) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        medal.className,
      )}
    >
      <Medal aria-hidden="true" className="size-3.5" />
      {medal.label}
    </span>
  );
}

/** This week (Monday to Sunday in each person's zone) among the user and their friends. */
export function LeaderboardTab() {
  const [metric, setMetric] = useState<LeaderboardMetric>('calories');
  const board = useLeaderboard(metric);
  const format = useMetricFormat();
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Leaderboard metric" className="flex flex-wrap gap-2">
        {LEADERBOARD_METRICS.map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={metric === m}
            onClick={() => setMetric(m)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-medium',
              metric === m
                ? 'border-brand-600 bg-brand-50 text-brand-800'
                : 'border-line text-muted hover:text-ink',
            )}
          >
            {METRIC_LABELS[m]}
          </button>
        ))}
      </div>
      {board.isPending ? (
        <LoadingText>Loading leaderboard...</LoadingText>
      ) : board.isError ? (
        <LoadError message="Failed to load the leaderboard" onRetry={() => void board.refetch()} />
      ) : (
        <Board board={board.data} format={(value) => format(metric, value)} />
      )}
    </div>
  );
}

/** How a figure of a metric reads: kcal, the user's weight unit, days or workouts. */
export function useMetricFormat() {
  const units = useUnits();
  return (metric: LeaderboardMetric | 'active-days', value: number): string => {
    if (metric === 'calories') return `${number.format(value)} kcal`;
    if (metric === 'volume') return units.formatWeight(value, 0);
    if (metric === 'active-days') return `${value} ${value === 1 ? 'day' : 'days'}`;
    return `${value} ${value === 1 ? 'workout' : 'workouts'}`;
  };
}

function Board({ board, format }: { board: Leaderboard; format: (value: number) => string }) {
  return (
    <div className="space-y-4">
      <h3 className="font-semibold">{`${METRIC_LABELS[board.metric]} this week`}</h3>
      {board.entries.length < 2 ? (
        <EmptyState
          icon={Trophy}
          title="Add friends to compete."
          description="The leaderboard ranks you and your friends on this week's numbers."
        />
      ) : null}
      <ol className="divide-y divide-line" aria-label={`${METRIC_LABELS[board.metric]} leaderboard`}>
        {board.entries.map((entry) => (
          <li
            key={entry.user._id}
            className={cn('flex items-center gap-3 py-2.5', entry.me && 'rounded-lg bg-brand-50 px-2')}
          >
            <span className="w-7 text-right font-semibold text-muted">{`#${entry.rank}`}</span>
            <Avatar name={entry.user.name} src={entry.user.avatarUrl} size="sm" />
            <span className="min-w-0 flex-1 truncate font-medium">
              {entry.user.name}
              {entry.me ? <span className="text-muted"> (you)</span> : null}
            </span>
            <MedalBadge rank={entry.rank} />
            <span className="text-sm font-semibold tabular-nums">{format(entry.value)}</span>
          </li>
        ))}
      </ol>
      <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        <Figure label="Your rank" value={`#${board.myRank}`} />
        <Figure label="Best rank" value={`#${board.bestRank}`} />
        <Figure label="Behind #1" value={format(board.behindLeader)} />
        <Figure label="Days left" value={String(board.daysLeft)} />
      </dl>
    </div>
  );
}

export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-canvas p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}
