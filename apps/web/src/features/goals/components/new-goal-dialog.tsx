import {
  GOAL_CATEGORIES,
  GOAL_CATEGORY_LABELS,
  GOAL_PRIORITIES,
  GOAL_PRIORITY_LABELS,
  WEIGHT_UNIT,
  goalCreateBodySchema,
  type GoalCategory,
  type GoalCreateBody,
} from '@momentum/shared';
import { useId } from 'react';
import { z } from 'zod';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Form, FormField, formSchema, serverFieldErrorsOf, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { DecimalInput, Input, inputStyles } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/utils/cn';
import { useCreateGoal } from '../api/create-goal';
import { announceSavedGoal } from './goal-form-dialog';
import { parseNumber } from './parse-number';

const goalFields = z.object({
  title: z.string(),
  category: z.enum(GOAL_CATEGORIES).or(z.literal('')),
  targetValue: z.string(),
  unit: z.string(),
  deadline: z.string(),
  priority: z.enum(GOAL_PRIORITIES),
  description: z.string(),
  currentValue: z.string(),
  followsWeight: z.boolean(),
});
type Values = z.infer<typeof goalFields>;

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
const newGoalSchema = formSchema(
  goalFields,
  toBody,
  goalCreateBodySchema.refine(
    (body) =>
      body.category !== 'weight-loss' || body.followsWeight !== false || body.currentValue !== undefined,
    // Shown with the other fields' messages, not after them.
    { path: ['currentValue'], message: 'Enter your current weight.', when: () => true },
  ),
);

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
    onSuccess: announceSavedGoal(
      { completed: 'Goal created and already reached', otherwise: 'Goal created' },
      onDone,
    ),
  });
  const form = useSchemaForm(newGoalSchema, { defaultValues: EMPTY });
  const serverFieldErrors = serverFieldErrorsOf(create.error);
  const formError =
    create.isError && !(serverFieldErrors && Object.keys(serverFieldErrors).length > 0)
      ? getErrorMessage(create.error, 'Failed to create goal')
      : null;

  const isWeightLoss = form.watch('category') === 'weight-loss';
  const following = isWeightLoss && form.watch('followsWeight');

  return (
    <Form
      form={form}
      onSubmit={(body) => create.mutate(body)}
      pending={create.isPending}
      serverError={create.error}
      dismissOnEdit={create}
      className="space-y-4"
    >
      {formError ? <InlineAlert>{formError}</InlineAlert> : null}
      <FormField name="title" label="Goal Title" maxLength={200} placeholder="e.g., Run a 10K" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="category" label="Category">
          {(control) => (
            <select {...control} className={selectStyles}>
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
        </FormField>
        <FormField name="priority" label="Priority">
          {(control) => (
            <select {...control} className={selectStyles}>
              {GOAL_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {GOAL_PRIORITY_LABELS[priority]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {isWeightLoss ? (
        <div className="space-y-3 rounded-xl border border-line bg-canvas p-3">
          <div className="flex items-start gap-2 text-sm">
            <input
              id={followId}
              aria-describedby={`${followId}-hint`}
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              {...form.register('followsWeight')}
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
          <FormField
            name="currentValue"
            label="Current Weight"
            description={following ? 'Optional: used only until you record a weight.' : undefined}
          >
            {(control) => <DecimalInput {...control} min={0} />}
          </FormField>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="targetValue" label="Target Value">
          {(control) => <DecimalInput {...control} min={0} />}
        </FormField>
        <FormField
          name="unit"
          label="Unit"
          description={following ? 'Weights are recorded in kg.' : undefined}
        >
          {(control) => (
            <Input
              {...control}
              placeholder="e.g., km, kg, days"
              maxLength={40}
              disabled={following}
              // Following weights, the unit is kg whatever was typed before.
              value={following ? WEIGHT_UNIT : form.watch('unit')}
            />
          )}
        </FormField>
      </div>
      <FormField name="deadline" label="Deadline" type="date" />
      <FormField name="description" label="Description">
        {(control) => (
          <textarea {...control} rows={3} maxLength={1000} className={cn(inputStyles, 'h-auto py-2')} />
        )}
      </FormField>
      <FormDialogFooter
        onCancel={onDone}
        pending={create.isPending}
        submitLabel="Create Goal"
        pendingLabel="Creating..."
      />
    </Form>
  );
}
