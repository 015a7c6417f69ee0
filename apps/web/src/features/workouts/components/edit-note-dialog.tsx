import { logUpdateBodySchema, type WorkoutLog } from '@momentum/shared';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { formSchema } from '@/components/ui/form-schema';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateLog } from '../api/update-log';

// A blank calories field saves 0.
const noteFormSchema = formSchema(
  z.object({ notes: z.string(), caloriesBurned: z.string() }),
  ({ notes, caloriesBurned }) => ({
    notes,
    caloriesBurned: caloriesBurned.trim() === '' ? 0 : Number(caloriesBurned),
  }),
  logUpdateBodySchema,
);

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
  const updateLog = useUpdateLog({ onSuccess: onDone });
  const form = useSchemaForm(noteFormSchema, {
    defaultValues: { notes: log.notes, caloriesBurned: String(Math.round(log.caloriesBurned)) },
  });
  return (
    <Form
      form={form}
      onSubmit={(body) => updateLog.mutate({ id: log._id, body })}
      request={updateLog}
      className="space-y-4"
    >
      {updateLog.isError ? (
        <InlineAlert>{getErrorMessage(updateLog.error, 'Failed to save note')}</InlineAlert>
      ) : null}
      <FormField name="notes" label="Notes">
        {(control) => <Textarea {...control} rows={4} />}
      </FormField>
      <FormField name="caloriesBurned" label="Calories" type="number" inputMode="numeric" min={0} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={updateLog.isPending}>
          {updateLog.isPending ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </Form>
  );
}
