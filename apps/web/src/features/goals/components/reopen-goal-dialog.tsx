import { goalEditBodySchema, isGoalReached, type Goal } from '@momentum/shared';
import { z } from 'zod';
import { FormDialogFooter } from '@/components/ui/dialog';
import { Form, FormField, formSchema, serverFieldErrorsOf, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { DecimalInput } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateGoal } from '../api/update-goal';
import { formatValue } from './goal-format';
import { announceSavedGoal, GoalFormDialog } from './goal-form-dialog';
import { parseNumber } from './parse-number';

const plain = (value: number) => formatValue(value).replaceAll(',', '');

/** Valid numbers that would leave the goal reached are refused: saving them could not reopen it. */
const reopenSchemaOf = (goal: Goal) =>
  formSchema(
    z.object({ currentValue: z.string(), targetValue: z.string() }),
    (fields) => ({
      currentValue: parseNumber(fields.currentValue),
      targetValue: parseNumber(fields.targetValue),
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
  const form = useSchemaForm(reopenSchemaOf(goal), {
    defaultValues: { currentValue: plain(goal.currentValue), targetValue: plain(goal.targetValue) },
  });
  const formError =
    save.isError && !serverFieldErrorsOf(save.error)
      ? getErrorMessage(save.error, 'Failed to reopen goal')
      : null;

  const unit = goal.unit ? ` (${goal.unit})` : '';
  return (
    <Form
      form={form}
      onSubmit={(body) => save.mutate({ id: goal._id, body })}
      pending={save.isPending}
      serverError={save.error}
      dismissOnEdit={save}
      // The 'still reached' message on Current Value is about both numbers.
      onChange={() => form.clearErrors()}
      className="space-y-4"
    >
      {formError ? <InlineAlert>{formError}</InlineAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="currentValue" label={`Current Value${unit}`}>
          {(control) => <DecimalInput {...control} min={0} />}
        </FormField>
        <FormField name="targetValue" label={`Target Value${unit}`}>
          {(control) => <DecimalInput {...control} min={0} />}
        </FormField>
      </div>
      <FormDialogFooter
        onCancel={onDone}
        pending={save.isPending}
        submitLabel="Reopen Goal"
        pendingLabel="Reopening..."
      />
    </Form>
  );
}
