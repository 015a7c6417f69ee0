import { LoadError } from '@/components/ui/load-error';
import type { UseQueryResult } from '@tanstack/react-query';
import { Dumbbell, Flame, Scale, Trophy, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import {
  useDashboardCalories,
  useDashboardLatestWeight,
  useDashboardPersonalRecord,
  useDashboardStreak,
  useDashboardSummary,
  useDashboardWorkouts,
} from '../api/get-dashboard';
import { useUnits } from '@/lib/settings';
import { daysLabel, formatNumber } from './format';

type StatState =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; value: string };

const stateOf = <T,>(query: UseQueryResult<T>, show: (data: T) => string): StatState => {
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'ready', value: show(query.data) };
};

function StatCard({
  label,
  icon: Icon,
  state,
  footer,
}: {
  label: string;
  icon: LucideIcon;
  state: StatState;
  footer?: ReactNode;
}) {
  const id = `stat-${label.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Card aria-labelledby={id} className="flex min-w-0 flex-col gap-2 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-sm font-medium text-muted">
          {label}
        </h2>
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
      </div>
      {state.status === 'loading' ? (
        <p role="status" className="flex h-8 items-center">
          <Spinner className="size-4" />
          <span className="sr-only">Loading...</span>
        </p>
      ) : state.status === 'error' ? (
        <LoadError message="Failed to load." onRetry={state.retry} retryLabel="Retry" />
      ) : (
        <p className="truncate text-2xl font-bold tabular-nums" data-testid={`${id}-value`}>
          {state.value}
        </p>
      )}
      {footer ? <div className="text-xs text-muted">{footer}</div> : null}
    </Card>
  );
}

/** Calories Burned, Workouts This Week, Current Weight and Streak, each with its own loading and error state. */
export function StatCards() {
  const calories = useDashboardCalories();
  const workouts = useDashboardWorkouts();
  const latestWeight = useDashboardLatestWeight();
  const streak = useDashboardStreak();
  const best = useDashboardPersonalRecord();
  // The weight from onboarding, shown while no progress entry has a weight.
  const summary = useDashboardSummary();

  const units = useUnits();
  const kg = (value: number | null) => (value === null ? '-' : units.formatWeight(value));
  let weight: StatState = stateOf(latestWeight, kg);
  let weightSource = 'Latest entry';
  if (weight.status === 'ready' && latestWeight.data === null) {
    weight = stateOf(summary, (data) => kg(data.startWeightKg));
    weightSource = summary.data?.startWeightKg == null ? 'No weight yet' : 'Start weight';
  }

  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Calories Burned"
        icon={Flame}
        state={stateOf(calories, formatNumber)}
        footer="This week"
      />
      <StatCard
        label="Workouts This Week"
        icon={Dumbbell}
        state={stateOf(workouts, formatNumber)}
        footer="Monday to Sunday"
      />
      <StatCard label="Current Weight" icon={Scale} state={weight} footer={weightSource} />
      <StatCard
        label="Streak"
        icon={Trophy}
        state={stateOf(streak, daysLabel)}
        footer={
          <span data-testid="streak-best">
            Best: {best.isSuccess ? formatNumber(best.data) : best.isError ? '-' : '…'}
          </span>
        }
      />
    </div>
  );
}
