import {
  parseTemplateDuration,
  splitExercises,
  templateCreateBodySchema,
  type TemplateFields,
  type WorkoutTemplate,
} from '@momentum/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/hooks/use-zod-form';
import { validateWith } from '@/utils/form-errors';

type FormField = 'name' | 'day' | 'muscleGroup' | 'exercises' | 'estimatedDurationMin';
type FormValues = Record<FormField, string>;

const valuesOf = (template: WorkoutTemplate | null): FormValues => ({
  name: template?.name ?? '',
  day: template?.day ?? '',
  muscleGroup: template?.muscleGroup ?? '',
  exercises: template?.exercises.join(', ') ?? '',
  estimatedDurationMin:
    template && template.estimatedDurationMin > 0 ? String(template.estimatedDurationMin) : '',
});

export type TemplateFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template being edited; null creates a new one. */
  template: WorkoutTemplate | null;
  /** Called with the cleaned fields; the dialog has already closed (spec §4: Save closes at once). */
  onSave: (fields: TemplateFields) => void;
};

export function TemplateFormDialog({ open, onOpenChange, template, onSave }: TemplateFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={template ? 'Edit Workout Template' : 'Create Workout Template'}>
        {/* Keyed so each opening starts from the template's current values. */}
        <TemplateForm
          key={template?._id ?? 'new'}
          template={template}
          onSave={(fields) => {
            onOpenChange(false);
            onSave(fields);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({
  template,
  onSave,
}: {
  template: WorkoutTemplate | null;
  onSave: (fields: TemplateFields) => void;
}) {
  const { values, update, errorOf, onSubmit } = useZodForm({
    initialValues: () => valuesOf(template),
    // Spec §5: fields trimmed, exercises split on commas, duration 0 when not numeric, blank name 'Workout'.
    validate: (current) =>
      validateWith(templateCreateBodySchema, {
        name: current.name,
        day: current.day,
        muscleGroup: current.muscleGroup,
        exercises: splitExercises(current.exercises),
        estimatedDurationMin: parseTemplateDuration(current.estimatedDurationMin),
      }),
    onValid: onSave,
  });

  const text = (
    field: FormField,
    label: string,
    extra: { placeholder?: string; hint?: string; inputMode?: 'decimal' } = {},
  ) => (
    <Field label={label} error={errorOf(field)} hint={extra.hint}>
      {(control) => (
        <Input
          {...control}
          name={field}
          value={values[field]}
          placeholder={extra.placeholder}
          inputMode={extra.inputMode}
          autoComplete="off"
          onChange={(event) => update(field, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {text('name', 'Name', { placeholder: 'e.g. Leg Day' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('day', 'Day', { placeholder: 'e.g. Monday' })}
        {text('muscleGroup', 'Muscle Group', { placeholder: 'e.g. Legs' })}
      </div>
      {text('exercises', 'Exercises', {
        placeholder: 'Squat, Lunge, Deadlift',
        hint: 'Separate exercises with commas.',
      })}
      {text('estimatedDurationMin', 'Estimated Duration (min)', { placeholder: '45', inputMode: 'decimal' })}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit">Save</Button>
      </DialogFooter>
    </form>
  );
}
