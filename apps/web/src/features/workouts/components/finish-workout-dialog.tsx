import { elapsedMinutes, formatElapsed, WORKOUT_NOTES_MAX } from '@momentum/shared';
import { z } from 'zod';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { caloriesToSave, type FinishValues } from '../utils/active-session';

// Any entry is taken: an empty, zero or unreadable one saves the estimate (caloriesToSave).
const finishFormSchema = z.object({ caloriesBurned: z.string(), notes: z.string() });

/** What the dialog needs of the finish flow (hooks/use-finish-flow). */
export type FinishDialogFlow = {
  open: boolean;
  /** Estimated calories when the dialog opened; prefills the field and replaces an empty or zero entry. */
  estimate: number;
  saving: boolean;
  /** Back, Escape or a click outside; ignored while saving (spec §4). */
  back: () => void;
  save: (values: FinishValues) => void;
};

export type FinishWorkoutDialogProps = {
  flow: FinishDialogFlow;
  templateName: string;
  /** Live elapsed time of the session. */
  elapsedMs: number;
};

/** 'Finish Workout': review the session, adjust calories, add a note, 'Save Log'. */
export function FinishWorkoutDialog(props: FinishWorkoutDialogProps) {
  const { open, saving, back } = props.flow;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) back();
      }}
    >
      <DialogContent
        title="Finish Workout"
        description="Review and save this session."
        hideCloseButton={saving}
      >
        {open ? <FinishForm {...props} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FinishForm({ flow, templateName, elapsedMs }: FinishWorkoutDialogProps) {
  const { estimate, saving } = flow;
  const form = useSchemaForm(finishFormSchema, {
    defaultValues: { caloriesBurned: String(estimate), notes: '' },
  });
  const save = ({ caloriesBurned, notes }: z.output<typeof finishFormSchema>) =>
    flow.save({
      caloriesBurned: Math.max(0, Math.round(caloriesToSave(caloriesBurned, estimate))),
      notes: notes.trim(),
    });

  return (
    <Form form={form} onSubmit={save} request={{ isPending: saving }} className="space-y-4">
      <div className="rounded-xl bg-canvas p-4 text-center">
        <p className="text-sm font-medium text-muted">{templateName}</p>
        <p className="font-mono text-3xl font-bold tabular-nums" role="timer" aria-label="Elapsed time">
          {formatElapsed(elapsedMs)}
        </p>
        <p className="mt-1 text-sm text-muted">
          Duration: <span className="font-semibold text-ink">{elapsedMinutes(elapsedMs)} min</span>
        </p>
      </div>
      <FormField name="caloriesBurned" label="Calories burned" type="number" inputMode="numeric" min={0} />
      <FormField name="notes" label="Notes (optional)">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={WORKOUT_NOTES_MAX}
            placeholder="Personal records, how it felt..."
          />
        )}
      </FormField>
      <FormDialogFooter onCancel={flow.back} submitLabel="Save Log" cancelLabel="Back" />
    </Form>
  );
}
