import type { Goal } from '@momentum/shared';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DeleteGoalButton, GoalHeading } from './goal-card-parts';
import { categoryLabel, formatCalendarDate } from './goal-format';
import { formatGoalValue, useGoalUnits } from './goal-units';
import { CategoryBadge } from './priority-badge';

export type CompletedGoalCardProps = {
  goal: Goal;
  onReopen: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
};

export function CompletedGoalCard({ goal, onReopen, onDelete }: CompletedGoalCardProps) {
  const titleId = useId();
  const goalUnits = useGoalUnits(goal.unit);
  return (
    <Card aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-ink" />
        <GoalHeading goal={goal} titleId={titleId} />
      </div>
      <div className="flex flex-wrap gap-2">
        <CategoryBadge>{categoryLabel(goal.category)}</CategoryBadge>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-muted">Completed</dt>
          <dd className="font-medium">{goal.completedDate ? formatCalendarDate(goal.completedDate) : '-'}</dd>
        </div>
        <div>
          <dt className="text-muted">Time taken</dt>
          <dd className="font-medium">{goal.timeTaken ?? '-'}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted">Result</dt>
          <dd className="font-medium">
            {formatGoalValue(goal.currentValue, goalUnits)} of {formatGoalValue(goal.targetValue, goalUnits)}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex justify-end gap-2">
        <Button size="sm" variant="outline" onClick={() => onReopen(goal)}>
          <RotateCcw aria-hidden="true" />
          Reopen
        </Button>
        <DeleteGoalButton goal={goal} onDelete={onDelete} />
      </div>
    </Card>
  );
}
