import { latestWeightEntry } from '@momentum/shared';
import { Scale } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingText } from '@/components/ui/spinner';
import { LoadError } from '@/components/ui/load-error';
import { useUnits } from '@/lib/settings';
import { formatCalendarDate } from '@/utils/local-date';
import { useProgressEntries } from '../api/get-progress-entries';
import { WeightEntryDialog } from './weight-entry-dialog';

/** The latest recorded weight and its date, with Add Entry. */
export function CurrentWeightCard() {
  const entries = useProgressEntries();
  const units = useUnits();
  const latest = entries.data ? latestWeightEntry(entries.data) : undefined;
  return (
    <Card aria-labelledby="current-weight-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="current-weight-title" className="flex items-center gap-2">
          <Scale aria-hidden="true" className="size-5 text-brand-600" />
          Current weight
        </CardTitle>
        <WeightEntryDialog />
      </CardHeader>
      <CardContent>
        {entries.isPending ? (
          <LoadingText />
        ) : entries.isError ? (
          <LoadError message="Failed to load progress" onRetry={() => void entries.refetch()} />
        ) : latest?.measurements.weight !== undefined ? (
          <div data-testid="latest-weight">
            <p className="text-3xl font-bold tabular-nums">
              {units.formatWeight(latest.measurements.weight)}
            </p>
            <p className="text-sm text-muted">{`Recorded ${formatCalendarDate(latest.date)}`}</p>
          </div>
        ) : (
          <p className="text-sm text-muted">
            No weight recorded yet. Use Add Entry to record today's weight.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
