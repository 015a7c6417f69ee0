import { BODY_MEASUREMENT_KEYS, MEASUREMENT_BOUNDS, progressBodySchema } from '@momentum/shared';
import { Ruler } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger, FormDialogFooter } from '@/components/ui/dialog';
import { Form, FormField, formSchema, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { DecimalInput } from '@/components/ui/input';
import { getErrorMessage } from '@/lib/api-client';
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
  const [open, setOpen] = useState(false);
  const form = useSchemaForm(measurementsSchema(units), { defaultValues: empty() });
  const create = useCreateProgressEntry({ onSuccess: () => setOpen(false) });
  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    if (next) {
      form.reset(empty());
      create.reset();
    }
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Ruler aria-hidden="true" />
          Record measurements
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Record measurements"
        description="Fill in any you measured; leave the rest empty."
      >
        <Form
          form={form}
          onSubmit={(body) => create.mutate(body)}
          pending={create.isPending}
          serverError={create.error}
          className="space-y-4"
        >
          <FormField name="date" label="Date" type="date" max={todayLocalDate()} />
          <div className="grid grid-cols-2 gap-3">
            {BODY_MEASUREMENT_KEYS.map((key) => (
              <FormField
                key={key}
                name={`measurements.${key}`}
                label={`${MEASUREMENT_BOUNDS[key].label} (${key === 'bodyFat' ? '%' : units.length})`}
              >
                {(control) => <DecimalInput {...control} />}
              </FormField>
            ))}
          </div>
          {create.isError ? (
            <InlineAlert>
              {getErrorMessage(create.error, 'Could not save your measurements. Please try again.')}
            </InlineAlert>
          ) : null}
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={create.isPending}
            submitLabel="Save Measurements"
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
