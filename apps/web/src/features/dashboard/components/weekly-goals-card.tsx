import type { GoalKind } from '@momentum/shared';
import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { useGoal } from '../api/get-goal';
import { formatNumber } from './format';

// The dialog (Radix, the goal rules) loads when first wanted, not with the dashboard; pointing at or focusing an
// Edit button starts loading it.
const loadGoalEditDialog = () => import('./goal-edit-dialog');
const GoalEditDialog = lazy(async () => ({ default: (await loadGoalEditDialog()).GoalEditDialog }));
const preloadDialog = () => void loadGoalEditDialog();

export const WEEKLY_GOALS: ReadonlyArray<{ kind: GoalKind; label: string }> = [
  { kind: 'workouts', label: 'Workouts' },
  { kind: 'calories-intake', label: 'Calories Intake' },
  { kind: 'calories', label: 'Calories Burned' },
  { kind: 'protein', label: 'Protein (g)' },
];

function GoalRow({ kind, label, onEdit }: { kind: GoalKind; label: string; onEdit: () => void }) {
  const goal = useGoal(kind);
  const labelId = `goal-${kind}-label`;
  return (
    <li className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
          disabled={!goal.isSuccess}
          aria-label={`Edit ${label} goal`}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
      {goal.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4" />
          Loading...
        </p>
      ) : goal.isError ? (
        <div role="alert" className="text-sm text-red-800">
          Failed to load this goal.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void goal.refetch()}>
            Retry
          </button>
        </div>
      ) : (
        <>
          <ProgressBar value={goal.data.value} max={goal.data.target} labelledBy={labelId} />
          <p className="text-sm text-muted tabular-nums" data-testid={`goal-${kind}-figures`}>
            {formatNumber(goal.data.value)} / {formatNumber(goal.data.target)}
          </p>
        </>
      )}
    </li>
  );
}

/** Four weekly goals as capped bars, each with its own Edit dialog. */
export function WeeklyGoalsCard() {
  const [editing, setEditing] = useState<GoalKind | null>(null);
  const editingGoal = WEEKLY_GOALS.find((goal) => goal.kind === editing);
  return (
    <Card aria-labelledby="weekly-goals-title">
      <CardHeader>
        <CardTitle id="weekly-goals-title">Weekly Goals</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {WEEKLY_GOALS.map(({ kind, label }) => (
            <GoalRow key={kind} kind={kind} label={label} onEdit={() => setEditing(kind)} />
          ))}
        </ul>
      </CardContent>
      {editingGoal ? (
        <Suspense fallback={null}>
          <GoalEditDialog
            kind={editingGoal.kind}
            label={editingGoal.label}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
