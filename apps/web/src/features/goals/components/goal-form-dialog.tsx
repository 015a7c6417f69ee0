import type { Goal } from '@momentum/shared';
import { Fragment, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Form, useSchemaForm, type FormRequest } from '@/components/ui/form';
import { toast } from '@/lib/toasts';
import { GoalRequestError } from './goal-request-error';
import { useGoalUnits, type GoalUnits } from './goal-units';

export type GoalFormDialogProps = {
  /** The goal the form changes; the dialog is open while it is set. */
  goal: Goal | null;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** The form, keyed by the goal so each opening starts from its current values; `onDone` closes the dialog. */
  children: (goal: Goal, onDone: () => void) => ReactNode;
};

/** The dialog around a form that changes one goal (Update Progress, Reopen Goal). */
export function GoalFormDialog({ goal, onOpenChange, title, description, children }: GoalFormDialogProps) {
  return (
    <Dialog open={goal !== null} onOpenChange={onOpenChange}>
      <DialogContent title={title} description={description}>
        {goal ? <Fragment key={goal._id}>{children(goal, () => onOpenChange(false))}</Fragment> : null}
      </DialogContent>
    </Dialog>
  );
}

/** A saved goal's toast, which says whether the save reached the target, then `onDone`. */
export function announceSavedGoal(texts: { completed: string; otherwise: string }, onDone: () => void) {
  return (saved: Goal) => {
    toast.success(saved.status === 'completed' ? texts.completed : texts.otherwise);
    onDone();
  };
}

type GoalValueField = 'currentValue' | 'targetValue';

/**
 * The form of a goal dialog: the goal's `fields` typed in the person's unit, starting from its own values, and
 * checked by the schema `schemaOf` builds for this goal and unit.
 */
export function useGoalValuesForm<Field extends GoalValueField, Output>(
  goal: Goal,
  fields: readonly Field[],
  schemaOf: (goal: Goal, goalUnits: GoalUnits) => z.ZodType<Output, Record<Field, string>>,
) {
  const goalUnits = useGoalUnits(goal.unit);
  // Every field has its text; react-hook-form's deep-partial type of defaults cannot see through a generic name.
  const defaultValues = Object.fromEntries(
    fields.map((field) => [field, goalUnits.inputText(goal[field])]),
  ) as DefaultValues<Record<Field, string>>;
  const form = useSchemaForm(schemaOf(goal, goalUnits), { defaultValues });
  return { goalUnits, form };
}

export type GoalValuesFormProps<Input extends FieldValues, Output> = {
  goal: Goal;
  form: UseFormReturn<Input, unknown, Output>;
  /** The goal's save (a mutation): the form is busy while it is on its way and says its failure at the top. */
  save: FormRequest & { mutate: (input: { id: string; body: Output }) => void };
  /** Said for a failed save whose answer has no message of its own. */
  failureFallback: string;
  onChange?: () => void;
  /** The fields and the dialog's footer. */
  children: ReactNode;
};

/** The form of a goal dialog, which saves the goal's values and lets a failed save go once a field is edited. */
export function GoalValuesForm<Input extends FieldValues, Output>({
  goal,
  form,
  save,
  failureFallback,
  onChange,
  children,
}: GoalValuesFormProps<Input, Output>) {
  return (
    <Form
      form={form}
      request={save}
      onSubmit={(body) => save.mutate({ id: goal._id, body })}
      dismissOnEdit
      onChange={onChange}
      className="space-y-4"
    >
      <GoalRequestError error={save.error} fallback={failureFallback} />
      {children}
    </Form>
  );
}
