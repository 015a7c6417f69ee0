import { BODY_MEASUREMENT_KEYS, MEASUREMENT_BOUNDS, progressBodySchema } from '@momentum/shared';
import { Ruler } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { useFormDialog } from '@/components/ui/dialog';
import { FormField, useSchemaForm, DecimalField } from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import { formSchema } from '@/components/ui/form-schema';
import { useUnits, type Units } from '@/lib/settings';
import { todayLocalDate } from '@/utils/local-date';
import { useCreateProgressEntry } from '../api/create-progress-entry';

// Named like the body (measurements.waist), so the API schema's messages land on their fields.
const fieldsSchema = z
  .object({
    date: z.string().min(1, 'Please choose a date.'),
    measurements: z.object({
      bodyFat: z.string().trim(),
      chest: z.string().trim(),
      waist: z.string().trim(),
      hips: z.string().trim(),
      arms: z.string().trim(),
      thighs: z.string().trim(),
    }),
  })
  .refine((fields) => BODY_MEASUREMENT_KEYS.some((key) => fields.measurements[key] !== ''), {
    message: 'Enter at least one measurement.',
    path: ['measurements', 'waist'],
  });
type Fields = z.infer<typeof fieldsSchema>;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Lengths typed in the person's unit become centimetres; body fat is a percentage either way. */
const measurementsSchema = (units: Units) =>
  formSchema(
    fieldsSchema,
    (fields) => ({
      date: fields.date,
      measurements: Object.fromEntries(
        BODY_MEASUREMENT_KEYS.filter((key) => fields.measurements[key] !== '').map((key) => {
          const value = Number(fields.measurements[key]);
          return [key, key === 'bodyFat' ? value : round2(units.lengthToCm(value))];
        }),
      ),
    }),
    progressBodySchema,
  );

const empty = (): Fields => ({
  date: todayLocalDate(),
  measurements: { bodyFat: '', chest: '', waist: '', hips: '', arms: '', thighs: '' },
});

/** Record measurements: any of body fat, chest, waist, hips, arms and thighs for a chosen day. */
export function MeasurementsDialog() {
  const units = useUnits();
  const form = useSchemaForm(measurementsSchema(units), { defaultValues: empty() });
  const create = useCreateProgressEntry({ onSuccess: () => dialog.close() });
  const dialog = useFormDialog({ form, defaults: empty, request: create });
  return (
    <FormDialog
      dialog={dialog}
      trigger={
        <Button variant="outline" size="sm">
          <Ruler aria-hidden="true" />
          Record measurements
        </Button>
      }
      title="Record measurements"
      description="Fill in any you measured; leave the rest empty."
      form={form}
      request={create}
      onSubmit={(body) => create.mutate(body)}
      submitLabel="Save Measurements"
      errorFallback="Could not save your measurements. Please try again."
    >
      <FormField name="date" label="Date" type="date" max={todayLocalDate()} />
      <div className="grid grid-cols-2 gap-3">
        {BODY_MEASUREMENT_KEYS.map((key) => (
          <DecimalField
            key={key}
            name={`measurements.${key}`}
            label={`${MEASUREMENT_BOUNDS[key].label} (${key === 'bodyFat' ? '%' : units.length})`}
          />
        ))}
      </div>
    </FormDialog>
  );
}
