import { addDays, type ProgressEntry } from '@momentum/shared';
import { Pencil, Scale, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TitledCard } from '@/components/ui/titled-card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PagedList } from '@/components/ui/paged-list';
import { LoadingText } from '@/components/ui/spinner';
import { toastError } from '@/lib/toasts';
import { useUnits } from '@/lib/settings';
import { formatCalendarDate, todayLocalDate } from '@/utils/local-date';
import { useDeleteProgressEntry } from '../api/delete-progress-entry';
import { useProgressEntryPages } from '../api/get-progress-entries';
import { useActiveWeightGoal } from '../api/get-weight-goal';
import { useWeightSeries } from '../api/get-weight-series';
import { chartColors } from './charts/chart-colors';
import { SeriesChart } from './charts/lazy-charts';
import { ValuesTable } from './charts/values-table';
import { WeightEntryDialog } from './weight-entry-dialog';

const RANGES = [
  { key: '1M', label: '1 month', days: 30 },
  { key: '3M', label: '3 months', days: 91 },
  { key: '1Y', label: '1 year', days: 365 },
  { key: 'All', label: 'All time', days: null },
] as const;
type RangeKey = (typeof RANGES)[number]['key'];

const signed = (text: string, value: number) =>
  value > 0 ? `+${text}` : value < 0 ? `−${text.replace('-', '')}` : text;

/** The Weight tab: weigh-ins over a range with their trend and the active goal's target; add, edit, delete. */
export function WeightTab() {
  const [rangeKey, setRangeKey] = useState<RangeKey>('3M');
  const range = RANGES.find((r) => r.key === rangeKey)!;
  const today = todayLocalDate();
  const from = range.days === null ? undefined : addDays(today, -(range.days - 1));
  const series = useWeightSeries({ from, to: today });
  const goal = useActiveWeightGoal();
  const units = useUnits();

  const points = series.data?.points ?? [];
  const first = points[0];
  const last = points.at(-1);
  const change = first && last && points.length > 1 ? last.weightKg - first.weightKg : null;
  const target = goal.data?.targetValue;
  // The chart draws the trend as answered (to the gram): rounding it to 0.01 drew a slow trend as a staircase.
  const data = points.map((p) => ({
    date: p.date,
    weight: Math.round(units.weightFromKg(p.weightKg) * 10) / 10,
    trend: units.weightFromKg(p.trendKg),
  }));
  const rounded2 = (value: number) => Math.round(value * 100) / 100;
  const summary =
    first && last
      ? `Weight over ${range.label.toLowerCase()}: ${points.length} weigh-ins from ${units.formatWeight(first.weightKg)} on ${formatCalendarDate(first.date)} to ${units.formatWeight(last.weightKg)} on ${formatCalendarDate(last.date)}; trend now ${units.formatWeight(last.trendKg)}.${target !== undefined ? ` Target ${units.formatWeight(target)}.` : ''}`
      : '';

  return (
    <div className="grid gap-4">
      <Card aria-labelledby="weight-chart-title">
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
          <div>
            <CardTitle id="weight-chart-title">Weight trend</CardTitle>
            <CardDescription>Dots are weigh-ins; the line is the smoothed trend.</CardDescription>
          </div>
          <WeightEntryDialog />
        </CardHeader>
        <CardContent className="space-y-3">
          <div role="group" aria-label="Range" className="flex gap-1">
            {RANGES.map((r) => (
              <Button
                key={r.key}
                size="sm"
                variant={r.key === rangeKey ? 'primary' : 'outline'}
                aria-pressed={r.key === rangeKey}
                aria-label={r.label}
                onClick={() => setRangeKey(r.key)}
              >
                {r.key}
              </Button>
            ))}
          </div>
          {series.isPending ? (
            <LoadingText>Loading weight...</LoadingText>
          ) : series.isError ? (
            <LoadError message="Failed to load your weight" onRetry={() => void series.refetch()} />
          ) : points.length === 0 ? (
            <EmptyState
              icon={Scale}
              title="No weigh-ins in this range."
              description="Use Add Entry to record a weight; the chart and trend appear here."
            />
          ) : (
            <>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                <div className="rounded-lg bg-canvas p-3">
                  <dt className="text-xs text-muted">Change over range</dt>
                  <dd className="text-xl font-bold tabular-nums" data-testid="weight-change">
                    {change === null ? '—' : signed(units.formatWeight(change), change)}
                  </dd>
                </div>
                <div className="rounded-lg bg-canvas p-3">
                  <dt className="text-xs text-muted">Trend now</dt>
                  <dd className="text-xl font-bold tabular-nums" data-testid="weight-trend">
                    {units.formatWeight(last!.trendKg)}
                  </dd>
                </div>
                {target !== undefined ? (
                  <div className="rounded-lg bg-canvas p-3">
                    <dt className="text-xs text-muted">Target</dt>
                    <dd className="text-xl font-bold tabular-nums">{units.formatWeight(target)}</dd>
                  </div>
                ) : null}
              </dl>
              <p className="text-sm text-muted" data-testid="weight-summary">
                {summary}
              </p>
              <SeriesChart
                data={data}
                series={[
                  { key: 'weight', name: 'Weigh-in', color: chartColors.secondary, style: 'points' },
                  { key: 'trend', name: 'Trend', color: chartColors.primary, style: 'line' },
                ]}
                formatValue={(value) => `${rounded2(value)} ${units.weight}`}
                reference={
                  target === undefined
                    ? undefined
                    : { value: Math.round(units.weightFromKg(target) * 10) / 10, label: 'Target' }
                }
                summary={summary}
              />
              <ValuesTable
                caption="Weigh-ins and trend"
                columns={['Date', `Weight (${units.weight})`, `Trend (${units.weight})`]}
                rows={[...data].reverse().map((row) => ({
                  key: row.date,
                  cells: [formatCalendarDate(row.date), row.weight, rounded2(row.trend)],
                }))}
              />
            </>
          )}
        </CardContent>
      </Card>
      <WeighInList />
    </div>
  );
}

