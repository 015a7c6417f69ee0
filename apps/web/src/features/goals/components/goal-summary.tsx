import { CheckCircle2, Flame, Target, TrendingUp, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

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
        <Card key={label} className="flex items-center gap-3 p-4 sm:p-5">
          <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <dt className="text-sm text-muted">{label}</dt>
            <dd
              className="text-2xl font-bold tracking-tight"
              data-testid={`goal-summary-${label.toLowerCase().replaceAll(' ', '-')}`}
            >
              {value}
            </dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}
