import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { QueryList } from '@/components/ui/query-list';
import { paths } from '@/config/paths';
import { useRecords } from '../api/get-records';
import { dateTimeLabel } from '../utils/display';
import { RECORD_NAMES, recordValueLabel } from '../utils/record-labels';
import { useUnits } from '@/lib/settings';

/** The latest personal records (the current best of each exercise and record), newest first. */
export function RecentRecords() {
  const records = useRecords();
  const units = useUnits();
  return (
    <section aria-labelledby="recent-records-title" className="space-y-2">
      <h3 id="recent-records-title" className="flex items-center gap-1.5 text-sm font-semibold">
        <Trophy aria-hidden="true" className="size-4 text-warning-ink" />
        Personal records
      </h3>
      <QueryList
        query={records}
        failed="Failed to load records"
        empty={<p className="text-sm text-muted">Log sets in a workout and your records show here.</p>}
      >
        {(items) => (
          <ul className="space-y-2">
            {items.map((record) => (
              <li
                key={`${record.exerciseId}-${record.record}`}
                className="flex items-start justify-between gap-3 rounded-xl border border-warning-line bg-warning-soft px-3 py-2"
              >
                <div className="min-w-0">
                  <Link
                    to={paths.app.exerciseProgress.getHref(record.exerciseId)}
                    className="text-sm font-medium break-words underline-offset-2 hover:underline"
                  >
                    {record.exerciseName}
                  </Link>
                  <p className="text-xs text-muted">
                    {RECORD_NAMES[record.record]} ·{' '}
                    <time dateTime={record.achievedAt}>{dateTimeLabel(record.achievedAt)}</time>
                  </p>
                </div>
                <p className="shrink-0 font-semibold tabular-nums">
                  {recordValueLabel(record.record, record.value, units)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}
