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
import { SelectOptions } from '@/components/ui/native-select';
import { DecimalField, Form, FormField, useSchemaForm } from '@/components/ui/form';
import { formSchema } from '@/components/ui/form-schema';
import { Input, inputStyles } from '@/components/ui/input';
import { useUnits, type Units } from '@/lib/settings';
import { cn } from '@/utils/cn';
import { useCreateGoal } from '../api/create-goal';
import { announceSavedGoal } from './goal-form-dialog';
import { goalUnitsOf, keptUnitOf } from './goal-units';
import { parseNumber } from './parse-number';
import { GoalRequestError } from './goal-request-error';

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

/** Values are typed in the person's units; a weight or a length goes to the server in kg or cm. */
function toBody(values: Values, units: Units): GoalCreateBody {
  const isWeightLoss = values.category === 'weight-loss';
  const unit = isWeightLoss && values.followsWeight ? WEIGHT_UNIT : keptUnitOf(values.unit, units);
  const goalUnits = goalUnitsOf(unit, units);
  const kept = (text: string) => goalUnits.fromInput(parseNumber(text), text);
  const body: GoalCreateBody = {
    title: values.title,
    // Left unchosen, the schema names the field.
    category: (values.category || undefined) as GoalCategory,
    targetValue: kept(values.targetValue),
    unit,
    deadline: values.deadline,
    priority: values.priority,
    description: values.description,
  };
  if (isWeightLoss) {
    body.followsWeight = values.followsWeight;
    if (values.currentValue.trim() !== '') body.currentValue = kept(values.currentValue);
  }
  return body;
}

/** The API's checks, plus one it cannot make: a weight goal not following recorded weights needs a start. */
const newGoalSchemaOf = (units: Units) =>
  formSchema(
    goalFields,
    (values) => toBody(values, units),
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
  const units = useUnits();
  const form = useSchemaForm(newGoalSchemaOf(units), { defaultValues: EMPTY });

  const isWeightLoss = form.watch('category') === 'weight-loss';
  const following = isWeightLoss && form.watch('followsWeight');

  return (
    <Form
      form={form}
      request={create}
      onSubmit={(body) => create.mutate(body)}
      dismissOnEdit
      className="space-y-4"
    >
      <GoalRequestError error={create.error} fallback="Failed to create goal" />
      <FormField name="title" label="Goal Title" maxLength={200} placeholder="e.g., Run a 10K" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="category" label="Category">
          {(control) => (
            <select {...control} className={selectStyles}>
              <option value="" disabled>
                Select category
              </option>
              <SelectOptions values={GOAL_CATEGORIES} label={GOAL_CATEGORY_LABELS} />
            </select>
          )}
        </FormField>
        <FormField name="priority" label="Priority">
          {(control) => (
            <select {...control} className={selectStyles}>
              <SelectOptions values={GOAL_PRIORITIES} label={GOAL_PRIORITY_LABELS} />
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
          <DecimalField
            name="currentValue"
            label="Current Weight"
            description={following ? 'Optional: used only until you record a weight.' : undefined}
            min={0}
          />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <DecimalField name="targetValue" label="Target Value" min={0} />
        <FormField
          name="unit"
          label="Unit"
          description={following ? `Weights are recorded in ${units.weight}.` : undefined}
        >
          {(control) => (
            <Input
              {...control}
              placeholder="e.g., km, kg, days"
              maxLength={40}
              disabled={following}
              // Following weights, the unit is the person's weight unit whatever was typed before.
              value={following ? units.weight : form.watch('unit')}
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
      <FormDialogFooter onCancel={onDone} submitLabel="Create Goal" pendingLabel="Creating..." />
    </Form>
  );
}
