import { RECORD_KIND_LABELS, type ExerciseProgress, type RecordKind } from '@momentum/shared';
import { Dumbbell } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TitledCard } from '@/components/ui/titled-card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PagedList } from '@/components/ui/paged-list';
import { LoadingText } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useUnits, type Units } from '@/lib/settings';
import { useExerciseProgress } from '../api/get-exercise-progress';
import { useExerciseSets } from '../api/get-exercise-sets';
import { chartColors } from './charts/chart-colors';
import { SeriesChart } from './charts/lazy-charts';
import { ValuesTable } from './charts/values-table';

type Session = ExerciseProgress['sessions'][number];
type Metric = 'bestE1rmKg' | 'heaviestKg' | 'volumeKg';

const METRICS: ReadonlyArray<{ key: Metric; title: string }> = [
  { key: 'bestE1rmKg', title: 'Best estimated 1RM' },
  { key: 'heaviestKg', title: 'Heaviest weight' },
  { key: 'volumeKg', title: 'Session volume' },
];

const dateLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const formatInstant = (instant: string) => dateLabel.format(new Date(instant));
const round1 = (value: number) => Math.round(value * 10) / 10;

function recordValue(record: RecordKind, value: number, units: Units): string {
  if (record === 'mostReps') return `${value} ${value === 1 ? 'rep' : 'reps'}`;
  if (record === 'longestDuration') return `${Math.floor(value / 60)}:${String(value % 60).padStart(2, '0')}`;
  return units.formatWeight(value);
}

function MetricChart({
  sessions,
  metric,
  title,
  units,
}: {
  sessions: Session[];
  metric: Metric;
  title: string;
  units: Units;
}) {
  const points = sessions.filter((s) => s[metric] !== null);
  const titleId = `metric-${metric}`;
  const first = points[0];
  const last = points.at(-1);
  const best = points.reduce((max, s) => Math.max(max, s[metric] ?? 0), 0);
  const summary =
    first && last
      ? `${title}: ${points.length} workouts from ${formatInstant(first.performedAt)} to ${formatInstant(last.performedAt)}; latest ${units.formatWeight(last[metric]!)}, best ${units.formatWeight(best)}.`
      : '';
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle id={titleId}>{title}</CardTitle>
        {last ? <p className="text-lg font-bold tabular-nums">{units.formatWeight(last[metric]!)}</p> : null}
      </CardHeader>
      <CardContent>
        {points.length === 0 ? (
          <p className="text-sm text-muted">Nothing to chart yet.</p>
        ) : (
          <>
            <SeriesChart
              height={200}
              data={points.map((s) => ({
                date: s.performedAt,
                value: round1(units.weightFromKg(s[metric]!)),
              }))}
              series={[{ key: 'value', name: title, color: chartColors.primary, style: 'line' }]}
              formatValue={(value) => `${value} ${units.weight}`}
              summary={summary}
            />
            <ValuesTable
              caption={title}
              columns={['Workout', `${title} (${units.weight})`]}
              rows={[...points].reverse().map((s) => ({
                key: s.logId,
                cells: [formatInstant(s.performedAt), round1(units.weightFromKg(s[metric]!))],
              }))}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}

const SET_COLUMNS = [
  { label: 'Workout', className: 'py-2 pr-3 font-medium' },
  { label: 'Set', className: 'py-2 pr-3 font-medium' },
  { label: 'Weight', className: 'py-2 pr-3 text-right font-medium' },
  { label: 'Reps', className: 'py-2 pr-3 text-right font-medium' },
  { label: 'Type', className: 'py-2 font-medium' },
];

function SetHistory({ exerciseId, units }: { exerciseId: string; units: Units }) {
  const sets = useExerciseSets(exerciseId);
  return (
    <TitledCard title="Every set">
      <PagedList
        query={sets}
        noun="sets"
        failedMessage="Failed to load sets"
        empty={<p className="text-sm text-muted">No sets yet.</p>}
      >
        {(items) => (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-muted">
                <tr>
                  {SET_COLUMNS.map(({ label, className }) => (
                    <th key={label} scope="col" className={className}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {items.map((set) => (
                  <tr
                    key={`${set.logId}-${set.setIndex}-${set.performedAt}`}
                    className={set.completed ? '' : 'text-muted'}
                  >
                    <td className="py-1.5 pr-3">{formatInstant(set.performedAt)}</td>
                    <td className="py-1.5 pr-3 tabular-nums">{set.setIndex + 1}</td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">
                      {set.weightKg === null ? '—' : units.formatWeight(set.weightKg)}
                    </td>
                    <td className="py-1.5 pr-3 text-right tabular-nums">{set.reps ?? '—'}</td>
                    <td className="py-1.5">
                      {set.type}
                      {set.completed ? '' : ' (not done)'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedList>
    </TitledCard>
  );
}

/** An exercise's progress: its charts over time, the all-time records and every past set. */
export function ExerciseProgressScreen({ exerciseId }: { exerciseId: string }) {
  const progress = useExerciseProgress(exerciseId);
  const units = useUnits();
  if (progress.isPending) return <LoadingText>Loading exercise...</LoadingText>;
  if (progress.isError) {
    if (progress.error instanceof ApiError && progress.error.status === 404)
      return <EmptyState icon={Dumbbell} title="That exercise was not found." />;
    return <LoadError message="Failed to load exercise" onRetry={() => void progress.refetch()} />;
  }
  const { exercise, sessions, records } = progress.data;
  return (
    <div className="space-y-4">
      <title>{`${exercise.name} · Momentum`}</title>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{exercise.name}</h1>
      {sessions.length === 0 ? (
        <EmptyState
          icon={Dumbbell}
          title="No workouts with this exercise yet."
          description="Its charts appear after your first one."
        />
      ) : (
        <>
          <p className="text-muted">{`${sessions.length} workouts since ${formatInstant(sessions[0]!.performedAt)}.`}</p>
          <div className="grid gap-4 lg:grid-cols-3">
            {METRICS.map((m) => (
              <MetricChart key={m.key} sessions={sessions} metric={m.key} title={m.title} units={units} />
            ))}
          </div>
        </>
      )}
      <TitledCard title="All-time records">
        {records.length === 0 ? (
          <p className="text-sm text-muted">No records yet.</p>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {records.map((r) => (
              <div key={r.record} className="rounded-lg bg-canvas p-3">
                <dt className="text-xs text-muted">{RECORD_KIND_LABELS[r.record]}</dt>
                <dd className="text-lg font-bold tabular-nums">{recordValue(r.record, r.value, units)}</dd>
                <dd className="text-xs text-muted">{formatInstant(r.achievedAt)}</dd>
              </div>
            ))}
          </dl>
        )}
      </TitledCard>
      <SetHistory exerciseId={exerciseId} units={units} />
    </div>
  );
}
