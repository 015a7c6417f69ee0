import { dashboardGreeting } from '@momentum/shared';
import { Flame, Play, TrendingUp } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { cn } from '@/utils/cn';
import { useDashboardStreak } from '../api/get-dashboard';
import { formatNumber } from './format';

export type HeroBannerProps = {
  /** null in the frame pre-rendered at build time: the early script writes the greeting in (lib/early-start). */
  name: string | null;
  /** Set when the user arrives straight from onboarding. */
  firstWelcome: boolean;
  fitnessExperience: string | null;
};

// The shared button variants are drawn for light cards; on the orange banner they need their own colours.
const heroButton = cn(
  'inline-flex h-10 shrink-0 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold whitespace-nowrap',
  'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white [&_svg]:size-4',
);

const DEFAULT_TAGLINE = 'Ready to crush your fitness goals today?';

/** Greeting, the two main actions and the current streak as 'Day N'. */
export function HeroBanner({ name, firstWelcome, fitnessExperience }: HeroBannerProps) {
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="dashboard-welcome"
      className="flex flex-col gap-6 rounded-2xl bg-gradient-to-br from-hero-from to-hero-to p-5 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-8"
    >
      <div className="min-w-0 space-y-2">
        {/* Two lines kept on a phone, where most greetings wrap: the frame's greeting arriving moves nothing. */}
        <h1
          id="dashboard-welcome"
          className="min-h-[2lh] text-2xl font-bold tracking-tight break-words sm:min-h-0 sm:text-3xl"
        >
          {name === null ? (
            <TextPlaceholder className="w-64 max-w-full" />
          ) : (
            dashboardGreeting(name, firstWelcome)
          )}
        </h1>
        <p className="text-hero-soft">
          {name === null ? (
            <TextPlaceholder className="w-72 max-w-full" />
          ) : (
            fitnessExperience || DEFAULT_TAGLINE
          )}
        </p>
        <div className="flex flex-wrap gap-2 pt-3">
          <button
            type="button"
            className={cn(heroButton, 'bg-white text-hero-to hover:bg-hero-soft')}
            onClick={() => void navigate('/workouts', { state: { openCreate: true } })}
          >
            <Play aria-hidden="true" />
            Start Today's Workout
          </button>
          <Link
            to="/progress"
            className={cn(heroButton, 'border border-white/70 text-white hover:bg-white/10')}
          >
            <TrendingUp aria-hidden="true" />
            View Progress
          </Link>
        </div>
      </div>
      <StreakBadge />
    </section>
  );
}

/** A line of text not known yet: as tall as the line it stands for, so the text arriving moves nothing. */
function TextPlaceholder({ className }: { className: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block animate-pulse rounded bg-white/25 align-middle', className)}
    >
      &nbsp;
    </span>
  );
}

function StreakBadge() {
  const streak = useDashboardStreak();
  let value: string;
  if (streak.isPending) value = '…';
  else if (streak.isError) value = '-';
  else value = formatNumber(streak.data);
  return (
    <div
      className="flex shrink-0 items-center gap-3 self-start rounded-xl bg-white/15 px-5 py-4 sm:flex-col sm:self-center sm:px-8 sm:text-center"
      aria-busy={streak.isPending || undefined}
    >
      <Flame aria-hidden="true" className="size-8 text-hero-soft" />
      <div>
        <p className="text-3xl font-bold tabular-nums" data-testid="streak-day">
          Day {value}
        </p>
        <p className="text-sm font-medium text-hero-soft">Current Streak</p>
        {streak.isError ? (
          <button type="button" className="mt-1 text-xs underline" onClick={() => void streak.refetch()}>
            Retry
          </button>
        ) : null}
      </div>
    </div>
  );
}
