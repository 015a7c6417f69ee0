import { LoadError } from '@/components/ui/load-error';
import type { WeeklyTargetKind } from '@momentum/shared';
import { Pencil } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Spinner } from '@/components/ui/spinner';
import { useDashboardWeeklyTarget } from '../api/get-dashboard';
import { formatNumber } from './format';

// The dialog (Radix, the target rules) loads when first wanted, not with the dashboard; pointing at or focusing an
// Edit button starts loading it.
const loadTargetEditDialog = () => import('./weekly-target-edit-dialog');
const WeeklyTargetEditDialog = lazy(async () => ({
  default: (await loadTargetEditDialog()).WeeklyTargetEditDialog,
}));
const preloadDialog = () => void loadTargetEditDialog();

export const WEEKLY_TARGETS: ReadonlyArray<{ kind: WeeklyTargetKind; label: string }> = [
  { kind: 'workouts', label: 'Workouts' },
  { kind: 'calories-intake', label: 'Calories Intake' },
  { kind: 'calories', label: 'Calories Burned' },
  { kind: 'protein', label: 'Protein (g)' },
];

type WeeklyTargetRowProps = { kind: WeeklyTargetKind; label: string; onEdit: () => void };

function WeeklyTargetRow({ kind, label, onEdit }: WeeklyTargetRowProps) {
  const weeklyTarget = useDashboardWeeklyTarget(kind);
  const labelId = `weekly-target-${kind}-label`;
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
          disabled={!weeklyTarget.isSuccess}
          aria-label={`Edit ${label} goal`}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      </div>
      {weeklyTarget.isPending ? (
        // An empty bar above the loading line: the row keeps the height it has with its figures.
        <>
          <div aria-hidden="true" className="h-2.5 w-full rounded-full bg-fill" />
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" />
            Loading...
          </p>
        </>
      ) : weeklyTarget.isError ? (
        <LoadError
          message="Failed to load this goal."
          onRetry={() => void weeklyTarget.refetch()}
          retryLabel="Retry"
        />
      ) : (
        <>
          <ProgressBar value={weeklyTarget.data.value} max={weeklyTarget.data.target} labelledBy={labelId} />
          <p className="text-sm text-muted tabular-nums" data-testid={`goal-${kind}-figures`}>
            {formatNumber(weeklyTarget.data.value)} / {formatNumber(weeklyTarget.data.target)}
          </p>
        </>
      )}
    </li>
  );
}

/** The four weekly targets ('Weekly Goals' on screen) as capped bars, each with its own Edit dialog. */
export function WeeklyTargetsCard() {
  const [editing, setEditing] = useState<WeeklyTargetKind | null>(null);
  const editingTarget = WEEKLY_TARGETS.find((target) => target.kind === editing);
  return (
    <Card aria-labelledby="weekly-targets-title">
      <CardHeader>
        <CardTitle id="weekly-targets-title">Weekly Goals</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {WEEKLY_TARGETS.map(({ kind, label }) => (
            <WeeklyTargetRow key={kind} kind={kind} label={label} onEdit={() => setEditing(kind)} />
          ))}
        </ul>
      </CardContent>
      {editingTarget ? (
        <Suspense fallback={null}>
          <WeeklyTargetEditDialog
            kind={editingTarget.kind}
            label={editingTarget.label}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
