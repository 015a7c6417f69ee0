import { MEAL_TYPES } from '@momentum/shared';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, FormDialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { Form, FormField, useSchemaForm } from '@/components/ui/form';
import { InlineAlert } from '@/components/ui/inline-alert';
import { NativeSelect } from '@/components/ui/native-select';
import { getErrorMessage } from '@/lib/api-client';
import { useCreateNutritionEntry } from '../api/create-nutrition-entry';
import { formatCalendarDate } from '@/utils/local-date';
import { emptyFoodForm, foodFormSchemaFor, mealLabel, type FoodFormField } from '../utils/food-form';

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
  const [openHere, setOpenHere] = useState(false);
  const open = openFromOutside ?? openHere;
  const setOpen = setOpenOutside ?? setOpenHere;
  const schema = useMemo(() => foodFormSchemaFor(date), [date]);
  const form = useSchemaForm(schema, { defaultValues: emptyFoodForm });
  const create = useCreateNutritionEntry({ onSuccess: () => setOpen(false) });

  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    if (next) {
      form.reset(emptyFoodForm);
      create.reset();
    }
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add Food
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Add Meal & Food"
        description={`Logged for ${formatCalendarDate(date)}. Empty numbers count as 0.`}
      >
        <Form
          form={form}
          onSubmit={(body) => create.mutate(body)}
          pending={create.isPending}
          className="space-y-4"
        >
          <FormField name="type" label="Meal">
            {(control) => (
              <NativeSelect {...control}>
                {MEAL_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {mealLabel(type)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField name="name" label="Food name" placeholder="e.g. Greek yogurt" autoComplete="off" />
          <div className="grid grid-cols-2 gap-3">
            {NUMBER_FIELDS.map(({ field, label }) => (
              <FormField
                key={field}
                name={field}
                label={label}
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                placeholder="0"
              />
            ))}
          </div>
          {create.isError ? (
            <InlineAlert>
              {getErrorMessage(create.error, 'Could not save this food. Please try again.')}
            </InlineAlert>
          ) : null}
          <FormDialogFooter
            onCancel={() => onOpenChange(false)}
            pending={create.isPending}
            submitLabel="Save Food"
          />
        </Form>
      </DialogContent>
    </Dialog>
  );
}
