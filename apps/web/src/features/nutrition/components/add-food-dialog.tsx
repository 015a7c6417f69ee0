import { MEAL_TYPES } from '@momentum/shared';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, FormDialogFooter, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { getErrorMessage } from '@/lib/api-client';
import { todayLocalDate } from '@/utils/local-date';
import { useCreateNutritionEntry } from '../api/create-nutrition-entry';
import {
  emptyFoodForm,
  mealLabel,
  parseFoodForm,
  type FoodFormField,
  type FoodFormValues,
} from '../utils/food-form';

const NUMBER_FIELDS = [
  { field: 'calories', label: 'Calories' },
  { field: 'protein', label: 'Protein (g)' },
  { field: 'carbs', label: 'Carbs (g)' },
  { field: 'fats', label: 'Fats (g)' },
] as const satisfies ReadonlyArray<{ field: FoodFormField; label: string }>;

/** 'Add Food' and its 'Add Meal & Food' dialog: one food in one meal, logged for today. */
export function AddFoodDialog() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<FoodFormValues>(emptyFoodForm);
  const [errors, setErrors] = useState<Partial<Record<FoodFormField, string>>>({});
  const create = useCreateNutritionEntry({ onSuccess: () => setOpen(false) });

  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    if (next) {
      setValues(emptyFoodForm);
      setErrors({});
      create.reset();
    }
    setOpen(next);
  };

  const set = (field: FoodFormField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseFoodForm(values, todayLocalDate());
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    create.mutate(parsed.body);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Add Food
        </Button>
      </DialogTrigger>
      <DialogContent title="Add Meal & Food" description="Logged for today. Empty numbers count as 0.">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <Field label="Meal" error={errors.type}>
            {(control) => (
              <NativeSelect {...control} value={values.type} onChange={set('type')}>
                {MEAL_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {mealLabel(type)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
          <Field label="Food name" error={errors.name}>
            {(control) => (
              <Input
                {...control}
                value={values.name}
                onChange={set('name')}
                placeholder="e.g. Greek yogurt"
                autoComplete="off"
              />
            )}
          </Field>
          <div className="grid grid-cols-2 gap-3">
            {NUMBER_FIELDS.map(({ field, label }) => (
              <Field key={field} label={label} error={errors[field]}>
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    value={values[field]}
                    onChange={set(field)}
                    placeholder="0"
                  />
                )}
              </Field>
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
        </form>
      </DialogContent>
    </Dialog>
  );
}
