import { goalProgressBodySchema, type Goal } from '@momentum/shared';
import { z } from 'zod';
import { FormDialogFooter } from '@/components/ui/dialog';
import { Form, FormField, formSchema, serverFieldErrorsOf, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { DecimalInput } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateGoalProgress } from '../api/update-goal-progress';
import { formatValue, withUnit } from './goal-format';
import { announceSavedGoal, GoalFormDialog } from './goal-form-dialog';
import { parseNumber } from './parse-number';

const progressFormSchema = formSchema(
  z.object({ currentValue: z.string() }),
  ({ currentValue }) => ({ currentValue: parseNumber(currentValue) }),
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
  const form = useSchemaForm(progressFormSchema, {
    defaultValues: { currentValue: formatValue(goal.currentValue).replaceAll(',', '') },
  });
  const formError =
    save.isError && !serverFieldErrorsOf(save.error)?.currentValue
      ? getErrorMessage(save.error, 'Failed to update progress')
      : null;

  const hint = goal.followsWeight
    ? `Target: ${withUnit(goal.targetValue, goal.unit)}. This goal follows your latest recorded weight; a value saved here stops that.`
    : `Target: ${withUnit(goal.targetValue, goal.unit)}`;

  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutate({ id: goal._id, body })}
      pending={save.isPending}
      serverError={save.error}
      dismissOnEdit={save}
      className="space-y-4"
    >
      {formError ? <InlineAlert>{formError}</InlineAlert> : null}
      <FormField
        name="currentValue"
        label={goal.unit ? `Current Value (${goal.unit})` : 'Current Value'}
        description={hint}
      >
        {(control) => <DecimalInput {...control} min={0} />}
      </FormField>
      <FormDialogFooter onCancel={onDone} pending={save.isPending} submitLabel="Save Progress" />
    </Form>
  );
}
