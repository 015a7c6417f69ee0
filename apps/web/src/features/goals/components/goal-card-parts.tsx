import type { Goal } from '@momentum/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The goal's title (the card's name, by `titleId`) and its description if it has one. */
export function GoalHeading({ goal, titleId }: { goal: Goal; titleId: string }) {
  return (
    <div className="min-w-0 space-y-1">
      <h3 id={titleId} className="text-base font-semibold break-words">
        {goal.title}
      </h3>
      {goal.description ? <p className="text-sm break-words text-muted">{goal.description}</p> : null}
    </div>
  );
}

/** The bin button of a goal card, named for the goal it deletes. */
export function DeleteGoalButton({ goal, onDelete }: { goal: Goal; onDelete: (goal: Goal) => void }) {
  return (
    <Button size="sm" variant="ghost" aria-label={`Delete ${goal.title}`} onClick={() => onDelete(goal)}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
