import { TitledCard } from '@/components/ui/titled-card';
import { LoadError } from '@/components/ui/load-error';
import { LoadingText } from '@/components/ui/spinner';
import { useSocialStats } from '../api/get-social-stats';

/** 'Your Stats': the real streak, total workouts and friend count. */
export function YourStats() {
  const stats = useSocialStats();
  return (
    <TitledCard title="Your Stats">
      {stats.isPending ? (
        <LoadingText>Loading stats...</LoadingText>
      ) : stats.isError ? (
        <LoadError message="Failed to load your stats" onRetry={() => void stats.refetch()} />
      ) : (
        <dl className="grid grid-cols-3 gap-2 text-center">
          {[
            { label: 'Day Streak', value: stats.data.currentStreak },
            { label: 'Workouts', value: stats.data.totalWorkouts },
            { label: 'Friends', value: stats.data.friends },
          ].map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-lg bg-canvas p-3">
              <dt className="text-xs text-muted">{stat.label}</dt>
              <dd className="text-xl font-bold">{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </TitledCard>
  );
}
