import { goalProgressBodySchema, type Goal } from '@momentum/shared';
import { z } from 'zod';
import { FormDialogFooter } from '@/components/ui/dialog';
import { DecimalField } from '@/components/ui/form';
import { formSchema } from '@/components/ui/form-schema';
import { useUpdateGoalProgress } from '../api/update-goal-progress';
import { announceSavedGoal, GoalFormDialog, GoalValuesForm, useGoalValuesForm } from './goal-form-dialog';
import { formatGoalValue, type GoalUnits } from './goal-units';
import { parseNumber } from './parse-number';

/** The value is typed in the person's unit (pounds for a goal kept in kilograms) and sent as the goal keeps it. */
const progressFormSchemaOf = (goal: Goal, goalUnits: GoalUnits) =>
  formSchema(
    z.object({ currentValue: z.string() }),
    ({ currentValue }) => ({
      currentValue: goalUnits.fromInput(parseNumber(currentValue), currentValue, goal.currentValue),
    }),
    goalProgressBodySchema,
  );

export type UpdateProgressDialogProps = { goal: Goal | null; onOpenChange: (open: boolean) => void };

export function UpdateProgressDialog({ goal, onOpenChange }: UpdateProgressDialogProps) {
  return (
    <GoalFormDialog goal={goal} onOpenChange={onOpenChange} title="Update Progress" description={goal?.title}>
      {(current, onDone) => <UpdateProgressForm goal={current} onDone={onDone} />}
    </GoalFormDialog>
  );
}

function UpdateProgressForm({ goal, onDone }: { goal: Goal; onDone: () => void }) {
  const save = useUpdateGoalProgress({
    onSuccess: announceSavedGoal({ completed: 'Goal completed!', otherwise: 'Progress updated' }, onDone),
  });
  const { goalUnits, form } = useGoalValuesForm(goal, ['currentValue'], progressFormSchemaOf);

  const target = `Target: ${formatGoalValue(goal.targetValue, goalUnits)}`;
  const hint = goal.followsWeight
    ? `${target}. This goal follows your latest recorded weight; a value saved here stops that.`
    : target;

  return (
    <GoalValuesForm goal={goal} form={form} save={save} failureFallback="Failed to update progress">
      <DecimalField
        name="currentValue"
        label={goalUnits.label ? `Current Value (${goalUnits.label})` : 'Current Value'}
        description={hint}
        min={0}
      />
      <FormDialogFooter onCancel={onDone} submitLabel="Save Progress" />
    </GoalValuesForm>
  );
}