const WEIGH_INS_SHOWN = 10;

/** The weigh-ins, newest first (ten, then all loaded on request), each with Edit and Delete. */
function WeighInList() {
  const entries = useProgressEntryPages();
  const units = useUnits();
  const [showAll, setShowAll] = useState(false);
  const [editing, setEditing] = useState<ProgressEntry | null>(null);
  const [removing, setRemoving] = useState<ProgressEntry | null>(null);
  const remove = useDeleteProgressEntry({
    onError: (error) => toastError(error, 'Could not delete that weigh-in'),
  });
  return (
    <TitledCard title="Weigh-ins">
      <PagedList
        query={entries}
        noun="entries"
        failedMessage="Failed to load progress"
        empty={<p className="text-sm text-muted">No weigh-ins yet.</p>}
        select={(loaded) => loaded.filter((entry) => entry.measurements.weight !== undefined)}
        offerOlder={showAll}
      >
        {(allWeighIns) => (
          <>
            <ul className="divide-y divide-line" aria-label="Weigh-ins">
              {(showAll ? allWeighIns : allWeighIns.slice(0, WEIGH_INS_SHOWN)).map((entry) => (
                <li
                  key={entry._id}
                  className="flex items-center justify-between gap-2 py-2"
                  data-testid="weigh-in"
                >
                  <span className="min-w-0">
                    <span className="font-medium tabular-nums">
                      {units.formatWeight(entry.measurements.weight!)}
                    </span>
                    <span className="ml-2 text-sm text-muted">{formatCalendarDate(entry.date)}</span>
                  </span>
                  <span className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Edit weigh-in of ${formatCalendarDate(entry.date)}`}
                      onClick={() => setEditing(entry)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete weigh-in of ${formatCalendarDate(entry.date)}`}
                      onClick={() => setRemoving(entry)}
                      className="text-danger"
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
            {!showAll && allWeighIns.length > WEIGH_INS_SHOWN ? (
              <Button variant="outline" size="sm" className="mt-2" onClick={() => setShowAll(true)}>
                Show all weigh-ins
              </Button>
            ) : null}
          </>
        )}
      </PagedList>
      {editing ? (
        <WeightEntryDialog entry={editing} open onOpenChange={(open) => (open ? null : setEditing(null))} />
      ) : null}
      <AlertDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title="Delete this weigh-in?"
        description={
          removing
            ? `${units.formatWeight(removing.measurements.weight ?? 0)} on ${formatCalendarDate(removing.date)}. Photos and measurements of that entry go too.`
            : undefined
        }
        confirmLabel="Delete"
        onConfirm={() => {
          if (removing) remove.mutate(removing._id);
          setRemoving(null);
        }}
      />
    </TitledCard>
  );
}
