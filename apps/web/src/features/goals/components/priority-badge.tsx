import { GOAL_PRIORITY_LABELS, type GoalPriority } from '@momentum/shared';
import { cn } from '@/utils/cn';

const styles: Record<GoalPriority, string> = {
  high: 'border-red-200 bg-red-50 text-red-800',
  medium: 'border-amber-200 bg-amber-50 text-amber-800',
  low: 'border-emerald-200 bg-emerald-50 text-emerald-800',
};

export function PriorityBadge({ priority }: { priority: GoalPriority }) {
  return (
    <span
      data-priority={priority}
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold',
        styles[priority],
      )}
    >
      {GOAL_PRIORITY_LABELS[priority]}
      <span className="sr-only"> priority</span>
    </span>
  );
}

export function CategoryBadge({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center rounded-full border border-line bg-zinc-50 px-2 py-0.5 text-xs font-medium text-muted">
      {children}
    </span>
  );
}
