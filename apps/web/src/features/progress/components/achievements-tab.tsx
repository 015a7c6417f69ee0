import type { Achievement } from '@momentum/shared';
import { Lock, Trophy } from 'lucide-react';
import { TitledCard } from '@/components/ui/titled-card';
import { LoadError } from '@/components/ui/load-error';
import { ProgressBar } from '@/components/ui/progress-bar';
import { LoadingText } from '@/components/ui/spinner';
import { useAchievements } from '../api/get-achievements';

const earnedDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function AchievementItem({ achievement }: { achievement: Achievement }) {
  const { title, earnedAt, progress } = achievement;
  const earned = earnedAt !== null;
  return (
    <li className="flex gap-3 rounded-lg bg-canvas p-3" data-testid="achievement" data-earned={earned}>
      {earned ? (
        <Trophy aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
      ) : (
        <Lock aria-hidden="true" className="size-6 shrink-0 text-muted" />
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium">{title}</p>
        {earned ? (
          <p className="text-xs font-semibold text-brand-800">{`Earned ${earnedDate.format(new Date(earnedAt))}`}</p>
        ) : (
          <>
            <p className="text-xs text-muted tabular-nums">{`${progress.current} of ${progress.target}`}</p>
            <ProgressBar value={progress.current} max={progress.target} label={`${title} progress`} />
          </>
        )}
      </div>
    </li>
  );
}

/** The Achievements tab: earned ones first (newest first), then the locked ones with their progress. */
export function AchievementsTab() {
  const achievements = useAchievements();
  const items = achievements.data?.items ?? [];
  const earned = items
    .filter((a) => a.earnedAt !== null)
    .sort((a, b) => (a.earnedAt! < b.earnedAt! ? 1 : -1));
  const locked = items.filter((a) => a.earnedAt === null);
  return (
    <TitledCard title={`Achievements (${earned.length} of ${items.length})`}>
      {achievements.isPending ? (
        <LoadingText />
      ) : achievements.isError ? (
        <LoadError message="Failed to load achievements" onRetry={() => void achievements.refetch()} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {[...earned, ...locked].map((achievement) => (
            <AchievementItem key={achievement.key} achievement={achievement} />
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
