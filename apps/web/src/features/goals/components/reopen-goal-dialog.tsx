import { goalEditBodySchema, isGoalReached, type Goal } from '@momentum/shared';
import { z } from 'zod';
import { FormDialogFooter } from '@/components/ui/dialog';
import { DecimalField } from '@/components/ui/form';
import { formSchema } from '@/components/ui/form-schema';
import { useUpdateGoal } from '../api/update-goal';
import { announceSavedGoal, GoalFormDialog, GoalValuesForm, useGoalValuesForm } from './goal-form-dialog';
import type { GoalUnits } from './goal-units';
import { parseNumber } from './parse-number';

/**
 * Valid numbers that would leave the goal reached are refused: saving them could not reopen it. They are typed in
 * the person's unit and sent as the goal keeps them.
 */
const reopenSchemaOf = (goal: Goal, goalUnits: GoalUnits) =>
  formSchema(
    z.object({ currentValue: z.string(), targetValue: z.string() }),
    (fields) => ({
      currentValue: goalUnits.fromInput(
        parseNumber(fields.currentValue),
        fields.currentValue,
        goal.currentValue,
      ),
      targetValue: goalUnits.fromInput(parseNumber(fields.targetValue), fields.targetValue, goal.targetValue),
    }),
    goalEditBodySchema
      .pipe(z.object({ currentValue: z.number(), targetValue: z.number() }))
      .refine((body) => !isGoalReached({ category: goal.category, ...body }), {
        path: ['currentValue'],
        message:
          goal.category === 'weight-loss'
            ? 'Still at or below the target weight: raise the current weight or lower the target.'
            : 'Still at or past the target: lower the current value or raise the target.',
      }),
  );

export type ReopenGoalDialogProps = { goal: Goal | null; onOpenChange: (open: boolean) => void };

export function ReopenGoalDialog({ goal, onOpenChange }: ReopenGoalDialogProps) {
  const countsDown = goal?.category === 'weight-loss';
  return (
    <GoalFormDialog
      goal={goal}
      onOpenChange={onOpenChange}
      title="Reopen Goal"
      description={
        countsDown
          ? 'Set the current weight above the target, or lower the target, to move this goal back to Active Goals.'
          : 'Set the current value below the target, or raise the target, to move this goal back to Active Goals.'
      }
    >
      {(current, onDone) => <ReopenGoalForm goal={current} onDone={onDone} />}
    </GoalFormDialog>
  );
}

function ReopenGoalForm({ goal, onDone }: { goal: Goal; onDone: () => void }) {
  const save = useUpdateGoal({
    onSuccess: announceSavedGoal({ completed: 'Goal is still reached', otherwise: 'Goal reopened' }, onDone),
  });
  const { goalUnits, form } = useGoalValuesForm(goal, ['currentValue', 'targetValue'], reopenSchemaOf);

  const unit = goalUnits.label ? ` (${goalUnits.label})` : '';
  return (
    <GoalValuesForm
      goal={goal}
      form={form}
      save={save}
      failureFallback="Failed to reopen goal"
      // The 'still reached' message on Current Value is about both numbers.
      onChange={() => form.clearErrors()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DecimalField name="currentValue" label={`Current Value${unit}`} min={0} />
        <DecimalField name="targetValue" label={`Target Value${unit}`} min={0} />
      </div>
      <FormDialogFooter onCancel={onDone} submitLabel="Reopen Goal" pendingLabel="Reopening..." />
    </GoalValuesForm>
  );
}
