import { copyMealBodySchema, isCalendarDate } from '@momentum/shared';
import { useState } from 'react';
import { z } from 'zod';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { formSchema } from '@/components/ui/form-schema';
import { InlineAlert } from '@/components/ui/inline-alert';
import { toast } from '@/lib/toasts';
import { formatCalendarDate } from '@/utils/local-date';
import { useCopyMeal } from '../api/copy-meal';
import { shiftDay } from '../utils/diary';
import { MealField } from './meal-field';

/** Copies from a day before `date`; the message shows while the day typed is not one. */
const copySchemaOf = (date: string) =>
  formSchema(
    z.object({
      fromDate: z
        .string()
        .refine((day) => isCalendarDate(day) && day < date, 'Choose a day before this one.'),
      fromMeal: z.string(),
      toMeal: z.string(),
    }),
    (fields) => fields,
    copyMealBodySchema,
  );

/** Copy a meal of an earlier day (yesterday's breakfast by default) into a meal of the day shown. */
export function CopyMealDialog({ date, onClose }: { date: string; onClose: () => void }) {
  const form = useSchemaForm(copySchemaOf(date), {
    defaultValues: { fromDate: shiftDay(date, -1), fromMeal: 'breakfast', toMeal: 'breakfast' },
    mode: 'onChange',
    reValidateMode: 'onChange',
  });
  const [empty, setEmpty] = useState(false);
  const copy = useCopyMeal({
    onSuccess: (copied) => {
      if (copied === 'queued') return onClose(); // the day shows it as waiting to sync
      if (copied === 0) {
        setEmpty(true);
        return;
      }
      toast.success(`Copied ${copied} ${copied === 1 ? 'food' : 'foods'}.`);
      onClose();
    },
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !copy.isPending && onClose()}>
      <DialogContent title="Copy Meal" description={`Into ${formatCalendarDate(date)}.`}>
        <Form
          form={form}
          onSubmit={({ fromDate, fromMeal, toMeal = fromMeal }) => {
            setEmpty(false);
            copy.mutate({ date, fromDate, fromMeal, toMeal });
          }}
          request={copy}
          className="space-y-4"
        >
          <FormField name="fromDate" label="From day" type="date" max={shiftDay(date, -1)} />
          <div className="grid grid-cols-2 gap-3">
            <MealField name="fromMeal" label="From meal" onPick={(meal) => form.setValue('toMeal', meal)} />
            <MealField name="toMeal" label="To meal" />
          </div>
          {empty ? <InlineAlert>That meal has nothing to copy.</InlineAlert> : null}
          <FormDialogFooter
            errorFallback="Could not copy this meal."
            onCancel={onClose}
            submitLabel="Copy"
            pendingLabel="Copying..."
            submitDisabled={form.formState.errors.fromDate !== undefined}
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
