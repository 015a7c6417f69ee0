import { GOAL_PRIORITY_LABELS, type GoalPriority } from '@momentum/shared';
import { cn } from '@/utils/cn';

const styles: Record<GoalPriority, string> = {
  high: 'border-danger-line bg-danger-soft text-danger-ink',
  medium: 'border-warning-line bg-warning-soft text-warning-ink',
  low: 'border-success-line bg-success-soft text-success-ink',
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
    <span className="inline-flex items-center rounded-full border border-line bg-canvas px-2 py-0.5 text-xs font-medium text-muted">
      {children}
    </span>
  );
}
