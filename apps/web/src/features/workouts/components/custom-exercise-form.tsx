import {
  EXERCISE_EQUIPMENT,
  EXERCISE_KINDS,
  EXERCISE_MUSCLES,
  exerciseCreateBodySchema,
  type Exercise,
} from '@momentum/shared';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { formSchema } from '@/components/ui/form-schema';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SelectField } from '@/components/ui/select-field';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateExercise } from '../api/create-exercise';
import { KIND_LABELS } from '../utils/exercise-labels';

const customExerciseFormSchema = formSchema(
  z.object({ name: z.string(), kind: z.string(), muscle: z.string(), equipment: z.string() }),
  ({ name, kind, muscle, equipment }) => ({
    name,
    kind,
    primaryMuscles: muscle ? [muscle] : [],
    equipment: equipment || null,
  }),
  exerciseCreateBodySchema,
);

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A person's own exercise, created where it is needed (the library lacks it); private to them. */
export function CustomExerciseForm({
  initialName,
  onCreated,
  onCancel,
}: {
  initialName: string;
  onCreated: (exercise: Exercise) => void;
  onCancel: () => void;
}) {
  const create = useCreateExercise({ onSuccess: onCreated });
  const form = useSchemaForm(customExerciseFormSchema, {
    defaultValues: { name: initialName, kind: 'weight_reps', muscle: '', equipment: '' },
  });
  return (
    <Form
      form={form}
      request={create}
      onSubmit={(body) => create.mutate(body)}
      aria-label="New custom exercise"
      className="space-y-3 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <p className="text-sm font-semibold">Your own exercise</p>
      {create.isError ? (
        <InlineAlert>{getErrorMessage(create.error, 'Failed to create the exercise')}</InlineAlert>
      ) : null}
      <FormField name="name" label="Exercise name" autoComplete="off" maxLength={100} />
      <SelectField name="kind" label="Each set records" values={EXERCISE_KINDS} optionLabel={KIND_LABELS} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          name="muscle"
          label="Main muscle (optional)"
          values={EXERCISE_MUSCLES}
          optionLabel={capitalised}
          placeholder="—"
        />
        <SelectField
          name="equipment"
          label="Equipment (optional)"
          values={EXERCISE_EQUIPMENT}
          optionLabel={capitalised}
          placeholder="—"
        />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create and add'}
        </Button>
      </div>
    </Form>
  );
}
