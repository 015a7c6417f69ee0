import { updateItemBodySchema, type DayItem, type MealType } from '@momentum/shared';
import { z } from 'zod';
import { Dialog, DialogContent, FormDialogFooter } from '@/components/ui/dialog';
import { Form, useSchemaForm } from '@/components/ui/form';
import { formSchema } from '@/components/ui/form-schema';
import { useUpdateDiaryItem } from '../api/update-diary-item';
import {
  amountBody,
  amountDraftSchema,
  amountFieldOf,
  amountOf,
  loggedAmount,
  loggedPortions,
} from '../utils/diary';
import { AmountFields } from './amount-fields';
import { MealField } from './meal-field';

/** The meal, and the amount of a food from the database (a food typed by hand has none to change). */
const editSchemaOf = (weighable: boolean) =>
  formSchema(
    z.object({ meal: z.string(), amount: amountDraftSchema }),
    ({ meal, amount }) => ({ meal, ...(weighable ? amountBody(amount) : {}) }),
    updateItemBodySchema,
    amountFieldOf(),
  );

/**
 * Edit a logged food: its meal, and for a food from the database its amount (of the portion it was logged with,
 * or grams); the server computes the numbers again. A food typed by hand can only move to another meal.
 */
export function EditItemDialog({
  item,
  meal: currentMeal,
  date,
  onClose,
}: {
  item: DayItem;
  meal: MealType;
  date: string;
  onClose: () => void;
}) {
  const weighable = item.foodId !== undefined && item.grams !== undefined;
  const form = useSchemaForm(editSchemaOf(weighable), {
    defaultValues: { meal: currentMeal, amount: loggedAmount(item) },
  });
  const update = useUpdateDiaryItem({ onSuccess: onClose });
  const amountReady = !weighable || amountOf(form.watch('amount')) !== undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent title="Edit Food" description={item.name}>
        <Form
          form={form}
          onSubmit={({ meal = currentMeal, ...amount }) => update.mutate({ date, item, meal, ...amount })}
          request={update}
          className="space-y-4"
        >
          {weighable ? <AmountFields name="amount" portions={loggedPortions(item)} /> : null}
          <MealField />
          <FormDialogFooter
            errorFallback="Could not save this food. Please try again."
            onCancel={onClose}
            submitLabel="Save"
            submitDisabled={!amountReady}
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
