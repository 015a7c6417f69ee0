import {
  parseTemplateDuration,
  splitExercises,
  templateCreateBodySchema,
  type TemplateFields,
  type WorkoutTemplate,
} from '@momentum/shared';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Form, FormField, formSchema, useSchemaForm } from '@/components/ui/form';

// Spec §5: fields trimmed, exercises split on commas, duration 0 when not numeric, blank name 'Workout'.
const templateFormSchema = formSchema(
  z.object({
    name: z.string(),
    day: z.string(),
    muscleGroup: z.string(),
    exercises: z.string(),
    estimatedDurationMin: z.string(),
  }),
  (fields) => ({
    ...fields,
    exercises: splitExercises(fields.exercises),
    estimatedDurationMin: parseTemplateDuration(fields.estimatedDurationMin),
  }),
  templateCreateBodySchema,
);

const valuesOf = (template: WorkoutTemplate | null): z.input<typeof templateFormSchema> => ({
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
  const form = useSchemaForm(templateFormSchema, { defaultValues: valuesOf(template) });
  return (
    <Form form={form} onSubmit={onSave} className="space-y-4">
      <FormField name="name" label="Name" placeholder="e.g. Leg Day" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="day" label="Day" placeholder="e.g. Monday" autoComplete="off" />
        <FormField name="muscleGroup" label="Muscle Group" placeholder="e.g. Legs" autoComplete="off" />
      </div>
      <FormField
        name="exercises"
        label="Exercises"
        description="Separate exercises with commas."
        placeholder="Squat, Lunge, Deadlift"
        autoComplete="off"
      />
      <FormField
        name="estimatedDurationMin"
        label="Estimated Duration (min)"
        placeholder="45"
        inputMode="decimal"
        autoComplete="off"
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit">Save</Button>
      </DialogFooter>
    </Form>
  );
}
