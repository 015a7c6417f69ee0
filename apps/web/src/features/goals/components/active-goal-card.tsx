import { daysLeftLabel, goalPercent, type Goal } from '@momentum/shared';
import { CalendarDays, Scale } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/utils/cn';
import { browserTimeZone } from '@/utils/local-date';
import { DeleteGoalButton, GoalHeading } from './goal-card-parts';
import { categoryLabel, formatCalendarDate } from './goal-format';
import { formatGoalValue, useGoalUnits } from './goal-units';
import { CategoryBadge, PriorityBadge } from './priority-badge';

export type ActiveGoalCardProps = {
  goal: Goal;
  now: Date;
  onUpdateProgress: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
};

export const FOLLOWS_WEIGHT_LABEL = 'Follows your latest recorded weight';

export function ActiveGoalCard({ goal, now, onUpdateProgress, onDelete }: ActiveGoalCardProps) {
  const titleId = useId();
  const percent = goalPercent(goal);
  const left = daysLeftLabel(goal.deadline, now, browserTimeZone());
  const goalUnits = useGoalUnits(goal.unit);
  return (
    <Card aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <GoalHeading goal={goal} titleId={titleId} />
        <PriorityBadge priority={goal.priority} />
      </div>
      <div className="flex flex-wrap gap-2">
        <CategoryBadge>{categoryLabel(goal.category)}</CategoryBadge>
      </div>
      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <span className="text-muted">
            <span className="font-semibold text-ink">{formatGoalValue(goal.currentValue, goalUnits)}</span> of{' '}
            {formatGoalValue(goal.targetValue, goalUnits)}
          </span>
          <span className="font-semibold">{percent}%</span>
        </div>
        <ProgressBar value={percent} label={`Progress of ${goal.title}`} />
        {goal.followsWeight ? (
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <Scale aria-hidden="true" className="size-4 shrink-0" />
            {FOLLOWS_WEIGHT_LABEL}
          </p>
        ) : null}
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <span>{formatCalendarDate(goal.deadline)}</span>
          <span aria-hidden="true">·</span>
          <span className={cn('font-medium', left === 'Overdue' ? 'text-danger' : 'text-ink')}>{left}</span>
        </p>
        <div className="flex gap-2">
          <Button size="sm" onClick={() => onUpdateProgress(goal)}>
            Update Progress
          </Button>
          <DeleteGoalButton goal={goal} onDelete={onDelete} />
        </div>
      </div>
    </Card>
  );
}
