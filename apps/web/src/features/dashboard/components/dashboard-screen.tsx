import { HeroBanner } from './hero-banner';
import { QuickActionsCard } from './quick-actions-card';
import { RecentActivityCard } from './recent-activity-card';
import { ScheduleCard } from './schedule-card';
import { StatCards } from './stat-cards';
import { WeeklyTargetsCard } from './weekly-targets-card';

export type DashboardScreenProps = {
  /** null in the frame pre-rendered at build time (src/prerender.tsx), before anyone is known. */
  name: string | null;
  firstWelcome: boolean;
  fitnessExperience: string | null;
};

/** The dashboard (spec §2): one request (GET /api/dashboard); every card shows its part, loading and failure. */
export function DashboardScreen({ name, firstWelcome, fitnessExperience }: DashboardScreenProps) {
  return (
    <>
      <title>Dashboard · Momentum</title>
      <div className="mx-auto w-full max-w-6xl space-y-4 sm:space-y-6">
        <HeroBanner name={name} firstWelcome={firstWelcome} fitnessExperience={fitnessExperience} />
        <StatCards />
        <div className="grid gap-4 sm:gap-6 lg:grid-cols-3">
          <QuickActionsCard />
          <div className="lg:col-span-2">
            <RecentActivityCard />
          </div>
          <WeeklyTargetsCard />
          <div className="lg:col-span-2">
            <ScheduleCard />
          </div>
        </div>
      </div>
    </>
  );
}
