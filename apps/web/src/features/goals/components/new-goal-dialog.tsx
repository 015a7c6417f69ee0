import {
  GOAL_CATEGORIES,
  GOAL_CATEGORY_LABELS,
  GOAL_PRIORITIES,
  GOAL_PRIORITY_LABELS,
  WEIGHT_UNIT,
  goalCreateBodySchema,
  type Goal,
  type GoalCategory,
  type GoalCreateBody,
  type GoalPriority,
} from '@momentum/shared';
import { useId } from 'react';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { DecimalInput, Input, inputStyles } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { getErrorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toasts';
import { cn } from '@/utils/cn';
import { validateWith, type FieldErrors, type FormValidation } from '@/utils/form-errors';
import { useCreateGoal } from '../api/create-goal';
import { parseNumber } from './parse-number';

type Values = {
  title: string;
  category: GoalCategory | '';
  targetValue: string;
  unit: string;
  deadline: string;
  priority: GoalPriority;
  description: string;
  currentValue: string;
  followsWeight: boolean;
};

const EMPTY: Values = {
  title: '',
  category: '',
  targetValue: '',
  unit: '',
  deadline: '',
  priority: 'medium',
  description: '',
  currentValue: '',
  followsWeight: true,
};

const WEIGHT_NEEDED = 'Enter your current weight.';

function toBody(values: Values): GoalCreateBody {
  const isWeightLoss = values.category === 'weight-loss';
  const body: GoalCreateBody = {
    title: values.title,
    // Left unchosen, the schema names the field.
    category: (values.category || undefined) as GoalCategory,
    targetValue: parseNumber(values.targetValue),
    unit: isWeightLoss && values.followsWeight ? WEIGHT_UNIT : values.unit,
    deadline: values.deadline,
    priority: values.priority,
    description: values.description,
  };
  if (isWeightLoss) {
    body.followsWeight = values.followsWeight;
    if (values.currentValue.trim() !== '') body.currentValue = parseNumber(values.currentValue);
  }
  return body;
}

/** The API's checks, plus one it cannot make: a weight goal not following recorded weights needs a start. */
function validateGoal(values: Values): FormValidation<keyof Values, GoalCreateBody> {
  const body = toBody(values);
  const parsed = validateWith<keyof Values, unknown>(goalCreateBodySchema, body);
  const errors: FieldErrors<keyof Values> = parsed.ok ? {} : parsed.errors;
  const isWeightLoss = values.category === 'weight-loss';
  if (isWeightLoss && !values.followsWeight && values.currentValue.trim() === '')
    errors.currentValue ??= WEIGHT_NEEDED;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: body };
}

const selectStyles = cn(inputStyles, 'appearance-auto pr-8');

export type NewGoalDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

export function NewGoalDialog({ open, onOpenChange }: NewGoalDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="New Goal" description="Set a target and a deadline to work towards.">
        {/* Mounted only while open, so every opening starts from an empty form. */}
        {open ? <NewGoalForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function NewGoalForm({ onDone }: { onDone: () => void }) {
  const followId = useId();
  const create = useCreateGoal({
    onSuccess: (goal: Goal) => {
      toast.success(goal.status === 'completed' ? 'Goal created and already reached' : 'Goal created');
      onDone();
    },
  });
  const { values, update, errorOf, serverFieldErrors, onSubmit } = useZodForm({
    initialValues: EMPTY,
    validate: validateGoal,
    onValid: (body) => create.mutate(body),
    mutation: create,
    resetMutationOnEdit: true,
  });
  const formError =
    create.isError && !(serverFieldErrors && Object.keys(serverFieldErrors).length > 0)
      ? getErrorMessage(create.error, 'Failed to create goal')
      : null;

  const isWeightLoss = values.category === 'weight-loss';
  const following = isWeightLoss && values.followsWeight;

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={create.isPending} className="space-y-4">
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-danger">
          {formError}
        </p>
      ) : null}
      <Field label="Goal Title" error={errorOf('title')}>
        {(control) => (
          <Input
            {...control}
            name="title"
            maxLength={200}
            placeholder="e.g., Run a 10K"
            value={values.title}
            onChange={(event) => update('title', event.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" error={errorOf('category')}>
          {(control) => (
            <select
              {...control}
              name="category"
              className={selectStyles}
              value={values.category}
              onChange={(event) => update('category', event.target.value as GoalCategory | '')}
            >
              <option value="" disabled>
                Select category
              </option>
              {GOAL_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {GOAL_CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Priority" error={errorOf('priority')}>
          {(control) => (
            <select
              {...control}
              name="priority"
              className={selectStyles}
              value={values.priority}
              onChange={(event) => update('priority', event.target.value as GoalPriority)}
            >
              {GOAL_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {GOAL_PRIORITY_LABELS[priority]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {isWeightLoss ? (
        <div className="space-y-3 rounded-xl border border-line bg-zinc-50 p-3">
          <div className="flex items-start gap-2 text-sm">
            <input
              id={followId}
              aria-describedby={`${followId}-hint`}
              type="checkbox"
              name="followsWeight"
              className="mt-0.5 size-4 accent-brand-700"
              checked={values.followsWeight}
              onChange={(event) => update('followsWeight', event.target.checked)}
            />
            <div>
              <label htmlFor={followId} className="font-medium">
                Follow my latest recorded weight
              </label>
              <p id={`${followId}-hint`} className="text-muted">
                The goal is reached at or below the target weight.
              </p>
            </div>
          </div>
          <Field
            label="Current Weight"
            error={errorOf('currentValue')}
            hint={following ? 'Optional: used only until you record a weight.' : undefined}
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
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Target Value" error={errorOf('targetValue')}>
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
        <Field
          label="Unit"
          error={errorOf('unit')}
          hint={following ? 'Weights are recorded in kg.' : undefined}
        >
          {(control) => (
            <Input
              {...control}
              name="unit"
              placeholder="e.g., km, kg, days"
              maxLength={40}
              disabled={following}
              value={following ? WEIGHT_UNIT : values.unit}
              onChange={(event) => update('unit', event.target.value)}
            />
          )}
        </Field>
      </div>
      <Field label="Deadline" error={errorOf('deadline')}>
        {(control) => (
          <Input
            {...control}
            name="deadline"
            type="date"
            value={values.deadline}
            onChange={(event) => update('deadline', event.target.value)}
          />
        )}
      </Field>
      <Field label="Description" error={errorOf('description')}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={3}
            maxLength={1000}
            className={cn(inputStyles, 'h-auto py-2')}
            value={values.description}
            onChange={(event) => update('description', event.target.value)}
          />
        )}
      </Field>
      <FormDialogFooter
        onCancel={onDone}
        pending={create.isPending}
        submitLabel="Create Goal"
        pendingLabel="Creating..."
      />
    </form>
  );
}
