import {
  parseTemplateDuration,
  splitExercises,
  templateCreateBodySchema,
  templatePlanSchema,
  type TemplateCreateBody,
  type TemplateFields,
  type WorkoutTemplate,
} from '@momentum/shared';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { formSchema } from '@/components/ui/form-schema';
import { InlineAlert } from '@/components/ui/inline-alert';
import { draftFromPlan, planFromDraft, type PlanDraft } from '../utils/plan-draft';
import { PlanEditor } from './plan-editor';

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
      <DialogContent
        title={template ? 'Edit Workout Template' : 'Create Workout Template'}
        className="sm:max-w-2xl"
      >
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

/** Where a plan's numbers failed the API's rules: 'Bench Press, set 2: Reps must be at most 1000.' */
function planErrorOf(draft: PlanDraft, error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Check the plan.';
  const [entryIndex, , setIndex] = issue.path;
  const entry = typeof entryIndex === 'number' ? draft[entryIndex] : undefined;
  const where = [entry?.name, typeof setIndex === 'number' ? `set ${setIndex + 1}` : null]
    .filter(Boolean)
    .join(', ');
  return where ? `${where}: ${issue.message}` : issue.message;
}

function TemplateForm({
  template,
  onSave,
}: {
  template: WorkoutTemplate | null;
  onSave: (fields: TemplateFields) => void;
}) {
  const formId = useId();
  const form = useSchemaForm(templateFormSchema, { defaultValues: valuesOf(template) });
  const [draft, setDraft] = useState<PlanDraft>(() => draftFromPlan(template?.plan ?? []));
  // The plan is sent only once it was changed here: a template of typed names keeps them as they are.
  const [planChanged, setPlanChanged] = useState(false);
  const [planError, setPlanError] = useState<string | null>(null);

  const changeDraft = (next: PlanDraft) => {
    setDraft(next);
    setPlanChanged(true);
    setPlanError(null);
  };

  const submit = (body: TemplateCreateBody) => {
    // The form hands on the request as typed; the dialog's callers want it cleaned ('Workout' for no name).
    const fields = templateCreateBodySchema.parse(body);
    if (!planChanged) {
      onSave(fields);
      return;
    }
    const plan = templatePlanSchema.safeParse(planFromDraft(draft));
    if (!plan.success) {
      setPlanError(planErrorOf(draft, plan.error));
      return;
    }
    onSave({ ...fields, plan: plan.data });
  };

  return (
    <div className="space-y-6">
      <Form id={formId} form={form} onSubmit={submit} className="space-y-4">
        <FormField name="name" label="Name" placeholder="e.g. Leg Day" autoComplete="off" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="day" label="Day" placeholder="e.g. Monday" autoComplete="off" />
          <FormField name="muscleGroup" label="Muscle Group" placeholder="e.g. Legs" autoComplete="off" />
        </div>
        {draft.length === 0 ? (
          <FormField
            name="exercises"
            label="Exercises"
            description="Separate exercises with commas."
            placeholder="Squat, Lunge, Deadlift"
            autoComplete="off"
          />
        ) : null}
        <FormField
          name="estimatedDurationMin"
          label="Estimated Duration (min)"
          placeholder="45"
          inputMode="decimal"
          autoComplete="off"
        />
      </Form>
      {/* Outside the form above: the picker holds a form of its own (a custom exercise). */}
      <PlanEditor draft={draft} onChange={changeDraft} />
      {planError ? <InlineAlert>{planError}</InlineAlert> : null}
      <DialogFooter className="mt-0">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" form={formId}>
          Save
        </Button>
      </DialogFooter>
    </div>
  );
}
