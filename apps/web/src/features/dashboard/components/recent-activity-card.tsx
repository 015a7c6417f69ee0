import type { ActivityItem } from '@momentum/shared';
import { Dumbbell, Scale, Utensils } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDashboardRecentActivity } from '../api/get-dashboard';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { useUnits, type Units } from '@/lib/settings';
import { formatActivityTime, formatNumber } from './format';

const ICONS = { workout: Dumbbell, meal: Utensils, weight: Scale } as const;

function detailOf(item: ActivityItem, units: Units): string {
  if (item.type === 'workout') return `${formatNumber(item.caloriesBurned ?? 0)} kcal burned`;
  if (item.type === 'meal') return `${formatNumber(item.calories ?? 0)} kcal`;
  return item.weight === undefined ? '' : units.formatWeight(item.weight);
}

/** The newest workouts, meals and weigh-ins together. */
export function RecentActivityCard() {
  const activity = useDashboardRecentActivity();
  const units = useUnits();
  return (
    <Card aria-labelledby="recent-activity-title" className="flex flex-col">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id="recent-activity-title">Recent Activity</CardTitle>
        {/* Spec §2: 'View All' is shown and does nothing yet. */}
        <Button variant="ghost" size="sm">
          View All
        </Button>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          // In the empty state's box: a new user's card does not change size when the answer arrives.
          <LoadingText className="justify-center rounded-xl border border-dashed border-field px-4 py-8" />
        ) : activity.isError ? (
          <LoadError
            message="Failed to load recent activity"
            onRetry={() => void activity.refetch()}
            retryLabel="Retry"
          />
        ) : activity.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-field px-4 py-8 text-center text-sm text-muted">
            No recent activity yet.
          </p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Recent activity">
            {activity.data.map((item) => {
              const Icon = ICONS[item.type];
              return (
                <li
                  key={`${item.type}-${item._id}`}
                  className="flex items-center gap-3 py-3 first:pt-0 last:pb-0"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{item.title}</p>
                    <p className="text-xs text-muted">
                      <span className="sr-only">{item.type}, </span>
                      {formatActivityTime(item.timestamp)}
                    </p>
                  </div>
                  <span className="shrink-0 text-sm font-semibold tabular-nums">{detailOf(item, units)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
