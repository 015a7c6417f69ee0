import { CheckCircle2, Flame, Target, TrendingUp, type LucideIcon } from 'lucide-react';

type SummaryItem = { label: string; value: string; icon: LucideIcon };

export type GoalSummaryProps = {
  active: number;
  completed: number;
  averagePercent: number;
  /** Undefined while it loads or when it could not be read. */
  streak: number | undefined;
};

export function GoalSummary({ active, completed, averagePercent, streak }: GoalSummaryProps) {
  const items: SummaryItem[] = [
    { label: 'Active Goals', value: String(active), icon: Target },
    { label: 'Completed', value: String(completed), icon: CheckCircle2 },
    { label: 'Avg Progress', value: `${averagePercent}%`, icon: TrendingUp },
    { label: 'Days Streak', value: streak === undefined ? '-' : String(streak), icon: Flame },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
      {items.map(({ label, value, icon: Icon }) => (
        // A <div> (not the Card's <section>) holding only its <dt> and <dd>: what a <dl> may group.
        <div key={label} className="rounded-2xl border border-line bg-surface p-4 text-ink shadow-sm sm:p-5">
          <dt className="flex items-center gap-2 text-sm text-muted">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {label}
          </dt>
          <dd
            className="mt-1 text-2xl font-bold tracking-tight"
            data-testid={`goal-summary-${label.toLowerCase().replaceAll(' ', '-')}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
