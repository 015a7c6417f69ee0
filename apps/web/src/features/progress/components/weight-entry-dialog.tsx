import { progressBodySchema, type ProgressEntry } from '@momentum/shared';
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useFormDialog } from '@/components/ui/dialog';
import { FormField, useSchemaForm, DecimalField } from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import { formSchema } from '@/components/ui/form-schema';
import { useUnits, type Units } from '@/lib/settings';
import { todayLocalDate } from '@/utils/local-date';
import { useCreateProgressEntry } from '../api/create-progress-entry';
import { useUpdateProgressEntry } from '../api/update-progress-entry';

// Named like the body (measurements.weight), so the API schema's message lands on the field.
const fieldsSchema = z.object({
  date: z.string().min(1, 'Please choose a date.'),
  measurements: z.object({ weight: z.string().trim().min(1, 'Please enter your weight.') }),
});
type Fields = z.infer<typeof fieldsSchema>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The typed weight, in the person's unit, becomes kilograms; other measurements of an edited entry stay. */
const weighInSchema = (units: Units, entry: ProgressEntry | undefined) =>
  formSchema(
    fieldsSchema,
    ({ date, measurements }) => ({
      date,
      measurements: { ...entry?.measurements, weight: round2(units.weightToKg(Number(measurements.weight))) },
    }),
    progressBodySchema,
  );

export type WeightEntryDialogProps = {
  /** Edit this weigh-in instead of adding one; the dialog is then opened by its caller. */
  entry?: ProgressEntry;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
};

/** Add Entry: records a weight for a chosen day (today by default); with `entry`, edits that weigh-in. */
export function WeightEntryDialog({
  entry,
  open: openProp,
  onOpenChange: setOpenProp,
  trigger,
}: WeightEntryDialogProps) {
  const units = useUnits();
  const defaults = (): Fields => ({
    date: entry?.date ?? todayLocalDate(),
    measurements: {
      weight:
        entry?.measurements.weight !== undefined
          ? String(round2(units.weightFromKg(entry.measurements.weight)))
          : '',
    },
  });
  const form = useSchemaForm(weighInSchema(units, entry), { defaultValues: defaults() });
  const create = useCreateProgressEntry({ onSuccess: () => dialog.close() });
  const update = useUpdateProgressEntry({ onSuccess: () => dialog.close() });
  const saving = entry ? update : create;
  const dialog = useFormDialog({
    form,
    defaults,
    request: saving,
    open: openProp,
    onOpenChange: setOpenProp,
  });

  return (
    <FormDialog
      dialog={dialog}
      trigger={
        entry
          ? null
          : (trigger ?? (
              <Button variant="outline" size="sm">
                <Plus aria-hidden="true" />
                Add Entry
              </Button>
            ))
      }
      title={entry ? 'Edit weight entry' : 'Add weight entry'}
      description={entry ? 'Change the day or the weight.' : 'Recorded for the day you choose.'}
      form={form}
      request={saving}
      onSubmit={(body) => (entry ? update.mutate({ id: entry._id, body }) : create.mutate(body))}
      submitLabel="Save Weight"
      errorFallback="Could not save your weight. Please try again."
    >
      <DecimalField name="measurements.weight" label={`Weight (${units.weight})`} />
      <FormField name="date" label="Date" type="date" max={todayLocalDate()} />
    </FormDialog>
  );
}
