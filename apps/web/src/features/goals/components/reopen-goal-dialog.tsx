import { goalEditBodySchema, isGoalReached, type Goal } from '@momentum/shared';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { DecimalInput } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { validateWith, type FormValidation } from '@/utils/form-errors';
import { useUpdateGoal } from '../api/update-goal';
import { formatValue } from './goal-format';
import { parseNumber } from './parse-number';

type ReopenValues = { currentValue: string; targetValue: string };
type ReopenBody = { currentValue: number; targetValue: number };

const plain = (value: number) => formatValue(value).replaceAll(',', '');

/** Valid numbers that would leave the goal reached are refused: saving them could not reopen it. */
function validateReopen(goal: Goal, values: ReopenValues): FormValidation<keyof ReopenValues, ReopenBody> {
  const body = {
    currentValue: parseNumber(values.currentValue),
    targetValue: parseNumber(values.targetValue),
  };
  const parsed = validateWith<keyof ReopenValues, unknown>(goalEditBodySchema, body);
  if (!parsed.ok) return parsed;
  if (isGoalReached({ category: goal.category, ...body })) {
    return {
      ok: false,
      errors: {
        currentValue:
          goal.category === 'weight-loss'
            ? 'Still at or below the target weight: raise the current weight or lower the target.'
            : 'Still at or past the target: lower the current value or raise the target.',
      },
    };
  }
  return { ok: true, data: body };
}

export type ReopenGoalDialogProps = { goal: Goal | null; onOpenChange: (open: boolean) => void };

export function ReopenGoalDialog({ goal, onOpenChange }: ReopenGoalDialogProps) {
  const countsDown = goal?.category === 'weight-loss';
  return (
    <Dialog open={goal !== null} onOpenChange={onOpenChange}>
      <DialogContent
        title="Reopen Goal"
        description={
          countsDown
            ? 'Set the current weight above the target, or lower the target, to move this goal back to Active Goals.'
            : 'Set the current value below the target, or raise the target, to move this goal back to Active Goals.'
        }
      >
        {goal ? <ReopenGoalForm key={goal._id} goal={goal} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReopenGoalForm({ goal, onDone }: { goal: Goal; onDone: () => void }) {
  const save = useUpdateGoal({
    onSuccess: (saved) => {
      toast.success(saved.status === 'completed' ? 'Goal is still reached' : 'Goal reopened');
      onDone();
    },
  });
  const { values, update, errorOf, serverFieldErrors, onSubmit } = useZodForm({
    initialValues: { currentValue: plain(goal.currentValue), targetValue: plain(goal.targetValue) },
    validate: (current) => validateReopen(goal, current),
    onValid: (body) => save.mutate({ id: goal._id, body }),
    mutation: save,
    // The 'still reached' message on Current Value is about both numbers.
    clearAllErrorsOnEdit: true,
    resetMutationOnEdit: true,
  });
  const formError =
    save.isError && !serverFieldErrors ? getErrorMessage(save.error, 'Failed to reopen goal') : null;

  const unit = goal.unit ? ` (${goal.unit})` : '';
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={save.isPending} className="space-y-4">
      {formError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {formError}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={`Current Value${unit}`} error={errorOf('currentValue')}>
          {(control) => (
            <DecimalInput
              {...control}
              name="currentValue"
              min={0}
              value={values.currentValue}
              onChange={(event) => update('currentValue', event.target.value)}
            />
          )}
        </Field>
        <Field label={`Target Value${unit}`} error={errorOf('targetValue')}>
          {(control) => (
            <DecimalInput
              {...control}
              name="targetValue"
              min={0}
              value={values.targetValue}
              onChange={(event) => update('targetValue', event.target.value)}
            />
          )}
        </Field>
      </div>
      <FormDialogFooter
        onCancel={onDone}
        pending={save.isPending}
        submitLabel="Reopen Goal"
        pendingLabel="Reopening..."
      />
    </form>
  );
}
