import {
  WORKOUTS_GOAL_MAX,
  WORKOUTS_GOAL_MIN,
  weeklyGoalTargetProblem,
  type GoalKind,
} from '@momentum/shared';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { useGoal } from '../api/get-goal';
import { useUpdateGoal } from '../api/update-goal';

/** The typed target as a number; blank or not numeric is NaN (never silently 0). */
export function parseTarget(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

export type GoalEditDialogProps = { kind: GoalKind; label: string; onClose: () => void };

/**
 * Spec §5 Goal edit: workouts 1 to 14 (Save disabled outside it), others 0 or more; a finite number,
 * rounded to a whole number on save.
 */
export function GoalEditDialog({ kind, label, onClose }: GoalEditDialogProps) {
  const goal = useGoal(kind);
  const [text, setText] = useState(() => String(goal.data?.target ?? ''));
  const update = useUpdateGoal(kind, { onSuccess: onClose });
  const target = parseTarget(text);
  const problem = weeklyGoalTargetProblem(kind, target);
  const hint =
    kind === 'workouts'
      ? `Workouts per week, from ${WORKOUTS_GOAL_MIN} to ${WORKOUTS_GOAL_MAX}.`
      : 'Weekly target, 0 or more.';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (problem || update.isPending) return;
    update.mutate(Math.round(target));
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent
        title={`Edit ${label} Goal`}
        description="Your target for this week and every week after it."
      >
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field
            label={`${label} target`}
            hint={hint}
            error={text.trim() !== '' && problem ? problem : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={kind === 'workouts' ? WORKOUTS_GOAL_MIN : 0}
                max={kind === 'workouts' ? WORKOUTS_GOAL_MAX : undefined}
                step={1}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          {update.isError ? (
            <InlineAlert>{getErrorMessage(update.error, 'Failed to save the goal')}</InlineAlert>
          ) : null}
          <FormDialogFooter
            onCancel={onClose}
            pending={update.isPending}
            submitLabel="Save"
            submitDisabled={problem !== null}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
