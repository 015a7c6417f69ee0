import { goalProgressBodySchema, type Goal } from '@momentum/shared';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { DecimalInput } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { validateWith } from '@/utils/form-errors';
import { useUpdateGoalProgress } from '../api/update-goal-progress';
import { formatValue, withUnit } from './goal-format';
import { parseNumber } from './parse-number';

export type UpdateProgressDialogProps = { goal: Goal | null; onOpenChange: (open: boolean) => void };

export function UpdateProgressDialog({ goal, onOpenChange }: UpdateProgressDialogProps) {
  return (
    <Dialog open={goal !== null} onOpenChange={onOpenChange}>
      <DialogContent title="Update Progress" description={goal?.title}>
        {goal ? <UpdateProgressForm key={goal._id} goal={goal} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UpdateProgressForm({ goal, onDone }: { goal: Goal; onDone: () => void }) {
  const save = useUpdateGoalProgress({
    onSuccess: (saved) => {
      toast.success(saved.status === 'completed' ? 'Goal completed!' : 'Progress updated');
      onDone();
    },
  });
  const { values, update, errorOf, serverFieldErrors, onSubmit } = useZodForm({
    initialValues: { currentValue: formatValue(goal.currentValue).replaceAll(',', '') },
    validate: (current) =>
      validateWith(goalProgressBodySchema, { currentValue: parseNumber(current.currentValue) }),
    onValid: (body) => save.mutate({ id: goal._id, body }),
    mutation: save,
    resetMutationOnEdit: true,
  });
  const formError =
    save.isError && !serverFieldErrors?.currentValue
      ? getErrorMessage(save.error, 'Failed to update progress')
      : null;

  const hint = goal.followsWeight
    ? `Target: ${withUnit(goal.targetValue, goal.unit)}. This goal follows your latest recorded weight; a value saved here stops that.`
    : `Target: ${withUnit(goal.targetValue, goal.unit)}`;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={save.isPending} className="space-y-4">
      {formError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {formError}
        </p>
      ) : null}
      <Field
        label={goal.unit ? `Current Value (${goal.unit})` : 'Current Value'}
        error={errorOf('currentValue')}
        hint={hint}
      >
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
      <FormDialogFooter onCancel={onDone} pending={save.isPending} submitLabel="Save Progress" />
    </form>
  );
}
