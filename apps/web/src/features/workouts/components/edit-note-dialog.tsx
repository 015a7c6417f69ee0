import { logUpdateBodySchema, type WorkoutLog } from '@momentum/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { fieldErrorsOf, type FieldErrors } from '@/utils/form-errors';
import { useUpdateLog } from '../api/update-log';

type NoteField = 'notes' | 'caloriesBurned';

/** 'Edit Note': changes a log's notes and calories (spec §2). Open while `log` is set. */
export function EditNoteDialog({ log, onClose }: { log: WorkoutLog | null; onClose: () => void }) {
  return (
    <Dialog open={log !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title="Edit Note">
        {log ? <EditNoteForm key={log._id} log={log} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditNoteForm({ log, onDone }: { log: WorkoutLog; onDone: () => void }) {
  const [notes, setNotes] = useState(log.notes);
  const [calories, setCalories] = useState(String(Math.round(log.caloriesBurned)));
  const [errors, setErrors] = useState<FieldErrors<NoteField>>({});
  const updateLog = useUpdateLog({ onSuccess: onDone });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (updateLog.isPending) return;
    const caloriesValue = calories.trim() === '' ? 0 : Number(calories);
    const parsed = logUpdateBodySchema.safeParse({ notes, caloriesBurned: caloriesValue });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<NoteField>(parsed.error));
      return;
    }
    setErrors({});
    updateLog.mutate({ id: log._id, body: parsed.data });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={updateLog.isPending}>
      {updateLog.isError ? (
        <InlineAlert>{getErrorMessage(updateLog.error, 'Failed to save note')}</InlineAlert>
      ) : null}
      <Field label="Notes" error={errors.notes}>
        {(control) => (
          <Textarea
            {...control}
            name="notes"
            rows={4}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        )}
      </Field>
      <Field label="Calories" error={errors.caloriesBurned}>
        {(control) => (
          <Input
            {...control}
            name="caloriesBurned"
            type="number"
            inputMode="numeric"
            min={0}
            value={calories}
            onChange={(event) => setCalories(event.target.value)}
          />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={updateLog.isPending}>
          {updateLog.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
