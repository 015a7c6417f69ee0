import type { Goal } from '@momentum/shared';
import { CheckCircle2, RotateCcw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { categoryLabel, formatCalendarDate, withUnit } from './goal-format';
import { CategoryBadge } from './priority-badge';

export type CompletedGoalCardProps = {
  goal: Goal;
  onReopen: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
};

export function CompletedGoalCard({ goal, onReopen, onDelete }: CompletedGoalCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-ink" />
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="text-base font-semibold break-words">
            {goal.title}
          </h3>
          {goal.description ? <p className="text-sm break-words text-muted">{goal.description}</p> : null}
        </div>
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
            {withUnit(goal.currentValue, goal.unit)} of {withUnit(goal.targetValue, goal.unit)}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex justify-end gap-2">
        <Button size="sm" variant="outline" onClick={() => onReopen(goal)}>
          <RotateCcw aria-hidden="true" />
          Reopen
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${goal.title}`} onClick={() => onDelete(goal)}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
