import { BODY_MEASUREMENT_KEYS, MEASUREMENT_BOUNDS, type BodyMeasurementKey } from '@momentum/shared';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { useUnits, type Units } from '@/lib/settings';
import { formatCalendarDate } from '@/utils/local-date';
import { useMeasurementSeries } from '../api/get-measurement-series';
import { chartColors } from './charts/chart-colors';
import { SeriesChart } from './charts/lazy-charts';
import { ValuesTable } from './charts/values-table';
import { MeasurementsDialog } from './measurements-dialog';

/** A stored value of a measurement in the person's unit: body fat is a percentage, the rest are lengths. */
export function measurementDisplay(key: BodyMeasurementKey, units: Units) {
  if (key === 'bodyFat') return { unit: '%', from: (v: number) => v, format: (v: number) => `${round1(v)}%` };
  return { unit: units.length, from: units.lengthFromCm, format: (v: number) => units.formatLength(v) };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The Body tab: one chart per measurement with its latest value and change, and a form to record any of them. */
export function BodyTab() {
  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <MeasurementsDialog />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {BODY_MEASUREMENT_KEYS.map((key) => (
          <MeasurementCard key={key} measurement={key} />
        ))}
      </div>
    </div>
  );
}

function MeasurementCard({ measurement }: { measurement: BodyMeasurementKey }) {
  const series = useMeasurementSeries(measurement);
  const units = useUnits();
  const { label } = MEASUREMENT_BOUNDS[measurement];
  const display = measurementDisplay(measurement, units);
  const points = series.data?.points ?? [];
  const first = points[0];
  const last = points.at(-1);
  const change = first && last && points.length > 1 ? last.value - first.value : null;
  const changeText =
    change === null ? null : `${change > 0 ? '+' : change < 0 ? '−' : ''}${display.format(Math.abs(change))}`;
  const titleId = `measurement-${measurement}-title`;
  const summary =
    first && last
      ? `${label}: ${points.length} ${points.length === 1 ? 'reading' : 'readings'}, latest ${display.format(last.value)} on ${formatCalendarDate(last.date)}${changeText ? `, ${changeText} since ${formatCalendarDate(first.date)}` : ''}.`
      : '';
  return (
    <Card aria-labelledby={titleId} data-testid={`measurement-${measurement}`}>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle id={titleId}>{label}</CardTitle>
        {last ? (
          <p className="text-sm">
            <span className="text-lg font-bold tabular-nums" data-testid="latest">
              {display.format(last.value)}
            </span>
            {changeText ? <span className="ml-2 text-muted tabular-nums">{changeText}</span> : null}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {series.isPending ? (
          <LoadingText />
        ) : series.isError ? (
          <LoadError
            message={`Failed to load ${label.toLowerCase()}`}
            onRetry={() => void series.refetch()}
          />
        ) : points.length === 0 ? (
          <p className="text-sm text-muted">{`No ${label.toLowerCase()} recorded yet.`}</p>
        ) : (
          <>
            <p className="sr-only">{summary}</p>
            <SeriesChart
              height={180}
              data={points.map((p) => ({ date: p.date, value: round1(display.from(p.value)) }))}
              series={[{ key: 'value', name: label, color: chartColors.primary, style: 'line' }]}
              formatValue={(value) => (display.unit === '%' ? `${value}%` : `${value} ${display.unit}`)}
              summary={summary}
            />
            <ValuesTable
              caption={label}
              columns={['Date', `${label} (${display.unit})`]}
              rows={[...points].reverse().map((p) => ({
                key: p.date,
                cells: [formatCalendarDate(p.date), round1(display.from(p.value))],
              }))}
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
