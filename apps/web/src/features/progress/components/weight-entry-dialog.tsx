import { MEASUREMENT_BOUNDS, weightEntryFormSchema } from '@momentum/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, FormDialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { DecimalInput } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
import { todayLocalDate } from '@/utils/local-date';
import { useCreateProgressEntry } from '../api/create-progress-entry';

const { min, max } = MEASUREMENT_BOUNDS.weight;

const weightFormSchema = z
  .object({ weight: z.string().trim().min(1, 'Please enter your weight.') })
  .transform(({ weight }) => ({ weight: Number(weight) }))
  .pipe(weightEntryFormSchema);

/** The Add Entry weight button: stores today's weight as a progress entry, which feeds Current Weight. */
export function WeightEntryDialog() {
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(weightFormSchema, { defaultValues: { weight: '' } });
  const create = useCreateProgressEntry({ onSuccess: () => setOpen(false) });

  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    if (next) {
      form.reset({ weight: '' });
      create.reset();
    }
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          Add Entry
        </Button>
      </DialogTrigger>
      <DialogContent title="Add weight entry" description="Recorded for today.">
        <Form
          form={form}
          onSubmit={({ weight }) => create.mutate({ date: todayLocalDate(), measurements: { weight } })}
          pending={create.isPending}
          className="space-y-4"
        >
          <FormField name="weight" label="Weight (kg)">
            {(control) => <DecimalInput {...control} min={min} max={max} />}
          </FormField>
          {create.isError ? (
            <InlineAlert>
              {getErrorMessage(create.error, 'Could not save your weight. Please try again.')}
            </InlineAlert>
          ) : null}
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={create.isPending}
            submitLabel="Save Weight"
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
