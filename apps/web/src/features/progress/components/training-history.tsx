import { addDays, daysBetween, type MuscleSets, type TrainingDays } from '@momentum/shared';
import { TitledCard } from '@/components/ui/titled-card';
import { QueryContent } from '@/components/ui/query-content';
import { formatCalendarDate } from '@/utils/local-date';
import { useMuscleSets, useTrainingDays } from '../api/get-training-history';
import { StackedBarChart } from './charts/lazy-charts';
import { ValuesTable } from './charts/values-table';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthOf = (date: string) => MONTH.format(Date.parse(`${date.slice(0, 7)}-01T00:00:00Z`));

/** A year of days as a grid of weeks (columns, Monday on top); a trained day is filled by how much. */
function TrainingCalendar({ data }: { data: TrainingDays }) {
  const counts = new Map(data.days.map((d) => [d.date, d.workouts]));
  // Start on the Monday on or before `from`, so each column is one week.
  const weekday = (new Date(`${data.from}T00:00:00Z`).getUTCDay() + 6) % 7;
  const start = addDays(data.from, -weekday);
  const total = daysBetween(start, data.to) + 1;
  const cells = Array.from({ length: total }, (_, i) => addDays(start, i));
  const months = new Map<string, number>();
  for (const d of data.days) months.set(monthOf(d.date), (months.get(monthOf(d.date)) ?? 0) + 1);
  const summary = `${data.days.length} training days between ${formatCalendarDate(data.from)} and ${formatCalendarDate(data.to)}.`;
  return (
    <>
      <p className="text-sm text-muted" data-testid="training-days-summary">
        {summary}
      </p>
      <div className="overflow-x-auto">
        <div role="img" aria-label={summary} className="grid w-max grid-flow-col grid-rows-7 gap-[3px]">
          {cells.map((date) => {
            const n = date < data.from ? -1 : (counts.get(date) ?? 0);
            return (
              <span
                key={date}
                title={
                  n > 0
                    ? `${formatCalendarDate(date)}: ${n} ${n === 1 ? 'workout' : 'workouts'}`
                    : formatCalendarDate(date)
                }
                className={
                  n < 0
                    ? 'size-2.5 rounded-[2px]'
                    : n === 0
                      ? 'size-2.5 rounded-[2px] bg-line'
                      : n === 1
                        ? 'size-2.5 rounded-[2px] bg-brand-400'
                        : 'size-2.5 rounded-[2px] bg-brand-700'
                }
              />
            );
          })}
        </div>
      </div>
      <ValuesTable
        caption="Training days per month"
        columns={['Month', 'Training days']}
        rows={[...months.entries()].reverse().map(([month, n]) => ({ key: month, cells: [month, n] }))}
      />
    </>
  );
}

const BAR_COLORS = [
  'var(--color-brand-700)',
  'var(--color-brand-500)',
  'var(--color-brand-300)',
  'var(--color-ink)',
  'var(--color-muted)',
  'var(--color-brand-900)',
  'var(--color-brand-200)',
];
const TOP_MUSCLES = 6;
const label = (muscle: string) => muscle.charAt(0).toUpperCase() + muscle.slice(1).replace(/_/g, ' ');

function MuscleSetsChart({ data }: { data: MuscleSets }) {
  const totals = new Map<string, number>();
  for (const week of data.weeks)
    for (const [m, n] of Object.entries(week.sets)) totals.set(m, (totals.get(m) ?? 0) + n);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  const shown = ranked.slice(0, TOP_MUSCLES).map(([m]) => m);
  const hasOther = ranked.length > TOP_MUSCLES;
  const rows = data.weeks.map((week) => {
    const row: Record<string, number | string> = {
      week: formatCalendarDate(week.weekStart)
        .replace(/^\w+, /, '')
        .replace(/, \d{4}$/, ''),
    };
    let other = 0;
    for (const [m, n] of Object.entries(week.sets)) {
      if (shown.includes(m)) row[m] = n;
      else other += n;
    }
    if (hasOther) row.other = other;
    return row;
  });
  const bars = [...shown, ...(hasOther ? ['other'] : [])].map((m, i) => ({
    key: m,
    name: m === 'other' ? 'Other' : label(m),
    color: BAR_COLORS[i % BAR_COLORS.length]!,
  }));
  const summary =
    ranked.length === 0
      ? 'No sets in the last 8 weeks.'
      : `Sets per muscle group over the last 8 weeks: ${ranked
          .slice(0, 3)
          .map(([m, n]) => `${label(m)} ${n}`)
          .join(', ')}${ranked.length > 3 ? ' and more' : ''}.`;
  return (
    <>
      <p className="text-sm text-muted">{summary}</p>
      {ranked.length > 0 ? (
        <>
          <StackedBarChart data={rows} xKey="week" bars={bars} summary={summary} />
          <ValuesTable
            caption="Sets per muscle group per week"
            columns={['Week of', ...bars.map((b) => b.name)]}
            rows={rows.map((row) => ({
              key: String(row.week),
              cells: [row.week, ...bars.map((b) => row[b.key] ?? 0)],
            }))}
          />
        </>
      ) : null}
    </>
  );
}

/** The History tab's charts: training days of the last year and weekly sets per muscle group for 8 weeks. */
export default function TrainingHistoryCharts() {
  const days = useTrainingDays();
  const muscles = useMuscleSets();
  return (
    <div className="mb-4 grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
      <TitledCard title="Training days, last 12 months">
        <QueryContent query={days} failedMessage="Failed to load training days">
          {(data) => <TrainingCalendar data={data} />}
        </QueryContent>
      </TitledCard>
      <TitledCard title="Weekly sets per muscle group">
        <QueryContent query={muscles} failedMessage="Failed to load sets per muscle">
          {(data) => <MuscleSetsChart data={data} />}
        </QueryContent>
      </TitledCard>
    </div>
  );
}
