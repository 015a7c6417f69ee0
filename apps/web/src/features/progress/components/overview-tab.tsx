import { Camera, Flame, Target, TrendingDown } from 'lucide-react';
import { TitledCard } from '@/components/ui/titled-card';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { useUnits } from '@/lib/settings';
import { formatCalendarDate } from '@/utils/local-date';
import { useProgressOverview } from '../api/get-progress-overview';
import { AchievementItem } from './achievements-tab';
import { CurrentWeightCard } from './current-weight-card';

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.parse(`${month}-01T00:00:00Z`),
  );

const signedNumber = (value: number, text: string) =>
  value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;

/** The Overview tab: this month's figures from the data, the latest photo and the newest achievements. */
export function OverviewTab() {
  const overview = useProgressOverview();
  const units = useUnits();
  const data = overview.data;
  const stats = data
    ? [
        {
          label: 'Weight change',
          icon: TrendingDown,
          value:
            data.weightChangeKg === null
              ? '—'
              : signedNumber(data.weightChangeKg, units.formatWeight(Math.abs(data.weightChangeKg))),
        },
        { label: 'Workouts', icon: Flame, value: String(data.workouts) },
        {
          label: 'Body fat change',
          icon: Target,
          value:
            data.bodyFatChange === null
              ? '—'
              : signedNumber(data.bodyFatChange, `${Math.round(Math.abs(data.bodyFatChange) * 10) / 10}%`),
        },
      ]
    : [];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CurrentWeightCard />
      <TitledCard title={data ? `This month (${monthName(data.month)})` : 'This month'}>
        {overview.isPending ? (
          <LoadingText />
        ) : overview.isError || !data ? (
          <LoadError message="Failed to load progress" onRetry={() => void overview.refetch()} />
        ) : (
          <dl className="grid gap-3 sm:grid-cols-3">
            {stats.map(({ label, value, icon: Icon }) => (
              <div key={label} className="rounded-lg bg-canvas p-3" data-testid={`overview-${label}`}>
                <dt className="flex items-center gap-1.5 text-xs text-muted">
                  <Icon aria-hidden="true" className="size-3.5" />
                  {label}
                </dt>
                <dd className="text-xl font-bold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </TitledCard>
      <TitledCard title="Latest photo">
        {data?.latestPhoto ? (
          <figure className="space-y-2">
            <img
              src={data.latestPhoto.photo.thumbUrl}
              alt={`Progress on ${formatCalendarDate(data.latestPhoto.date)}`}
              className="max-h-64 rounded-lg object-cover"
            />
            <figcaption className="text-sm text-muted">
              {formatCalendarDate(data.latestPhoto.date)}
            </figcaption>
          </figure>
        ) : data ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Camera aria-hidden="true" className="size-4" />
            No photos yet. Use Progress Photo to add one.
          </p>
        ) : null}
      </TitledCard>
      <TitledCard title="Newest achievements">
        {data && data.newestAchievements.length > 0 ? (
          <ul className="grid gap-3">
            {data.newestAchievements.map((achievement) => (
              <AchievementItem key={achievement.key} achievement={achievement} />
            ))}
          </ul>
        ) : data ? (
          <p className="text-sm text-muted">None earned yet: log a workout, a meal or a weigh-in to start.</p>
        ) : null}
      </TitledCard>
    </div>
  );
}
