import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { useFormDialog } from '@/components/ui/dialog';
import { FormField, useSchemaForm, DecimalField } from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import { useCreateNutritionEntry } from '../api/create-nutrition-entry';
import { formatCalendarDate } from '@/utils/local-date';
import { emptyFoodForm, foodFormSchemaFor, type FoodFormField } from '../utils/food-form';
import { MealField } from './meal-field';

const NUMBER_FIELDS = [
  { field: 'calories', label: 'Calories' },
  { field: 'protein', label: 'Protein (g)' },
  { field: 'carbs', label: 'Carbs (g)' },
  { field: 'fats', label: 'Fats (g)' },
] as const satisfies ReadonlyArray<{ field: FoodFormField; label: string }>;

/**
 * 'Add Food' and its 'Add Meal & Food' dialog: one food typed by hand in one meal, logged for the day shown
 * (for foods not in the database; Search Foods finds the others). Open from outside too (`open`).
 */
export function AddFoodDialog({
  date,
  open: openFromOutside,
  onOpenChange: setOpenOutside,
}: {
  date: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const schema = useMemo(() => foodFormSchemaFor(date), [date]);
  const form = useSchemaForm(schema, { defaultValues: emptyFoodForm });
  const create = useCreateNutritionEntry({ onSuccess: () => dialog.close() });
  const dialog = useFormDialog({
    form,
    defaults: () => emptyFoodForm,
    request: create,
    open: openFromOutside,
    onOpenChange: setOpenOutside,
  });

  return (
    <FormDialog
      dialog={dialog}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Add Food
        </Button>
      }
      title="Add Meal & Food"
      description={`Logged for ${formatCalendarDate(date)}. Empty numbers count as 0.`}
      form={form}
      request={create}
      onSubmit={(body) => create.mutate(body)}
      submitLabel="Save Food"
      errorFallback="Could not save this food. Please try again."
    >
      <MealField name="type" />
      <FormField name="name" label="Food name" placeholder="e.g. Greek yogurt" autoComplete="off" />
      <div className="grid grid-cols-2 gap-3">
        {NUMBER_FIELDS.map(({ field, label }) => (
          <DecimalField key={field} name={field} label={label} min={0} placeholder="0" />
        ))}
      </div>
    </FormDialog>
  );
}
